import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { queryClient } from "../lib/query-client.ts";
import { router } from "./router.tsx";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-center"
        toastOptions={{ classNames: { error: "!text-red-800", success: "!text-green-800" } }}
      />
    </QueryClientProvider>
  );
}
