import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, testConfig, type TestApp } from "../../test/harness.ts";
import { createMailer } from "../mail/mailer.ts";
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
});

const NOTICE = "Hisobingizga yangi kirish aniqlandi";
const noticesTo = (app: TestApp, email: string) =>
  app.ctx.mailer.outbox.filter((mail) => mail.to === email && mail.subject === NOTICE);

/** An SMTP "server" that takes the connection and never answers: delivery hangs until it is closed. */
async function silentSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("new login notice", () => {
  it("mails the user the time, address, browser and the password-reset link of the app, whatever Host the request named", async () => {
    t.clock.set(new Date("2025-10-19T11:05:00Z"));
    const user = await userWithPassword(t, "hotel", { fullName: "Ali <Valiyev>" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/",
      payload: { email: user.email, password: PASSWORD },
      remoteAddress: "10.9.0.7",
      headers: { host: "backoffice.test:8080", "user-agent": "Mozilla/5.0 (X11) Firefox/140.0" },
    });
    expect(response.statusCode).toBe(200);

    const [mail, ...more] = noticesTo(t, user.email);
    expect(more).toEqual([]);
    expect(mail.text).toContain("Assalomu alaykum, Ali <Valiyev>!");
    expect(mail.text).toContain("Vaqt: 19.10.2025 14:05 (Asia/Riyadh)");
    expect(mail.text).toContain("IP manzil: 10.9.0.7");
    expect(mail.text).toContain("Qurilma: Mozilla/5.0 (X11) Firefox/140.0");
    expect(mail.text).toContain(t.ctx.config.passwordResetUrl);
    expect(mail.text).not.toContain("backoffice.test");
    expect(mail.html).toContain("Ali &lt;Valiyev&gt;");
    expect(mail.html).toContain(`<a href="${t.ctx.config.passwordResetUrl}">`);
  });

  it("links to the configured password-reset page, and is not sent for a failed login", async () => {
    const user = await userWithPassword(t);
    const kept = t.ctx.config.passwordResetUrl;
    t.ctx.config.passwordResetUrl = "https://app.example.uz/auth";
    try {
      expect((await login(t, user.email, "Wrong12345", "10.9.1.1")).statusCode).toBe(401);
      expect(noticesTo(t, user.email)).toEqual([]);
      expect((await login(t, user.email, PASSWORD, "10.9.1.1")).statusCode).toBe(200);
    } finally {
      t.ctx.config.passwordResetUrl = kept;
    }
    const [mail] = noticesTo(t, user.email);
    expect(mail.html).toContain('<a href="https://app.example.uz/auth">');
    expect(mail.text).toContain("Qurilma: lightMyRequest");
  });

  it("a mail server that refuses does not fail the login", async () => {
    const log = { error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const refusing = await silentSmtp();
    await refusing.close();
    const kept = t.ctx.mailer;
    t.ctx.mailer = createMailer(testConfig({ smtpUrl: refusing.url }), log, false);
    try {
      const user = await userWithPassword(t);
      const response = await login(t, user.email, PASSWORD, "10.9.2.1");
      expect(response.statusCode).toBe(200);
      expect(response.json().access).toEqual(expect.any(String));
      await vi.waitFor(
        () => expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ to: user.email }), "mail delivery failed"),
        { timeout: 10_000 },
      );
    } finally {
      t.ctx.mailer = kept;
    }
  });

  it("a mail server that never answers does not hold up the login", async () => {
    const log = { error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const silent = await silentSmtp();
    const kept = t.ctx.mailer;
    t.ctx.mailer = createMailer(testConfig({ smtpUrl: silent.url }), log, false);
    try {
      const user = await userWithPassword(t);
      const response = await login(t, user.email, PASSWORD, "10.9.3.1");
      expect(response.statusCode).toBe(200);
      // The delivery can only end by failing, once the server is gone: the answer came before it.
      expect(log.error).not.toHaveBeenCalled();
      await silent.close();
      await vi.waitFor(
        () => expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ to: user.email }), "mail delivery failed"),
        { timeout: 10_000 },
      );
    } finally {
      t.ctx.mailer = kept;
      await silent.close();
    }
  });
});
