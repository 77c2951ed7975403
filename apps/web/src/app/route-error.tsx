import { useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen.tsx";

/** The router's error element: a route whose page failed. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorScreen />;
}
