import { MutationCache, QueryClient } from "@tanstack/react-query";
import { subscribeSession, getSession } from "./session-store.ts";

/** The key under which every read of the journal of changes is cached (lib/audit-api.ts). */
export const auditKey = ["audit"] as const;

/**
 * No automatic retries: the API client already toasts each failure and renews the session
 * on 401, so a retry would only repeat the toast. The server journals every write, so any
 * write that succeeded leaves the journal's cached pages behind: a record's Tarix panel shows
 * the change it was just given.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
  mutationCache: new MutationCache({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: auditKey }),
  }),
});

/** Another user's data must never show after a logout or an expired session. */
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});
