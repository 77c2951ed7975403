import { z } from "zod";
import { email, fullName, newPassword } from "./auth.ts";
import { optionalText, pageQuery, roleSchema, searchQuery, uuid, wireDate } from "./common.ts";
import { optionalPhoneNumber } from "./phone.ts";
import { gender } from "./profile.ts";

/** A user as the users endpoints answer. */
export const user = z.object({
  id: uuid,
  email: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: gender.nullable(),
  date_come: z.string().nullable(),
  from_come: z.string().nullable(),
  passport_number: z.string().nullable(),
  given_by: z.string().nullable(),
  validity_period: z.string().nullable(),
  role: roleSchema.nullable(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

const userFields = {
  email,
  full_name: fullName,
  phone_number: optionalPhoneNumber,
  birthdate: wireDate.nullish(),
  gender: gender.nullish(),
  date_come: wireDate.nullish(),
  from_come: optionalText(255),
  passport_number: optionalText(50),
  given_by: optionalText(255),
  validity_period: wireDate.nullish(),
  role: roleSchema,
  is_active: z.boolean({ error: "true yoki false bo'lishi kerak" }).optional(),
  is_staff: z.boolean({ error: "true yoki false bo'lishi kerak" }).optional(),
  is_superuser: z.boolean({ error: "true yoki false bo'lishi kerak" }).optional(),
};

export const userCreateInput = z.object({ ...userFields, password: newPassword });
export type UserCreateInput = z.infer<typeof userCreateInput>;

export const userUpdateInput = z.object({ ...userFields, password: newPassword }).partial();
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const userListQuery = pageQuery.extend({
  ...searchQuery.shape,
  role: roleSchema.optional(),
  gender: gender.optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
