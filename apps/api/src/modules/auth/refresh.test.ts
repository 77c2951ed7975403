import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { REFRESH_REUSE_GRACE_MS } from "./sessions.ts";
import { bearer, login, refresh, userWithPassword } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(role: "admin" | "hotel" = "admin") {
  const user = await userWithPassword(t, role);
  const response = await login(t, user.email);
  expect(response.statusCode).toBe(200);
  return { user, ...response.json<{ access: string; refresh: string }>() };
}

/** The session an access token names (its payload's sid). */
const sessionOf = (access: string) => JSON.parse(Buffer.from(access.split(".")[1], "base64url").toString()).sid as string;

const profile = (access: string) => t.app.inject({ url: "/api/v1/users/profile/", headers: bearer(access) });
const checkAccess = (token: unknown) =>
  t.app.inject({ method: "POST", url: "/api/v1/auth/check_access/", payload: { access_token: token } });

describe("refresh tokens", () => {
  it("rotate: the new pair works and the old refresh token is spent", async () => {
    const first = await session();
    const rotated = await refresh(t, first.refresh);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json();
    expect(pair).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await profile(pair.access)).statusCode).toBe(200);
    expect((await refresh(t, pair.refresh)).statusCode).toBe(200);
  });

  it("reusing a spent token after the grace window revokes the whole family, the newest token included", async () => {
    const first = await session();
    const second = (await refresh(t, first.refresh)).json();
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reused = await refresh(t, first.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: expect.any(String), code: "token_not_valid" });
    const newest = await refresh(t, second.refresh);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe("token_not_valid");
  });

  it("a reuse in one family leaves the user's other sessions alone", async () => {
    const user = await userWithPassword(t);
    const laptop = (await login(t, user.email)).json();
    const phone = (await login(t, user.email)).json();
    await refresh(t, laptop.refresh);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(t, laptop.refresh)).statusCode).toBe(401);
    expect((await refresh(t, phone.refresh)).statusCode).toBe(200);
  });

  it("two refreshes at once with one token both get a working pair of the same session", async () => {
    const first = await session();
    const [one, two] = await Promise.all([refresh(t, first.refresh), refresh(t, first.refresh)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().refresh).not.toBe(two.json().refresh);
    for (const pair of [one.json(), two.json()]) {
      expect((await profile(pair.access)).statusCode).toBe(200);
      expect((await refresh(t, pair.refresh)).statusCode).toBe(200);
    }
    expect(new Set([one.json().access, two.json().access].map(sessionOf)).size).toBe(1);
  });

  it("a spent token presented again within 10 s gets a pair; after 11 s it ends the session", async () => {
    const first = await session();
    const rotated = (await refresh(t, first.refresh)).json();
    t.clock.advance(REFRESH_REUSE_GRACE_MS);
    const again = await refresh(t, first.refresh);
    expect(again.statusCode).toBe(200);

    t.clock.advance(1000);
    const late = await refresh(t, first.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe("token_not_valid");
    for (const pair of [rotated, again.json()]) {
      expect((await refresh(t, pair.refresh)).statusCode).toBe(401);
      expect((await profile(pair.access)).statusCode).toBe(401);
    }
  });

  it("refuses unknown and expired tokens with token_not_valid", async () => {
    const unknown = await refresh(t, "not-a-token");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe("token_not_valid");

    const { refresh: token } = await session();
    t.clock.advance(t.ctx.config.refreshTokenSeconds * 1000 + 1000);
    const expired = await refresh(t, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("token_not_valid");
  });

  it("names a missing token as a field", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/auth/token/refresh/", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ refresh: [expect.any(String)] });
  });

  it("reads the user again: a new role shows in the new access token, an inactive user is refused", async () => {
    const { user, refresh: token } = await session("hotel");
    const first = (await refresh(t, token)).json();
    const userList = (access: string) => t.app.inject({ url: "/api/v1/users/", headers: bearer(access) });
    expect((await userList(first.access)).statusCode).toBe(403);
    await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    const rotated = await refresh(t, first.refresh);
    expect(rotated.statusCode).toBe(200);
    expect((await userList(rotated.json().access)).statusCode).toBe(200);

    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const refused = await refresh(t, rotated.json().refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("user_inactive");
    await t.ctx.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    expect((await refresh(t, rotated.json().refresh)).statusCode).toBe(401);
  });
});

describe("access tokens", () => {
  it("expire after 15 minutes", async () => {
    const { access } = await session();
    t.clock.advance(14 * 60 * 1000);
    expect((await profile(access)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 1000);
    const expired = await profile(access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("token_not_valid");
  });

  it("check_access: true for a live token of an active user, false otherwise", async () => {
    const { user, access } = await session();
    const live = await checkAccess(access);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ access: true });

    const forged = await checkAccess(`${access.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: expect.any(String), access: false });

    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await checkAccess(access)).json()).toMatchObject({ access: false });

    const deleted = await session();
    await t.ctx.db.delete(users).where(eq(users.id, deleted.user.id));
    expect((await checkAccess(deleted.access)).statusCode).toBe(400);

    const stale = await session();
    t.clock.advance(16 * 60 * 1000);
    expect((await checkAccess(stale.access)).json()).toMatchObject({ access: false });
  });
});

describe("logout", () => {
  it("revokes the session's refresh tokens, on both paths", async () => {
    for (const url of ["/api/v1/auth/logout/", "/api/v1/users/logout/"]) {
      const first = await session();
      const second = (await refresh(t, first.refresh)).json();
      const response = await t.app.inject({ method: "POST", url, payload: { refresh: second.refresh } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
      expect((await refresh(t, second.refresh)).statusCode).toBe(401);
    }
  });

  it("answers 200 {} without a token, with an unknown one and without authentication", async () => {
    for (const payload of [{}, { refresh: "unknown" }, { refresh: 42 }]) {
      const response = await t.app.inject({ method: "POST", url: "/api/v1/auth/logout/", payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
  });
});
