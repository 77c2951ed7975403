import type { Role } from "@app/contract/roles";
import type { TestApp } from "../../test/harness.ts";
import { hashPassword } from "./passwords.ts";

export const PASSWORD = "Sabr2025yo";

/** A user who can really log in (the harness's users have no usable password). */
export async function userWithPassword(t: TestApp, role: Role | null = "admin", overrides: { isActive?: boolean; fullName?: string } = {}) {
  return t.userWithRole(role, { passwordHash: await hashPassword(PASSWORD), ...overrides });
}

export function login(t: TestApp, email: string, password = PASSWORD, remoteAddress = "10.0.0.1") {
  return t.app.inject({ method: "POST", url: "/api/v1/auth/login/", payload: { email, password }, remoteAddress });
}

export function refresh(t: TestApp, token: string) {
  return t.app.inject({ method: "POST", url: "/api/v1/auth/token/refresh/", payload: { refresh: token } });
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
