import type { Role } from "@app/contract/roles";
import { loadChunk } from "./lazy-page.ts";
import type { StorageKey } from "./storage.ts";

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

const KEYS: readonly StorageKey[] = ["token", "refresh", "user"];

/**
 * The encrypted storage brings crypto-js; it is imported only when there is something to read
 * or write, so a visitor's login page loads without it. Once a session exists it has loaded:
 * a session is either read from it or stored through it before it becomes current.
 */
let storage: typeof import("./storage.ts") | null = null;

async function encryptedStorage() {
  storage ??= await loadChunk(() => import("./storage.ts"));
  return storage;
}

/** A session needs both a token and a user; a half-stored one (e.g. after tampering) is dropped. */
async function load(): Promise<Session | null> {
  if (KEYS.every((key) => localStorage.getItem(key) === null)) return null;
  const { readItem } = await encryptedStorage();
  const token = readItem<string>("token");
  const user = readItem<SessionUser>("user");
  if (token && user) return { token, refresh: readItem<string>("refresh"), user };
  removeAll();
  return null;
}

function removeAll() {
  for (const key of KEYS) localStorage.removeItem(key);
}

let current: Session | null = null;

function publish(next: Session | null) {
  current = next;
  for (const listener of listeners) listener();
}

function save({ writeItem }: NonNullable<typeof storage>, session: Session) {
  writeItem("token", session.token);
  writeItem("refresh", session.refresh);
  writeItem("user", session.user);
}

/** Reads the stored session; the app renders once it has, so the guards see it from the first render. */
export async function restoreSession(): Promise<void> {
  publish(await load());
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the session, then makes it current, so a reload right after the login finds it. */
export async function startSession(session: Session): Promise<void> {
  save(await encryptedStorage(), session);
  publish(session);
}

/** After a refresh or a password change: both tokens are replaced, the user stays. */
export function replaceTokens(token: string, refresh: string): void {
  if (!current || !storage) return;
  const next = { ...current, token, refresh };
  save(storage, next);
  publish(next);
}

export function clearSession(): void {
  removeAll();
  publish(null);
}

/** Logging in or out in another tab changes the stored items; follow them here. */
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === "token" || event.key === "user") void load().then(publish);
  });
}
