import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { login } from "../auth/testing.ts";

let t: TestApp;
let admin: { id: string; headers: { authorization: string } };
let superuser: { id: string; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole("admin");
  superuser = await t.userWithRole("superuser");
});
afterAll(() => t.close());

const URL = "/api/v1/users/";
const itemUrl = (id: string) => `${URL}${id}/`;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: `user-${crypto.randomUUID().slice(0, 8)}@Example.UZ`,
  full_name: "  Aziz Rahimov ",
  password: "Boshlangich2025",
  role: "hotel",
  ...overrides,
});
const create = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: URL, headers, payload });

describe("users", () => {
  it("creates a user who can log in, reads, updates and deletes it", async () => {
    const payload = newUser({ birthdate: "05.03.1990", phone_number: "+998901234567", passport_number: "AA1234567" });
    const created = await create(admin.headers, payload);
    expect(created.statusCode).toBe(201);
    const user = created.json();
    const email = `${payload.email.split("@")[0]}@example.uz`;
    expect(user).toMatchObject({
      email,
      full_name: "Aziz Rahimov",
      birthdate: "05.03.1990",
      role: "hotel",
      is_active: true,
      is_staff: false,
      is_superuser: false,
      last_login: null,
    });
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("password_hash");
    expect(user.created_at).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    expect((await login(t, email, "Boshlangich2025")).statusCode).toBe(200);
    const read = await t.app.inject({ url: itemUrl(user.id), headers: admin.headers });
    expect(read.json().last_login).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const patched = await t.app.inject({
      method: "PATCH",
      url: itemUrl(user.id),
      headers: admin.headers,
      payload: { role: "analiytics", validity_period: "31.12.2030", phone_number: "" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ role: "analytics", validity_period: "31.12.2030", phone_number: null, birthdate: "05.03.1990" });

    const put = await t.app.inject({
      method: "PUT",
      url: itemUrl(user.id),
      headers: admin.headers,
      payload: { full_name: "Aziz R.", is_active: false },
    });
    expect(put.json()).toMatchObject({ full_name: "Aziz R.", is_active: false });
    expect((await login(t, email, "Boshlangich2025")).statusCode).toBe(401);

    const deleted = await t.app.inject({ method: "DELETE", url: itemUrl(user.id), headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: itemUrl(user.id), headers: admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: itemUrl("not-a-uuid"), headers: admin.headers })).statusCode).toBe(404);
  });

  it("lists with paging, search and a role filter", async () => {
    const marker = `qidiruv${crypto.randomUUID().slice(0, 6)}`;
    for (const role of ["chef", "chef", "hr"]) {
      expect((await create(admin.headers, newUser({ role, full_name: `${marker} ${role}` }))).statusCode).toBe(201);
    }
    await create(admin.headers, newUser({ passport_number: `${marker}PP` }));

    const found = await t.app.inject({ url: `${URL}?search=${marker}&per_page=2`, headers: admin.headers });
    expect(found.statusCode).toBe(200);
    const page = found.json();
    expect(page.count).toBe(4);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain("page=2");

    const chefs = await t.app.inject({ url: `${URL}?search=${marker}&role=chef`, headers: admin.headers });
    expect(chefs.json().count).toBe(2);
    const twoWords = await t.app.inject({ url: `${URL}?search=${marker},hr`, headers: admin.headers });
    expect(twoWords.json().count).toBe(1);
    expect((await t.app.inject({ url: `${URL}?role=wizard`, headers: admin.headers })).statusCode).toBe(400);
  });

  it("refuses a duplicate email and a weak or name-like password with field messages", async () => {
    const payload = newUser();
    expect((await create(admin.headers, payload)).statusCode).toBe(201);
    const duplicate = await create(admin.headers, newUser({ email: payload.email }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ email: [expect.any(String)], detail: expect.any(String) });

    const other = (await create(admin.headers, newUser())).json();
    const renamed = await t.app.inject({ method: "PATCH", url: itemUrl(other.id), headers: admin.headers, payload: { email: payload.email } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ email: [expect.any(String)] });

    const weak = await create(admin.headers, newUser({ password: "12345678" }));
    expect(weak.json()).toMatchObject({ password: [expect.any(String)] });
    const likeName = await create(admin.headers, newUser({ full_name: "Sardor2025", password: "sardor2025" }));
    expect(likeName.statusCode).toBe(400);
    expect(likeName.json()).toMatchObject({ password: [expect.any(String)] });
    const nearName = await create(admin.headers, newUser({ full_name: "Sardor Aliyev", password: "Aliyev2025" }));
    expect(nearName.json()).toMatchObject({ password: ["Parol email yoki to'liq ismga juda o'xshash bo'lmasligi kerak"] });
    const common = await create(admin.headers, newUser({ password: "Qwerty123" }));
    expect(common.json()).toMatchObject({ password: ["Bu parol juda keng tarqalgan, boshqa parol tanlang"] });
    const likeEmail = await t.app.inject({
      method: "PATCH",
      url: itemUrl(other.id),
      headers: admin.headers,
      payload: { password: `${String(other.email).split("@")[0]}!` },
    });
    expect(likeEmail.statusCode).toBe(400);
    expect(likeEmail.json()).toMatchObject({ password: [expect.any(String)] });
    const missing = await create(admin.headers, { email: "x@test.uz" });
    expect(Object.keys(missing.json())).toEqual(expect.arrayContaining(["full_name", "password", "role", "detail"]));
  });

  it("a new password set by an admin replaces the old one and ends the user's sessions", async () => {
    const payload = newUser();
    const user = (await create(admin.headers, payload)).json();
    const session = (await login(t, user.email, "Boshlangich2025")).json();
    const changed = await t.app.inject({
      method: "PATCH",
      url: itemUrl(user.id),
      headers: admin.headers,
      payload: { password: "Almashgan2025" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(t, user.email, "Boshlangich2025")).statusCode).toBe(401);
    expect((await login(t, user.email, "Almashgan2025")).statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: "POST", url: "/api/v1/auth/token/refresh/", payload: { refresh: session.refresh } });
    expect(refreshed.statusCode).toBe(401);
  });

  it("nobody deletes or demotes themself", async () => {
    const deleteSelf = await t.app.inject({ method: "DELETE", url: itemUrl(admin.id), headers: admin.headers });
    expect(deleteSelf.statusCode).toBe(400);
    expect(deleteSelf.json().detail).toEqual(expect.any(String));
    for (const payload of [{ role: "hr" }, { is_active: false }]) {
      const response = await t.app.inject({ method: "PATCH", url: itemUrl(admin.id), headers: admin.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    const dropFlag = await t.app.inject({ method: "PATCH", url: itemUrl(superuser.id), headers: superuser.headers, payload: { is_superuser: false } });
    expect(dropFlag.statusCode).toBe(400);

    const harmless = await t.app.inject({
      method: "PATCH",
      url: itemUrl(admin.id),
      headers: admin.headers,
      payload: { role: "admin", is_active: true, full_name: "Bosh admin" },
    });
    expect(harmless.statusCode).toBe(200);
    expect(harmless.json().full_name).toBe("Bosh admin");
  });

  it("only a superuser grants superuser power or touches a superuser's account", async () => {
    expect((await create(admin.headers, newUser({ role: "superuser" }))).statusCode).toBe(403);
    expect((await create(admin.headers, newUser({ is_superuser: true }))).statusCode).toBe(403);
    const plain = (await create(admin.headers, newUser())).json();
    const promote = await t.app.inject({ method: "PATCH", url: itemUrl(plain.id), headers: admin.headers, payload: { is_superuser: true } });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual({ detail: expect.any(String) });
    for (const request of [
      { method: "PATCH" as const, payload: { password: "Egallash2025" } },
      { method: "DELETE" as const },
    ]) {
      expect((await t.app.inject({ ...request, url: itemUrl(superuser.id), headers: admin.headers })).statusCode).toBe(403);
    }

    const granted = await create(superuser.headers, newUser({ role: "superuser" }));
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ role: "superuser", is_superuser: true });
    const flagged = await t.app.inject({ method: "PATCH", url: itemUrl(plain.id), headers: superuser.headers, payload: { is_superuser: true } });
    expect(flagged.json()).toMatchObject({ role: "hotel", is_superuser: true });
  });

  it("an admin grants every role but superuser, and the staff flag", async () => {
    const ceo = await create(admin.headers, newUser({ role: "ceo", is_staff: true }));
    expect(ceo.statusCode).toBe(201);
    expect(ceo.json()).toMatchObject({ role: "ceo", is_staff: true });
    const promoted = await t.app.inject({ method: "PATCH", url: itemUrl(ceo.json().id), headers: admin.headers, payload: { role: "admin" } });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe("admin");
  });

  it("nobody raises their own role or powers either", async () => {
    const me = await t.userWithRole("admin");
    for (const [payload, status] of [
      [{ is_staff: true }, 400],
      [{ role: "ceo" }, 400],
      [{ is_superuser: true }, 403],
    ] as const) {
      const response = await t.app.inject({ method: "PATCH", url: itemUrl(me.id), headers: me.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ role: "admin", isStaff: false, isSuperuser: false });
    const selfStaff = await t.app.inject({ method: "PATCH", url: itemUrl(superuser.id), headers: superuser.headers, payload: { is_staff: true } });
    expect(selfStaff.statusCode).toBe(400);
  });

  it("refuses a password without a digit on create and update", async () => {
    const noDigit = await create(admin.headers, newUser({ password: "abcdefghij" }));
    expect(noDigit.statusCode).toBe(400);
    expect(noDigit.json()).toMatchObject({ password: ["Parolda kamida bitta raqam bo'lishi kerak"] });
    const other = (await create(admin.headers, newUser())).json();
    const patched = await t.app.inject({ method: "PATCH", url: itemUrl(other.id), headers: admin.headers, payload: { password: "yangiparolim" } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ password: [expect.any(String)] });
  });

  it("is for superusers and admins only", async () => {
    for (const role of ["ceo", "hr", "hotel", "analytics", null] as const) {
      const { headers } = await t.userWithRole(role);
      expect((await t.app.inject({ url: URL, headers })).statusCode).toBe(403);
      expect((await create(headers, newUser())).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: URL, headers: superuser.headers })).statusCode).toBe(200);
    const anonymous = await t.app.inject({ url: URL });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
    expect((await t.app.inject({ method: "DELETE", url: itemUrl(admin.id) })).statusCode).toBe(401);
  });
});
