import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { login, PASSWORD, userWithPassword } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function failTimes(times: number, email: string, address: string) {
  for (let attempt = 0; attempt < times; attempt++) {
    expect((await login(t, email, "Wrong12345", address)).statusCode).toBe(401);
  }
}

describe("login throttle", () => {
  it("an attacker's failures lock the account only at the attacker's address, not the owner's", async () => {
    const victim = await userWithPassword(t);
    await failTimes(5, victim.email, "10.1.0.66");
    const blocked = await login(t, victim.email, PASSWORD, "10.1.0.66");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("60");
    expect(blocked.json()).toEqual({ detail: "Juda ko'p muvaffaqiyatsiz urinish. 1 daqiqadan so'ng qayta urinib ko'ring." });
    expect((await login(t, victim.email.toUpperCase(), PASSWORD, "10.1.0.66")).statusCode).toBe(429);

    expect((await login(t, victim.email, PASSWORD, "10.1.0.7")).statusCode).toBe(200);
  });

  it("the account's wait at one address doubles with each further failure there; a success clears it", async () => {
    const user = await userWithPassword(t);
    await failTimes(5, user.email, "10.1.1.1");
    expect((await login(t, user.email, PASSWORD, "10.1.1.1")).headers["retry-after"]).toBe("60");
    t.clock.advance(MINUTE);
    await failTimes(1, user.email, "10.1.1.1");
    expect((await login(t, user.email, PASSWORD, "10.1.1.1")).headers["retry-after"]).toBe("120");
    t.clock.advance(2 * MINUTE);
    expect((await login(t, user.email, PASSWORD, "10.1.1.1")).statusCode).toBe(200);
    await failTimes(4, user.email, "10.1.1.1");
    expect((await login(t, user.email, PASSWORD, "10.1.1.1")).statusCode).toBe(200);
  });

  it("an address waits after 20 failures whatever the emails, twice as long each time; other addresses go on", async () => {
    const address = "10.2.0.1";
    const failures = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login(t, `guess${attempt}@test.uz`, "Wrong12345", address)),
    );
    expect(failures.map((response) => response.statusCode)).toEqual(Array(20).fill(401));
    const user = await userWithPassword(t);
    for (const wait of [1, 2, 4, 8]) {
      const blocked = await login(t, user.email, PASSWORD, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBe(String(wait));
      expect(blocked.json().detail).toBe(`Juda ko'p muvaffaqiyatsiz urinish. ${wait} soniyadan so'ng qayta urinib ko'ring.`);
      t.clock.advance(wait * SECOND);
      await failTimes(1, `late${wait}@test.uz`, address);
    }
    expect((await login(t, user.email, PASSWORD, "10.2.0.2")).statusCode).toBe(200);
  });

  it("forgets a key's failures after 15 quiet minutes", async () => {
    const user = await userWithPassword(t);
    await failTimes(4, user.email, "10.3.0.1");
    t.clock.advance(15 * MINUTE);
    await failTimes(4, user.email, "10.3.0.1");
    expect((await login(t, user.email, PASSWORD, "10.3.0.1")).statusCode).toBe(200);
  });

  it("a burst of parallel guesses at one account from one address gets no more than 5 password checks", async () => {
    const victim = await userWithPassword(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login(t, victim.email, `Guess${attempt}x1`, "10.4.0.1")),
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
});

describe("the client address behind a proxy", () => {
  const PROXY = "10.9.9.9";
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ config: { trustProxy: PROXY } });
  });
  afterAll(() => proxied.close());

  const loginFrom = (email: string, password: string, forwardedFor: string, remoteAddress = PROXY) =>
    proxied.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/",
      payload: { email, password },
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("is X-Forwarded-For when a TRUST_PROXY proxy sends it: each client behind the proxy is throttled apart", async () => {
    const victim = await userWithPassword(proxied, "hotel");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(victim.email, "Wrong12345", "203.0.113.5")).statusCode).toBe(401);
    }
    expect((await loginFrom(victim.email, PASSWORD, "203.0.113.5")).statusCode).toBe(429);
    expect((await loginFrom(victim.email, PASSWORD, "203.0.113.6")).statusCode).toBe(200);
    const notice = proxied.ctx.mailer.outbox.filter((mail) => mail.to === victim.email).at(-1);
    expect(notice?.text).toContain("IP manzil: 203.0.113.6");
  });

  it("is the connection's address when anyone else sends X-Forwarded-For: a forged header buys no new tries", async () => {
    const victim = await userWithPassword(proxied, "hotel");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(victim.email, "Wrong12345", `198.51.100.${attempt}`, "10.8.8.8")).statusCode).toBe(401);
    }
    expect((await loginFrom(victim.email, PASSWORD, "198.51.100.99", "10.8.8.8")).statusCode).toBe(429);
    expect((await loginFrom(victim.email, PASSWORD, "198.51.100.99", "10.8.8.9")).statusCode).toBe(200);
    const notice = proxied.ctx.mailer.outbox.filter((mail) => mail.to === victim.email).at(-1);
    expect(notice?.text).toContain("IP manzil: 10.8.8.9");
  });
});
