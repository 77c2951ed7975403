import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router";
import { loadChunk } from "../lib/lazy-page.ts";
import { router } from "./router.tsx";

/**
 * Sonner arrives in its own chunk after the first paint, so the login page does not wait for
 * it; a toast asked for before then shows when the Toaster mounts (it replays waiting toasts).
 */
const Toaster = lazy(() => loadChunk(() => import("sonner")).then(({ Toaster }) => ({ default: Toaster })));

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster
          position="top-center"
          toastOptions={{ classNames: { error: "!text-red-800", success: "!text-green-800" } }}
        />
      </Suspense>
    </>
  );
}
