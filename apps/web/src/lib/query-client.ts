import { QueryClient } from "@tanstack/react-query";
import { subscribeSession, getSession } from "./session-store.ts";

/**
 * No automatic retries: the API client already toasts each failure and renews the session
 * on 401, so a retry would only repeat the toast.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** Another user's data must never show after a logout or an expired session. */
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});
