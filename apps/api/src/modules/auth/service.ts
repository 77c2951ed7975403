import { eq } from "drizzle-orm";
import type { LoginInput, LoginResult } from "@app/contract/schemas/auth";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { HttpError, tooManyRequests, unauthorized } from "../../http/errors.ts";
import { loginNoticeMail } from "../mail/public.ts";
import { readSessionLive } from "./live-sessions.ts";
import { checkPassword } from "./passwords.ts";
import { issueTokens, tokenSubject } from "./sessions.ts";
import { claimLoginAttempt, loginSucceeded } from "./throttle.ts";
import { verifyAccessToken } from "./tokens.ts";

const WRONG_CREDENTIALS = "Email yoki parol noto'g'ri";
const throttled = (seconds: number) => {
  const wait = seconds < 60 ? `${seconds} soniyadan` : `${Math.ceil(seconds / 60)} daqiqadan`;
  return `Juda ko'p muvaffaqiyatsiz urinish. ${wait} so'ng qayta urinib ko'ring.`;
};
const ACCESS_NOT_VALID = "Token yaroqsiz yoki foydalanuvchi faol emas";

/** Where a login request came from: the throttle keys on the address, the notice mail shows it. */
export type LoginClient = { address: string; userAgent: string | undefined };

/**
 * Email and password for a token pair. An unknown email, a wrong password and an inactive
 * account get the same answer in the same time, so the answer does not reveal which emails exist.
 * The owner is told of every login by a mail queued in the background, so a slow or failing
 * mail server neither delays nor fails the login.
 */
export async function login(ctx: AppContext, input: LoginInput, client: LoginClient): Promise<LoginResult> {
  const wait = await claimLoginAttempt(ctx, input.email, client.address);
  if (wait !== null) throw tooManyRequests(throttled(wait), wait);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const passwordMatches = await checkPassword(input.password, user?.passwordHash);
  if (!user || !passwordMatches || !user.isActive) throw unauthorized(WRONG_CREDENTIALS);
  await loginSucceeded(ctx, input.email, client.address);
  const at = ctx.now();
  const pair = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ lastLogin: at }).where(eq(users.id, user.id));
    return issueTokens(ctx, tx, user);
  });
  const seen = { at, address: client.address, userAgent: client.userAgent };
  ctx.mailer.queue(loginNoticeMail(user.email, user.fullName, seen, ctx.config.passwordResetUrl));
  return { ...pair, ...tokenSubject(user) };
}

/**
 * Is this access token still good: unexpired, its session not ended and its user active? Read
 * from the database, not the guard's cache, since a client asks this to decide whether to go on.
 */
export async function checkAccess(ctx: AppContext, accessToken: string): Promise<{ access: true }> {
  const claims = await verifyAccessToken(ctx, accessToken);
  if (!claims || !(await readSessionLive(ctx, claims))) {
    throw new HttpError(400, { detail: ACCESS_NOT_VALID, access: false });
  }
  return { access: true };
}
