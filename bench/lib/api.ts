import { API_BASE } from "@app/contract/routes";
import type { RunningApp } from "./app.ts";

/** A JSON call to the running API as its superuser; anything but a 2xx stops the bench with the answer. */
export async function api<T>(app: RunningApp, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.origin}${API_BASE}${path}`, {
    method,
    headers: { authorization: app.authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}
