import type { Role } from "@app/contract/roles";
import { readItem, removeItem, writeItem } from "./storage.ts";

/** The signed-in user as the app keeps it: `name` is the account's full_name, `username` its email. */
export type SessionUser = {
  id: string;
  name: string;
  username: string;
  role: Role | null;
  is_staff: boolean;
  is_superuser: boolean;
};

export type Session = { token: string; refresh: string | null; user: SessionUser };

type Listener = () => void;

const listeners = new Set<Listener>();

/** A session needs both a token and a user; a half-stored one (e.g. after tampering) is dropped. */
function load(): Session | null {
  const token = readItem<string>("token");
  const user = readItem<SessionUser>("user");
  if (token && user) return { token, refresh: readItem<string>("refresh"), user };
  removeAll();
  return null;
}

function removeAll() {
  removeItem("token");
  removeItem("refresh");
  removeItem("user");
}

let current: Session | null = load();

function publish(next: Session | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startSession(session: Session): void {
  writeItem("token", session.token);
  writeItem("refresh", session.refresh);
  writeItem("user", session.user);
  publish(session);
}

/** After a refresh or a password change: both tokens are replaced, the user stays. */
export function replaceTokens(token: string, refresh: string): void {
  if (!current) return;
  writeItem("token", token);
  writeItem("refresh", refresh);
  publish({ ...current, token, refresh });
}

export function clearSession(): void {
  removeAll();
  publish(null);
}

/** Logging in or out in another tab changes the stored items; follow them here. */
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === "token" || event.key === "user") publish(load());
  });
}
