import { and, eq, isNull, lte, or } from "drizzle-orm";
import { normalizeRole } from "@app/contract/roles";
import type { TokenPair } from "@app/contract/schemas/auth";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { refreshTokens, sessions, users } from "../../db/schema/index.ts";
import { unauthorized } from "../../http/errors.ts";
import { forgetSession, forgetUserSessions } from "./live-sessions.ts";
import { randomToken, signAccessToken, tokenHash, type TokenSubject } from "./tokens.ts";

type Db = AppContext["db"] | Tx;
type UserRow = typeof users.$inferSelect;

/**
 * How long a refresh token already traded may be presented again and still get a pair. Two tabs
 * refreshing with the same token at once would otherwise look like a stolen token and log the
 * user out; later than this, a second use still means a copy and ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const TOKEN_NOT_VALID = "Token yaroqsiz yoki muddati tugagan";
const USER_INACTIVE = "Foydalanuvchi topilmadi yoki faol emas";

export const tokenNotValid = () => unauthorized(TOKEN_NOT_VALID, "token_not_valid");
export const userInactive = () => unauthorized(USER_INACTIVE, "user_inactive");

export function tokenSubject(user: UserRow): TokenSubject {
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.fullName,
    role: user.role ? (normalizeRole(user.role) ?? null) : null,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
  };
}

const sessionEnd = (ctx: AppContext) => new Date(ctx.now().getTime() + ctx.config.refreshTokenSeconds * 1000);

/** A new session of the user; its id is the `sid` of its access tokens and the family of its refresh tokens. */
export async function startSession(ctx: AppContext, db: Db, userId: string): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, createdAt: ctx.now(), expiresAt: sessionEnd(ctx) })
    .returning({ id: sessions.id });
  return session.id;
}

/** An access token and a refresh token, in a new session unless one is continued. */
export async function issueTokens(ctx: AppContext, db: Db, user: UserRow, sessionId?: string): Promise<TokenPair> {
  const expiresAt = sessionEnd(ctx);
  if (sessionId) {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  } else {
    sessionId = await startSession(ctx, db, user.id);
  }
  const refresh = randomToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId: sessionId,
    tokenHash: tokenHash(refresh),
    expiresAt,
    createdAt: ctx.now(),
  });
  return { access: await signAccessToken(ctx, tokenSubject(user), sessionId), refresh };
}

type Rotation =
  | { outcome: "rotated"; pair: TokenPair }
  | { outcome: "invalid" }
  | { outcome: "reused" | "inactive"; sessionId: string };

/**
 * Trade a refresh token for a new pair in the same session. A token traded more than
 * REFRESH_REUSE_GRACE_MS ago means it was copied: the whole session (the thief's and the
 * owner's) is ended. The user is read again so a deactivation takes effect here.
 */
export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<TokenPair> {
  const now = ctx.now();
  const rotation = await ctx.db.transaction(async (tx): Promise<Rotation> => {
    // Locked, so two refreshes with one token take turns and the second sees the first's use.
    const [found] = await tx
      .select({ row: refreshTokens, revokedAt: sessions.revokedAt })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, tokenHash(token)))
      .for("update");
    if (!found || found.revokedAt || found.row.expiresAt <= now) return { outcome: "invalid" };
    const { row } = found;
    if (row.usedAt && now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      return { outcome: "reused", sessionId: row.familyId };
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user?.isActive) return { outcome: "inactive", sessionId: row.familyId };
    if (!row.usedAt) await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    return { outcome: "rotated", pair: await issueTokens(ctx, tx, user, row.familyId) };
  });
  if (rotation.outcome === "rotated") return rotation.pair;
  if (rotation.outcome === "invalid") throw tokenNotValid();
  await revokeSession(ctx, ctx.db, rotation.sessionId);
  throw rotation.outcome === "reused" ? tokenNotValid() : userInactive();
}

/*
 * The revocations below forget the session in this process's cache straight away, even inside a
 * transaction not yet committed: a request slipping in before the commit could cache it as live
 * again, but only for the cache's lifetime, the same delay other processes see.
 */

async function revokeSession(ctx: AppContext, db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSession(ctx, sessionId);
}

/** Logout: end the session the refresh token belongs to; an unknown token ends nothing. */
export async function revokeSessionOf(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ sessionId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(token)));
  if (row) await revokeSession(ctx, ctx.db, row.sessionId);
}

/** End every session of a user: their password, role or powers changed, or they were deactivated or deleted. */
export async function revokeUserSessions(ctx: AppContext, db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetUserSessions(ctx, userId);
}

/**
 * Delete what can no longer be used: expired refresh tokens, and sessions expired or revoked
 * before `revokedBefore` (their tokens go with them). A token only rotated stays until it
 * expires, because presenting it again is how a copied token is caught.
 */
export async function deleteDeadSessions(ctx: AppContext, revokedBefore: Date) {
  const now = ctx.now();
  const tokens = await ctx.db
    .delete(refreshTokens)
    .where(lte(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const ended = await ctx.db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.revokedAt, revokedBefore)))
    .returning({ id: sessions.id });
  return { sessions: ended.length, refreshTokens: tokens.length };
}
