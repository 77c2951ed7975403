import { useSyncExternalStore } from "react";
import type { Principal } from "@app/contract/roles";
import type { LoginInput } from "@app/contract/schemas/auth";
import { call } from "./api-client.ts";
import { authEndpoints } from "./auth-endpoints.ts";
import { navigate } from "./navigation.ts";
import { clearSession, getSession, startSession, subscribeSession, type Session, type SessionUser } from "./session-store.ts";

export type { Session, SessionUser };

/** The current session (tokens + user), re-rendering when it starts, refreshes or ends. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

function principalOf(user: SessionUser | null | undefined): Principal {
  return { role: user?.role ?? null, isSuperuser: user?.is_superuser ?? false };
}

export function usePrincipal(): Principal {
  return principalOf(useSession()?.user);
}

/** Logs in and stores the session; the caller shows the failure (the call does not toast). */
export async function login(credentials: LoginInput): Promise<SessionUser> {
  const result = await call((await authEndpoints()).login, { body: credentials }, { public: true, toast: false });
  const user: SessionUser = {
    id: result.user_id,
    name: result.full_name,
    username: result.email,
    role: result.role,
    is_staff: result.is_staff,
    is_superuser: result.is_superuser,
  };
  await startSession({ token: result.access, refresh: result.refresh, user });
  return user;
}

/**
 * Clears the session, then tells the server to revoke the refresh token, whatever it answers.
 * In that order, because the page's queries still running would otherwise go out with a token
 * the server has just revoked and fail with 401.
 */
export async function logout(): Promise<void> {
  const refresh = getSession()?.refresh ?? undefined;
  clearSession();
  navigate("/auth");
  await authEndpoints()
    .then((auth) => call(auth.logout, { body: { refresh } }, { public: true, toast: false }))
    .catch(() => undefined);
}
