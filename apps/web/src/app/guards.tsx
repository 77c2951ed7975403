import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../lib/session.tsx";

/**
 * The guards that run before any chunk loads. They look at the session only: the role rules
 * (and the zod-bearing contract module they live in) load with the shell, after login.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  return useSession() ? children : <Navigate to="/auth" replace />;
}

/** The login page is for visitors; a signed-in user goes to "/", where the shell picks the landing page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return useSession() ? <Navigate to="/" replace /> : children;
}
