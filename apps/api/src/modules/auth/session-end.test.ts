import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { SESSION_CHECK_TTL_MS } from "./live-sessions.ts";
import { bearer, login, PASSWORD, userWithPassword } from "./testing.ts";

let t: TestApp;
let admin: { headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole("superuser");
});
afterAll(() => t.close());

type Pair = { access: string; refresh: string };

/** A user signed in twice (two devices), each access token already used once, so the guard has cached it as live. */
async function signedInTwice(role: "hotel" | "hr" = "hotel") {
  const user = await userWithPassword(t, role);
  const devices: Pair[] = [(await login(t, user.email)).json(), (await login(t, user.email)).json()];
  for (const device of devices) expect((await profile(device.access)).statusCode).toBe(200);
  return { user, devices };
}

const profile = (access: string) => t.app.inject({ url: "/api/v1/users/profile/", headers: bearer(access) });
const checkAccess = (access: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/auth/check_access/", payload: { access_token: access } });
const editUser = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/v1/users/${id}/`, headers: admin.headers, payload });

async function expectEnded(access: string) {
  const response = await profile(access);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ detail: expect.any(String), code: "token_not_valid" });
  expect((await checkAccess(access)).json()).toMatchObject({ access: false });
}

describe("ending a session ends its access token at once", () => {
  it("logout: the token is refused and check_access says false; the user's other session goes on", async () => {
    const { devices } = await signedInTwice();
    expect((await checkAccess(devices[0].access)).json()).toEqual({ access: true });
    const out = await t.app.inject({ method: "POST", url: "/api/v1/auth/logout/", payload: { refresh: devices[0].refresh } });
    expect(out.statusCode).toBe(200);
    await expectEnded(devices[0].access);
    expect((await profile(devices[1].access)).statusCode).toBe(200);
  });

  for (const [change, payload] of [
    ["deactivation", { is_active: false }],
    ["a role change", { role: "chef" }],
    ["the staff flag", { is_staff: true }],
    ["the superuser flag", { is_superuser: true }],
    ["an admin's password reset", { password: "Almashgan2025" }],
  ] as const) {
    it(`${change} ends every session of the user`, async () => {
      const { user, devices } = await signedInTwice();
      expect((await editUser(user.id, payload)).statusCode).toBe(200);
      for (const device of devices) await expectEnded(device.access);
    });
  }

  it("an edit that grants nothing ends nothing", async () => {
    const { user, devices } = await signedInTwice();
    expect((await editUser(user.id, { full_name: "Yangi Ism", role: "hotel", is_active: true })).statusCode).toBe(200);
    for (const device of devices) expect((await profile(device.access)).statusCode).toBe(200);
  });

  it("deleting the user ends every session", async () => {
    const { user, devices } = await signedInTwice();
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/v1/users/${user.id}/`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    for (const device of devices) await expectEnded(device.access);
  });

  it("changing one's own password ends the other sessions; the pair handed back works", async () => {
    const { devices } = await signedInTwice();
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/reset-password/",
      headers: bearer(devices[0].access),
      payload: { current_password: PASSWORD, new_password: "Yangi2025parol" },
    });
    expect(changed.statusCode).toBe(200);
    for (const device of devices) await expectEnded(device.access);
    expect((await profile(changed.json().access)).statusCode).toBe(200);
  });

  it("a password set through forgot-password ends every session", async () => {
    const { user, devices } = await signedInTwice();
    const base = "/api/v1/users/forgot-password/email";
    await t.app.inject({ method: "POST", url: `${base}/send-code/`, payload: { email: user.email } });
    await t.ctx.mailer.settled();
    const code = /kodingiz: (\d{6})/.exec(t.ctx.mailer.outbox.filter((mail) => mail.to === user.email).at(-1)?.text ?? "")?.[1];
    const link = (await t.app.inject({ method: "POST", url: `${base}/verify-code/`, payload: { email: user.email, code } })).json();
    const set = await t.app.inject({
      method: "POST",
      url: `${base}/set-password/`,
      payload: { uid: link.uid, token: link.token, password: "Tiklangan2025", password2: "Tiklangan2025" },
    });
    expect(set.statusCode).toBe(200);
    for (const device of devices) await expectEnded(device.access);
  });

  it("another process's revocation is seen here within the cache's second", async () => {
    const { devices } = await signedInTwice();
    const { sid } = JSON.parse(Buffer.from(devices[0].access.split(".")[1], "base64url").toString());
    await t.ctx.db.update(sessions).set({ revokedAt: t.clock.now }).where(eq(sessions.id, sid));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 50));
    await expectEnded(devices[0].access);
    expect((await profile(devices[1].access)).statusCode).toBe(200);
  });

  it("a deactivation written straight to the database is seen too", async () => {
    const { user, devices } = await signedInTwice();
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 50));
    for (const device of devices) await expectEnded(device.access);
  });

  it("refuses a well-signed token that names no session", async () => {
    const user = await userWithPassword(t);
    const issuedAt = Math.floor(t.clock.now.getTime() / 1000);
    const sessionless = await new SignJWT({ token_type: "access", user_id: user.id, email: user.email, role: "admin", is_superuser: true })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 600)
      .sign(new TextEncoder().encode(t.ctx.config.jwtSecret));
    expect((await profile(sessionless)).statusCode).toBe(401);
    expect((await checkAccess(sessionless)).json()).toMatchObject({ access: false });
  });
});
