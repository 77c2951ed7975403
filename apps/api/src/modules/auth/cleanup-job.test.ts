import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetCodes, passwordResetTokens, refreshTokens } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { runCredentialCleanup, startCredentialCleanupJob } from "./cleanup-job.ts";
import { login, refresh, userWithPassword } from "./testing.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await userWithPassword(t);
  const pair = (await login(t, user.email)).json<{ access: string; refresh: string }>();
  return { user, ...pair };
}

const tokensOf = async (userId: string) =>
  (await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))).length;
const codeOf = async (userId: string) =>
  (await t.ctx.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId))).length;
const linksOf = async (userId: string) =>
  (await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))).length;

const BASE = "/api/v1/users/forgot-password/email";
async function sendCode(email: string) {
  await t.app.inject({ method: "POST", url: `${BASE}/send-code/`, payload: { email } });
  await t.ctx.mailer.settled();
}
function lastCode(email: string): string {
  const mail = t.ctx.mailer.outbox.filter((sent) => sent.to === email && sent.subject === "Parolni tiklash kodi").at(-1);
  return /kodingiz: (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
}
const verifyCode = (email: string) =>
  t.app.inject({ method: "POST", url: `${BASE}/verify-code/`, payload: { email, code: lastCode(email) } });

describe("credential cleanup", () => {
  it("deletes refresh tokens once expired or revoked over a day ago, keeping rotated ones for reuse detection", async () => {
    t.clock.set(new Date("2025-10-01T08:00:00Z"));
    const rotated = await signedIn();
    const newest = (await refresh(t, rotated.refresh)).json<{ refresh: string }>();
    const loggedOut = await signedIn();
    await t.app.inject({ method: "POST", url: "/api/v1/auth/logout/", payload: { refresh: loggedOut.refresh } });

    t.clock.advance(12 * HOUR);
    await runCredentialCleanup(t.ctx);
    expect(await tokensOf(loggedOut.user.id)).toBe(1);

    t.clock.advance(12 * HOUR + MINUTE);
    const lateLogin = await signedIn();
    await runCredentialCleanup(t.ctx);
    expect(await tokensOf(loggedOut.user.id)).toBe(0);
    expect(await tokensOf(rotated.user.id)).toBe(2);
    expect((await refresh(t, rotated.refresh)).statusCode).toBe(401);
    expect((await refresh(t, newest.refresh)).statusCode).toBe(401);

    t.clock.advance(t.ctx.config.refreshTokenSeconds * 1000);
    expect(await tokensOf(lateLogin.user.id)).toBe(1);
    const deleted = await runCredentialCleanup(t.ctx);
    expect(await tokensOf(lateLogin.user.id)).toBe(0);
    expect(await tokensOf(rotated.user.id)).toBe(0);
    expect(deleted.refreshTokens).toBeGreaterThanOrEqual(3);
  });

  it("deletes expired reset links, and expired codes once their hour of mail counting is over", async () => {
    t.clock.set(new Date("2025-11-01T08:00:00Z"));
    const early = await userWithPassword(t);
    const verified = await userWithPassword(t);
    await sendCode(early.email);
    await sendCode(verified.email);
    expect((await verifyCode(verified.email)).statusCode).toBe(200);

    t.clock.advance(45 * MINUTE);
    const late = await userWithPassword(t);
    await sendCode(late.email);

    t.clock.advance(15 * MINUTE + 1000);
    const deleted = await runCredentialCleanup(t.ctx);
    expect(await codeOf(early.id)).toBe(0);
    expect(await codeOf(verified.id)).toBe(0);
    expect(await linksOf(verified.id)).toBe(0);
    // Expired ten minutes ago, but its hour started only fifteen minutes ago.
    expect(await codeOf(late.id)).toBe(1);
    expect(deleted).toMatchObject({ resetCodes: 2, resetLinks: 1 });

    t.clock.advance(45 * MINUTE);
    await runCredentialCleanup(t.ctx);
    expect(await codeOf(late.id)).toBe(0);
  });

  it("a live code or link survives", async () => {
    t.clock.set(new Date("2025-12-01T08:00:00Z"));
    const user = await userWithPassword(t);
    await sendCode(user.email);
    await runCredentialCleanup(t.ctx);
    expect(await codeOf(user.id)).toBe(1);
    expect((await verifyCode(user.email)).statusCode).toBe(200);
    t.clock.advance(59 * MINUTE);
    await runCredentialCleanup(t.ctx);
    expect(await linksOf(user.id)).toBe(1);
  });

  it("runs once on start and stops cleanly", async () => {
    t.clock.set(new Date("2026-01-01T08:00:00Z"));
    const session = await signedIn();
    t.clock.advance(t.ctx.config.refreshTokenSeconds * 1000);
    const stop = startCredentialCleanupJob(t.ctx, t.app.log, 60_000);
    await stop();
    expect(await tokensOf(session.user.id)).toBe(0);
  });
});
