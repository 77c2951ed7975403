import { eq } from "drizzle-orm";
import type { ChangePasswordInput } from "@app/contract/schemas/auth";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import { replacePassword } from "./credentials.ts";
import { assertPasswordUnlikeIdentity, hashPassword, verifyPassword } from "./passwords.ts";
import { issueTokens, userInactive } from "./sessions.ts";

const WRONG_CURRENT = "Joriy parol noto'g'ri";
const CHANGED = "Parol muvaffaqiyatli o'zgartirildi";

/**
 * A signed-in user changes their own password. Every session ends, this one included, so the
 * answer carries a fresh pair for the caller to keep working.
 */
export async function changePassword(ctx: AppContext, userId: string, input: ChangePasswordInput) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user?.isActive) throw userInactive();
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw invalid({ current_password: [WRONG_CURRENT] }, WRONG_CURRENT);
  }
  assertPasswordUnlikeIdentity(input.new_password, user, "new_password");
  const passwordHash = await hashPassword(input.new_password);
  const pair = await ctx.db.transaction(async (tx) => {
    await replacePassword(ctx, tx, user.id, passwordHash);
    return issueTokens(ctx, tx, user);
  });
  return { success: true as const, message: CHANGED, ...pair };
}
