import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { passwordResetTokens, users } from "../../db/schema/index.ts";
import { revokeUserSessions } from "./sessions.ts";

/**
 * Store a new password hash. Run it only once every check has passed: it ends all the user's
 * sessions and voids any password-reset link still outstanding.
 */
export async function replacePassword(ctx: AppContext, tx: Tx, userId: string, passwordHash: string) {
  const now = ctx.now();
  await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
  await revokeUserSessions(ctx, tx, userId);
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
