import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import { AUTH } from "@app/contract/endpoints/auth";
import { USERS } from "@app/contract/endpoints/users";
import { API_BASE } from "@app/contract/routes";
import type { Role } from "@app/contract/roles";
import type { LoginResult } from "@app/contract/schemas/auth";
import type { User } from "@app/contract/schemas/users";

type OutboxMessage = { to: string; subject: string; text: string; html?: string; sentAt: string };

type CallOptions = { method?: string; token?: string; body?: unknown };

/** Calls the running server's API; anything but a 2xx fails the test with the server's answer. */
export async function callApi<T>(path: string, { method = "GET", token, body }: CallOptions = {}): Promise<T> {
  const response = await fetch(`${inject("baseUrl")}${API_BASE}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export function login(email: string, password: string): Promise<LoginResult> {
  return callApi<LoginResult>(AUTH.login.path, { method: "POST", body: { email, password } });
}

export function loginAsAdmin(): Promise<LoginResult> {
  const { email, password } = inject("admin");
  return login(email, password);
}

export type NewUser = { role: Role; email?: string; full_name?: string; password?: string };

/** Creates a user with a unique email unless one is given; returns it with the password to log in with. */
export async function createUser(adminToken: string, input: NewUser): Promise<User & { password: string }> {
  const password = input.password ?? "Parol12345";
  const user = await callApi<User>(USERS.create.path, {
    method: "POST",
    token: adminToken,
    body: {
      email: input.email ?? `${input.role}-${randomUUID().slice(0, 8)}@e2e.uz`,
      full_name: input.full_name ?? `E2E ${input.role}`,
      password,
      role: input.role,
    },
  });
  return { ...user, password };
}

/** Every message the server's dev outbox has written, oldest first. */
function readOutbox(): OutboxMessage[] {
  const file = inject("outboxPath");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxMessage);
}

const CODE_PATTERN = /\b(\d{6})\b/;
const OUTBOX_WAIT_MS = 5_000;

/** The six-digit code of the newest mail to `email` that carries one; waits briefly for the mail to land. */
export async function latestResetCode(email: string): Promise<string> {
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  for (;;) {
    const code = readOutbox()
      .filter((message) => message.to.toLowerCase() === email.toLowerCase())
      .map((message) => CODE_PATTERN.exec(message.text)?.[1])
      .filter((found): found is string => found !== undefined)
      .at(-1);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No mail with a six-digit code reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
