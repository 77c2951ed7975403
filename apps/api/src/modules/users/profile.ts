import { and, eq } from "drizzle-orm";
import type { Profile, ProfileUpdateInput } from "@app/contract/schemas/profile";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { userInactive } from "../auth/public.ts";
import { columnDate, toProfile } from "./user-shape.ts";

/** The caller's own record; an access token can outlive its user's deletion or deactivation. */
export async function getProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row?.isActive) throw userInactive();
  return toProfile(row);
}

/** Only name, birth date and gender are the user's own to change. */
export async function updateProfile(ctx: AppContext, userId: string, input: ProfileUpdateInput): Promise<Profile> {
  const [row] = await ctx.db
    .update(users)
    .set({
      fullName: input.full_name,
      birthdate: columnDate(input.birthdate),
      gender: input.gender,
      updatedAt: ctx.now(),
    })
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .returning();
  if (!row) throw userInactive();
  return toProfile(row);
}
