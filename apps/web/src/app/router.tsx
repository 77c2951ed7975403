import { Suspense } from "react";
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from "react-router";
import { lazyPage } from "../lib/lazy-page.ts";
import { setNavigator, setRoutedPath } from "../lib/navigation.ts";
import { PublicOnly, RequireSession } from "./guards.tsx";
import { PageLoading } from "../ui/page-loading.tsx";
import { PROTECTED_ROUTES, type AreaHandle } from "./protected-routes.ts";
import { RouteError } from "./route-error.tsx";

const LoginPage = lazyPage(() => import("../features/auth/login-page.tsx"));
const UnauthorizedPage = lazyPage(() => import("../features/auth/unauthorized-page.tsx"));
const PrivacyPage = lazyPage(() => import("../features/privacy/privacy-page.tsx"));
const Shell = lazyPage(() => import("../layout/shell.tsx"));

function Root() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: "/auth/*", element: <PublicOnly><LoginPage /></PublicOnly> },
      { path: "/login", element: <Navigate to="/auth" replace /> },
      { path: "/privacy-policy", element: <PrivacyPage /> },
      { path: "/unauthorized", element: <RequireSession><UnauthorizedPage /></RequireSession> },
      {
        path: "/",
        element: <RequireSession><Shell /></RequireSession>,
        children: [
          { index: true },
          ...PROTECTED_ROUTES.map(({ path, area, title, Page }) => ({
            path,
            handle: { area } satisfies AreaHandle,
            element: <Page title={title} />,
          })),
        ],
      },
      { path: "*", element: <Navigate to="/auth" replace /> },
    ],
  },
]);

setNavigator((path, mode) => void router.navigate(path, { replace: mode === "replace" }));
setRoutedPath(() => router.state.location.pathname);

/** The app once routed: loaded on demand by app.tsx, which shows a visitor's login page without it. */
export default function RoutedApp() {
  return <RouterProvider router={router} />;
}
