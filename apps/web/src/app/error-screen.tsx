import { TriangleAlert } from "lucide-react";
import { uzErrors } from "../i18n/common.ts";
import { Button } from "../ui/button.tsx";

/** Shown when a page fails to render or its chunk stays unreachable after the automatic reload. */
export function ErrorScreen() {
  return (
    <div role="alert" className="flex min-h-full flex-col items-center justify-center gap-4 p-8 text-center">
      <TriangleAlert className="size-10 text-danger" aria-hidden />
      <p className="text-lg font-medium text-ink">{uzErrors.pageLoad}</p>
      <Button onClick={() => window.location.reload()}>{uzErrors.reload}</Button>
    </div>
  );
}
