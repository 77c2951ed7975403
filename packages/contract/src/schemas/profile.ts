import { z } from "zod";
import { fullName } from "./auth.ts";
import { roleSchema, uuid, wireDate } from "./common.ts";

/*
 * The signed-in user's own record, apart from the users' schemas: the shell reads the profile on
 * every page, and the users' input schemas carry the phone rule's metadata, which only the pages
 * that write a phone should download.
 */

export const GENDERS = ["male", "female"] as const;
export const gender = z.enum(GENDERS, { error: "Jins male yoki female bo'lishi kerak" });
export type Gender = z.infer<typeof gender>;

/** The personal profile (GET/PUT /users/profile/). */
export const profile = z.object({
  id: uuid,
  email: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: gender.nullable(),
  role: roleSchema.nullable(),
  is_active: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

export const profileUpdateInput = z
  .object({ full_name: fullName, birthdate: wireDate.nullish(), gender: gender.nullish() })
  .partial();
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
