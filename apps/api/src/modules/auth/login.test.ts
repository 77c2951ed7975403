import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bearer, login, PASSWORD, userWithPassword } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("login", () => {
  it("answers the token pair and the session user, and records last_login", async () => {
    const user = await userWithPassword(t, "hotel", { fullName: "Ali Valiyev" });
    const response = await login(t, user.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user_id: user.id,
      full_name: "Ali Valiyev",
      email: user.email,
      role: "hotel",
      is_staff: false,
      is_superuser: false,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLogin?.getTime()).toBe(t.clock.now.getTime());
    const profile = await t.app.inject({ url: "/api/v1/auth/profile/", headers: bearer(body.access) });
    expect(profile.statusCode).toBe(200);
  });

  it("refuses a wrong password, an unknown email and an inactive user alike", async () => {
    const user = await userWithPassword(t);
    const inactive = await userWithPassword(t, "admin", { isActive: false });
    const answers = await Promise.all([
      login(t, user.email, "Notmine123", "10.0.1.1"),
      login(t, "nobody@test.uz", PASSWORD, "10.0.1.2"),
      login(t, inactive.email, PASSWORD, "10.0.1.3"),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "Email yoki parol noto'g'ri" });
    }
  });

  it("names the missing fields", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/auth/login/", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ email: [expect.any(String)], password: [expect.any(String)], detail: expect.any(String) });
  });

  it("throttles one email after 5 failures while another email still logs in, and lets it in after 15 minutes", async () => {
    const victim = await userWithPassword(t);
    const other = await userWithPassword(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(t, victim.email, "Wrong12345", `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(t, victim.email, PASSWORD, "10.1.1.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/urinish/);
    expect((await login(t, victim.email.toUpperCase(), PASSWORD, "10.1.1.2")).statusCode).toBe(429);
    expect((await login(t, other.email, PASSWORD, "10.1.0.1")).statusCode).toBe(200);

    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(t, victim.email, PASSWORD, "10.1.1.1")).statusCode).toBe(200);
  });

  it("throttles one client address after 30 failures, whatever the email", { timeout: 90_000 }, async () => {
    const address = "10.2.0.1";
    const failures = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => login(t, `guess${attempt}@test.uz`, "Wrong12345", address)),
    );
    expect(failures.map((response) => response.statusCode)).toEqual(Array(30).fill(401));
    const user = await userWithPassword(t);
    expect((await login(t, user.email, PASSWORD, address)).statusCode).toBe(429);
    expect((await login(t, user.email, PASSWORD, "10.2.0.2")).statusCode).toBe(200);
  });

  it("a burst of parallel guesses gets no more than 5 password checks", async () => {
    const victim = await userWithPassword(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login(t, victim.email, `Guess${attempt}x1`, `10.4.0.${attempt}`)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("successful logins from one address do not count against it", { timeout: 90_000 }, async () => {
    const user = await userWithPassword(t);
    for (let batch = 0; batch < 7; batch++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => login(t, user.email, PASSWORD, "10.5.0.1")));
      expect(answers.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    }
  });

  it("clears the email's failures on success", async () => {
    const user = await userWithPassword(t);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(t, user.email, "Wrong12345", "10.3.0.1")).statusCode).toBe(401);
    }
    expect((await login(t, user.email, PASSWORD, "10.3.0.2")).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(t, user.email, "Wrong12345", "10.3.0.3")).statusCode).toBe(401);
    }
    expect((await login(t, user.email, PASSWORD, "10.3.0.4")).statusCode).toBe(200);
  });
});
