import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { login, PASSWORD, refresh, userWithPassword } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = "/api/v1/users/forgot-password/email";
const post = (step: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `${BASE}/${step}/`, payload });
/** Asks for a code and waits for the mail the server queued after answering. */
async function sendCode(email: string) {
  const response = await post("send-code", { email });
  await t.ctx.mailer.settled();
  return response;
}
const verifyCode = (email: string, code: string) => post("verify-code", { email, code });
const setPassword = (uid: string, token: string, password: string, password2 = password) =>
  post("set-password", { uid, token, password, password2 });

/** The reset-code mails to this address; a login mails it a notice too. */
const mailsTo = (email: string) =>
  t.ctx.mailer.outbox.filter((mail) => mail.to === email && mail.subject === "Parolni tiklash kodi");

/** The code of the latest mail to this address. */
function lastCode(email: string): string {
  const mails = mailsTo(email);
  const code = /kodingiz: (\d{6})/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("forgot password", () => {
  it("mails a code, trades it for a token and the token for a new password", async () => {
    const user = await userWithPassword(t, "hr", { fullName: "Dilnoza Karimova" });
    const session = (await login(t, user.email)).json();

    const sent = await sendCode(user.email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: expect.any(String) });
    const [mail] = mailsTo(user.email);
    expect(mail.subject).toBe("Parolni tiklash kodi");
    expect(mail.html).toContain(lastCode(user.email));
    expect(mail.text).toContain("Dilnoza Karimova");

    const verified = await verifyCode(user.email, lastCode(user.email));
    expect(verified.statusCode).toBe(200);
    const { uid, token } = verified.json();
    expect(verified.json()).toEqual({ success: true, uid: Buffer.from(user.id).toString("base64url"), token: expect.any(String) });

    const done = await setPassword(uid, token, "Tiklangan2025");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await login(t, user.email, "Tiklangan2025")).statusCode).toBe(200);
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await refresh(t, session.refresh)).statusCode).toBe(401);

    const again = await setPassword(uid, token, "Boshqasi2025");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: expect.any(String) });
  });

  it("answers alike for unknown and inactive emails, and mails neither", async () => {
    const inactive = await userWithPassword(t, "hr", { isActive: false });
    const known = await userWithPassword(t, "hr");
    const answers = await Promise.all([sendCode("nobody@test.uz"), sendCode(inactive.email), sendCode(known.email)]);
    expect(new Set(answers.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(mailsTo("nobody@test.uz")).toHaveLength(0);
    expect(mailsTo(inactive.email)).toHaveLength(0);
    expect(mailsTo(known.email)).toHaveLength(1);

    const unknownVerify = await verifyCode("nobody@test.uz", "123456");
    expect(unknownVerify.statusCode).toBe(400);
    expect(unknownVerify.json()).toEqual({ code: ["Kod noto‘g‘ri yoki muddati tugagan"], detail: expect.any(String) });
  });

  it("answers before the email is looked up, so a known and an unknown email cost the same", async () => {
    const known = await userWithPassword(t);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // While this transaction holds the users table, nothing can read it: only an answer that needs no lookup gets out.
    const holding = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    try {
      const answers = Promise.all([post("send-code", { email: known.email }), post("send-code", { email: "nobody@test.uz" })]);
      const waited = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("send-code waited for the database")), 5000),
      );
      const [forKnown, forUnknown] = await Promise.race([answers, waited]);
      expect([forKnown.statusCode, forUnknown.statusCode]).toEqual([200, 200]);
      expect(forKnown.body).toBe(forUnknown.body);
      expect(mailsTo(known.email)).toHaveLength(0);
    } finally {
      release();
      await holding;
    }
    await t.ctx.mailer.settled();
    expect(mailsTo(known.email)).toHaveLength(1);
    expect(mailsTo("nobody@test.uz")).toHaveLength(0);
  });

  it("a code expires after 10 minutes", async () => {
    const user = await userWithPassword(t);
    await sendCode(user.email);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await verifyCode(user.email, lastCode(user.email));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: [expect.any(String)] });
  });

  it("a code allows 5 tries: a right code after 4 wrong ones works, after 5 it is dead", async () => {
    const user = await userWithPassword(t);
    await sendCode(user.email);
    const code = lastCode(user.email);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await verifyCode(user.email, wrong(code))).statusCode).toBe(400);
    }
    expect((await verifyCode(user.email, code)).statusCode).toBe(200);
    expect((await verifyCode(user.email, code)).statusCode).toBe(400);

    await sendCode(user.email);
    const second = lastCode(user.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verifyCode(user.email, wrong(second))).statusCode).toBe(400);
    }
    expect((await verifyCode(user.email, second)).statusCode).toBe(400);
  });

  it("a resend replaces the code", async () => {
    const user = await userWithPassword(t);
    await sendCode(user.email);
    const first = lastCode(user.email);
    await sendCode(user.email);
    const second = lastCode(user.email);
    if (first !== second) expect((await verifyCode(user.email, first)).statusCode).toBe(400);
    expect((await verifyCode(user.email, second)).statusCode).toBe(200);
  });

  it("mails at most 5 codes an hour per email, answering as usual", async () => {
    const user = await userWithPassword(t);
    for (let send = 0; send < 7; send++) {
      expect((await sendCode(user.email)).statusCode).toBe(200);
    }
    expect(mailsTo(user.email)).toHaveLength(5);
    expect((await verifyCode(user.email, lastCode(user.email))).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await sendCode(user.email);
    expect(mailsTo(user.email)).toHaveLength(6);
  });

  it("set-password: the password rule, a mismatch, a bad uid or token, and the 1-hour validity", async () => {
    const user = await userWithPassword(t, "admin", { fullName: "Bobur2025" });
    await sendCode(user.email);
    const { uid, token } = (await verifyCode(user.email, lastCode(user.email))).json();

    const weak = await setPassword(uid, token, "qisqa1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ password: [expect.any(String)] });
    const likeName = await setPassword(uid, token, "bobur2025");
    expect(likeName.statusCode).toBe(400);
    expect(likeName.json()).toMatchObject({ password: [expect.any(String)] });
    const common = await setPassword(uid, token, "Password123");
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ password: ["Bu parol juda keng tarqalgan, boshqa parol tanlang"] });
    const mismatch = await setPassword(uid, token, "Tiklangan2025", "Tiklangan2026");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ password: ["Parollar mos emas"] });

    for (const [badUid, badToken] of [
      ["bm90LWEtdXVpZA", token],
      [Buffer.from(crypto.randomUUID()).toString("base64url"), token],
      [uid, "not-the-token"],
    ]) {
      const response = await setPassword(badUid, badToken, "Tiklangan2025");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }

    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await setPassword(uid, token, "Tiklangan2025")).statusCode).toBe(400);
  });

  it("a reset link dies when the password changes another way, or the user is deactivated", async () => {
    const user = await userWithPassword(t);
    await sendCode(user.email);
    const link = (await verifyCode(user.email, lastCode(user.email))).json();
    await sendCode(user.email);
    const other = (await verifyCode(user.email, lastCode(user.email))).json();
    expect((await setPassword(other.uid, other.token, "Tiklangan2025")).statusCode).toBe(200);
    expect((await setPassword(link.uid, link.token, "Boshqasi2025")).statusCode).toBe(400);

    const inactive = await userWithPassword(t);
    await sendCode(inactive.email);
    const pending = (await verifyCode(inactive.email, lastCode(inactive.email))).json();
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    expect((await setPassword(pending.uid, pending.token, "Tiklangan2025")).statusCode).toBe(400);
  });

  it("checks the request fields", async () => {
    expect((await post("send-code", { email: "not-an-email" })).json()).toMatchObject({ email: [expect.any(String)] });
    const badCode = await verifyCode("someone@test.uz", "12ab56");
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ code: [expect.any(String)] });
  });
});
