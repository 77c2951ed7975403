import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bearer, login, PASSWORD, refresh, userWithPassword } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (access: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/v1/users/reset-password/", headers: bearer(access), payload });

describe("change own password (POST /users/reset-password/)", () => {
  it("sets the password, ends the other sessions and hands this one a fresh pair", async () => {
    const user = await userWithPassword(t, "hotel");
    const here = (await login(t, user.email)).json();
    const elsewhere = (await login(t, user.email)).json();

    const response = await change(here.access, { current_password: PASSWORD, new_password: "Yangi2025parol" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, message: expect.any(String), access: expect.any(String), refresh: expect.any(String) });

    expect((await refresh(t, elsewhere.refresh)).statusCode).toBe(401);
    expect((await refresh(t, here.refresh)).statusCode).toBe(401);
    expect((await refresh(t, body.refresh)).statusCode).toBe(200);
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.email, "Yangi2025parol")).statusCode).toBe(200);
  });

  it("refuses a wrong current password and keeps every session", async () => {
    const user = await userWithPassword(t);
    const here = (await login(t, user.email)).json();
    const response = await change(here.access, { current_password: "Wrong12345", new_password: "Yangi2025parol" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_password: [expect.any(String)], detail: expect.any(String) });
    expect((await refresh(t, here.refresh)).statusCode).toBe(200);
  });

  it("refuses a short, all-digit or common new password, or one too like the email or full name", async () => {
    const user = await userWithPassword(t, "admin", { fullName: "Zarina Yusupova" });
    const { access } = (await login(t, user.email)).json();
    const local = user.email.split("@")[0];
    for (const weak of ["short1", "1234567890", "Qwerty123", "zarina2025", "YUSUPOVA!", user.email.toUpperCase(), `${local}1`]) {
      const response = await change(access, { current_password: PASSWORD, new_password: weak });
      expect(response.statusCode, weak).toBe(400);
      expect(response.json()).toMatchObject({ new_password: [expect.any(String)], detail: expect.any(String) });
    }
    expect((await login(t, user.email)).statusCode).toBe(200);
  });

  it("refuses a long password of letters only, and takes it with a digit", async () => {
    const user = await userWithPassword(t);
    const { access } = (await login(t, user.email)).json();
    const lettersOnly = await change(access, { current_password: PASSWORD, new_password: "kuzgi yaproqlar" });
    expect(lettersOnly.statusCode).toBe(400);
    expect(lettersOnly.json()).toMatchObject({ new_password: ["Parolda kamida bitta raqam bo'lishi kerak"] });
    const response = await change(access, { current_password: PASSWORD, new_password: "kuzgi yaproqlar 7" });
    expect(response.statusCode).toBe(200);
    expect((await login(t, user.email, "kuzgi yaproqlar 7")).statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/reset-password/",
      payload: { current_password: PASSWORD, new_password: "Yangi2025parol" },
    });
    expect(response.statusCode).toBe(401);
  });
});
