import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, lte, sql } from "drizzle-orm";
import { RESET_CODE_LENGTH, type SetPasswordInput } from "@app/contract/schemas/auth";
import { uuid } from "@app/contract/schemas/common";
import type { AppContext } from "../../context.ts";
import { passwordResetCodes, passwordResetTokens, users } from "../../db/schema/index.ts";
import { badRequest, invalid } from "../../http/errors.ts";
import { type MailMessage, resetCodeMail } from "../mail/public.ts";
import { replacePassword } from "./credentials.ts";
import { assertPasswordUnlikeIdentity, hashPassword } from "./passwords.ts";
import { codeHash, randomToken, tokenHash } from "./tokens.ts";

const MINUTE = 60 * 1000;
const CODE_VALID_MINUTES = 10;
const CODE_TRIES = 5;
const MAILS_PER_WINDOW = 5;
const MAIL_WINDOW_MS = 60 * MINUTE;
const LINK_VALID_MS = 60 * MINUTE;

const CODE_SENT = "Agar bu email tizimda ro'yxatdan o'tgan bo'lsa, unga tasdiqlash kodi yuborildi";
const CODE_NOT_VALID = "Kod noto‘g‘ri yoki muddati tugagan";
const LINK_NOT_VALID = "Parolni tiklash havolasi yaroqsiz yoki muddati tugagan";
const PASSWORD_SET = "Parol muvaffaqiyatli o'zgartirildi. Endi yangi parol bilan tizimga kirishingiz mumkin";

async function activeUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user?.isActive ? user : undefined;
}

/**
 * Store a fresh code for the user, replacing the previous one; false when the user has had
 * their share of codes this hour, leaving the current code as it is.
 */
async function storeNewCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - MAIL_WINDOW_MS).toISOString();
  const { sentCount, sentWindowStartedAt } = passwordResetCodes;
  const windowOpen = sql`${sentWindowStartedAt} > ${windowStart}::timestamptz`;
  const stored = await ctx.db
    .insert(passwordResetCodes)
    .values({
      userId,
      codeHash: codeHash(ctx, userId, code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * MINUTE),
      sentCount: 1,
      sentWindowStartedAt: now,
    })
    .onConflictDoUpdate({
      target: passwordResetCodes.userId,
      set: {
        codeHash: sql`excluded.code_hash`,
        attempts: 0,
        expiresAt: sql`excluded.expires_at`,
        sentCount: sql`case when ${windowOpen} then ${sentCount} + 1 else 1 end`,
        sentWindowStartedAt: sql`case when ${windowOpen} then ${sentWindowStartedAt} else excluded.sent_window_started_at end`,
      },
      setWhere: sql`not (${windowOpen} and ${sentCount} >= ${MAILS_PER_WINDOW})`,
    })
    .returning({ userId: passwordResetCodes.userId });
  return stored.length > 0;
}

/** The code mail for an active user, with the fresh code stored; null for anyone else, or past the hourly limit. */
async function newCodeMail(ctx: AppContext, email: string): Promise<MailMessage | null> {
  const user = await activeUserByEmail(ctx, email);
  if (!user) return null;
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, "0");
  if (!(await storeNewCode(ctx, user.id, code))) return null;
  return resetCodeMail(user.email, user.fullName, code, CODE_VALID_MINUTES);
}

/**
 * Mail a fresh code. The answer goes before the email is even looked up, so it is the same, in
 * words and in time, whether or not the email belongs to an active user: nobody learns which
 * emails exist. Past the hourly limit no mail goes out, so nobody can flood a mailbox either.
 */
export function sendResetCode(ctx: AppContext, email: string) {
  ctx.mailer.queue(newCodeMail(ctx, email));
  return { success: true as const, message: CODE_SENT };
}

/**
 * Trade a correct, unexpired code for a one-time reset token. Every wrong guess spends one of
 * the code's tries; a used code is expired at once.
 */
export async function verifyResetCode(ctx: AppContext, email: string, code: string) {
  const user = await activeUserByEmail(ctx, email);
  if (!user) throw invalid({ code: [CODE_NOT_VALID] }, CODE_NOT_VALID);
  const now = ctx.now();
  const live = and(
    eq(passwordResetCodes.userId, user.id),
    gt(passwordResetCodes.expiresAt, now),
    lt(passwordResetCodes.attempts, CODE_TRIES),
  );
  const [matched] = await ctx.db
    .update(passwordResetCodes)
    .set({ expiresAt: now })
    .where(and(live, eq(passwordResetCodes.codeHash, codeHash(ctx, user.id, code))))
    .returning({ userId: passwordResetCodes.userId });
  if (!matched) {
    await ctx.db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(live);
    throw invalid({ code: [CODE_NOT_VALID] }, CODE_NOT_VALID);
  }
  const token = randomToken();
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: tokenHash(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + LINK_VALID_MS),
  });
  return { success: true as const, uid: Buffer.from(user.id).toString("base64url"), token };
}

/** The user id a uid names, or null when it names none. */
function userIdOf(uid: string): string | null {
  const decoded = uuid.safeParse(Buffer.from(uid, "base64url").toString("utf8"));
  return decoded.success ? decoded.data : null;
}

/** Set a new password with the token from verifyResetCode; the token works once. */
export async function setPasswordWithToken(ctx: AppContext, input: SetPasswordInput) {
  const userId = userIdOf(input.uid);
  if (!userId) throw badRequest(LINK_NOT_VALID);
  const now = ctx.now();
  const hash = tokenHash(input.token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, hash),
    eq(passwordResetTokens.userId, userId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [[link], [user]] = await Promise.all([
    ctx.db.select().from(passwordResetTokens).where(usable),
    ctx.db.select().from(users).where(eq(users.id, userId)),
  ]);
  if (!link || !user?.isActive) throw badRequest(LINK_NOT_VALID);
  assertPasswordUnlikeIdentity(input.password, user, "password");
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(LINK_NOT_VALID);
    await replacePassword(ctx, tx, userId, passwordHash);
  });
  return { success: true as const, message: PASSWORD_SET };
}

/**
 * Delete expired reset links (a used one is dead too, and expires within the hour anyway) and
 * expired codes. A code's row also counts the mails sent in its hour, so it stays until that
 * hour is over, or deleting it would reopen the mail limit.
 */
export async function deleteDeadResetCredentials(ctx: AppContext) {
  const now = ctx.now();
  const links = await ctx.db
    .delete(passwordResetTokens)
    .where(lte(passwordResetTokens.expiresAt, now))
    .returning({ userId: passwordResetTokens.userId });
  const codes = await ctx.db
    .delete(passwordResetCodes)
    .where(
      and(
        lte(passwordResetCodes.expiresAt, now),
        lte(passwordResetCodes.sentWindowStartedAt, new Date(now.getTime() - MAIL_WINDOW_MS)),
      ),
    )
    .returning({ userId: passwordResetCodes.userId });
  return { resetLinks: links.length, resetCodes: codes.length };
}
