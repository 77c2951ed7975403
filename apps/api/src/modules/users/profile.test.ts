import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("profile", () => {
  it("GET on both paths answers the caller's own profile", async () => {
    const me = await t.userWithRole("hotel", { fullName: "Malika Usmonova", birthdate: "1992-07-04", gender: "female" });
    const expected = {
      id: me.id,
      email: me.email,
      full_name: "Malika Usmonova",
      phone_number: null,
      birthdate: "04.07.1992",
      gender: "female",
      role: "hotel",
      is_active: true,
    };
    for (const url of ["/api/v1/users/profile/", "/api/v1/auth/profile"]) {
      const response = await t.app.inject({ url, headers: me.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    expect((await t.app.inject({ url: "/api/v1/users/profile/" })).statusCode).toBe(401);
  });

  it("PUT and PATCH change name, birth date and gender, and nothing else", async () => {
    const me = await t.userWithRole("chef");
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile/",
      headers: me.headers,
      payload: { full_name: " Jasur Olimov ", birthdate: "29.02.2000", gender: "male", role: "admin", is_superuser: true, email: "x@y.uz" },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ full_name: "Jasur Olimov", birthdate: "29.02.2000", gender: "male", role: "chef", email: me.email });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ role: "chef", isSuperuser: false, email: me.email });

    const patch = await t.app.inject({ method: "PATCH", url: "/api/v1/users/profile/", headers: me.headers, payload: { birthdate: null } });
    expect(patch.json()).toMatchObject({ full_name: "Jasur Olimov", birthdate: null, gender: "male" });
    const read = await t.app.inject({ url: "/api/v1/users/profile/", headers: me.headers });
    expect(read.json()).toMatchObject({ birthdate: null, gender: "male" });
  });

  it("refuses a bad date, an unknown gender and an empty name with field messages", async () => {
    const me = await t.userWithRole("chef");
    for (const [field, value] of [
      ["birthdate", "31.02.2000"],
      ["birthdate", "2000-01-31"],
      ["gender", "other"],
      ["full_name", "   "],
    ]) {
      const response = await t.app.inject({ method: "PUT", url: "/api/v1/users/profile/", headers: me.headers, payload: { [field]: value } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ [field]: [expect.any(String)], detail: expect.any(String) });
    }
  });

  it("a token that outlives its user's deactivation gets 401", async () => {
    const me = await t.userWithRole("chef");
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, me.id));
    expect((await t.app.inject({ url: "/api/v1/users/profile/", headers: me.headers })).statusCode).toBe(401);
    const update = await t.app.inject({ method: "PUT", url: "/api/v1/users/profile/", headers: me.headers, payload: { full_name: "X" } });
    expect(update.statusCode).toBe(401);
  });
});
