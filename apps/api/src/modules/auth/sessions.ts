import { randomUUID } from "node:crypto";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { normalizeRole } from "@app/contract/roles";
import type { TokenPair } from "@app/contract/schemas/auth";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { refreshTokens, users } from "../../db/schema/index.ts";
import { unauthorized } from "../../http/errors.ts";
import { randomToken, signAccessToken, tokenHash, type TokenSubject } from "./tokens.ts";

type Db = AppContext["db"] | Tx;
type UserRow = typeof users.$inferSelect;

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

/** An access token and a refresh token; a refresh token starts a family unless it continues one. */
export async function issueTokens(
  ctx: AppContext,
  db: Db,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refresh = randomToken();
  const now = ctx.now();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: tokenHash(refresh),
    expiresAt: new Date(now.getTime() + ctx.config.refreshTokenSeconds * 1000),
    createdAt: now,
  });
  return { access: await signAccessToken(ctx, tokenSubject(user)), refresh };
}

type Rotation =
  | { outcome: "rotated"; pair: TokenPair }
  | { outcome: "invalid" }
  | { outcome: "reused" | "inactive"; familyId: string };

/**
 * Trade a refresh token for a new pair in the same family. A token already traded means it was
 * copied: the whole family (the thief's and the owner's session) is revoked. The user is read
 * again so a role change or deactivation takes effect here.
 */
export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<TokenPair> {
  const now = ctx.now();
  const rotation = await ctx.db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(token)))
      .for("update");
    if (!row || row.revokedAt || row.expiresAt <= now) return { outcome: "invalid" };
    if (row.usedAt) return { outcome: "reused", familyId: row.familyId };
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user?.isActive) return { outcome: "inactive", familyId: row.familyId };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    return { outcome: "rotated", pair: await issueTokens(ctx, tx, user, row.familyId) };
  });
  if (rotation.outcome === "rotated") return rotation.pair;
  if (rotation.outcome === "invalid") throw tokenNotValid();
  await revokeFamily(ctx, ctx.db, rotation.familyId);
  throw rotation.outcome === "reused" ? tokenNotValid() : userInactive();
}

async function revokeFamily(ctx: AppContext, db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: end the session the refresh token belongs to; an unknown token ends nothing. */
export async function revokeSessionOf(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(token)));
  if (row) await revokeFamily(ctx, ctx.db, row.familyId);
}

/** End every session of a user (their password changed). */
export async function revokeUserSessions(ctx: AppContext, db: Db, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Delete the refresh tokens that are done with: expired ones, and ones revoked before
 * `revokedBefore`. A token only rotated stays until it expires, because presenting it again is
 * how a copied token is caught.
 */
export async function deleteDeadRefreshTokens(ctx: AppContext, revokedBefore: Date): Promise<number> {
  const deleted = await ctx.db
    .delete(refreshTokens)
    .where(or(lte(refreshTokens.expiresAt, ctx.now()), lte(refreshTokens.revokedAt, revokedBefore)))
    .returning({ id: refreshTokens.id });
  return deleted.length;
}
