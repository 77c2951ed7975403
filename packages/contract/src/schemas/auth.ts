import { z } from "zod";
import { COMMON_PASSWORDS } from "../common-passwords.ts";
import { roleSchema, uuid } from "./common.ts";
import { requiredName } from "./names.ts";

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_CODE_LENGTH = 6;

const allDigits = (value: string) => /^\p{Nd}+$/u.test(value);

/**
 * The password rules that need no account: at least 8 characters, letters and digits both, not a
 * common password. Closeness to the user's email or name is the server's check. An all-digit
 * password gets its own message rather than "needs a letter", which reads as a lesser fault.
 */
export const newPassword = z
  .string({ error: "Parol kiritilishi kerak" })
  .max(128, { error: "Parol juda uzun (ko'pi bilan 128 ta belgi)" })
  .min(PASSWORD_MIN_LENGTH, { error: "Parol kamida 8 ta belgidan iborat bo'lishi kerak" })
  .refine((value) => !allDigits(value), { error: "Parol faqat raqamlardan iborat bo'lmasligi kerak" })
  .refine((value) => allDigits(value) || /\p{L}/u.test(value), { error: "Parolda kamida bitta harf bo'lishi kerak" })
  .refine((value) => /\p{Nd}/u.test(value), { error: "Parolda kamida bitta raqam bo'lishi kerak" })
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), {
    error: "Bu parol juda keng tarqalgan, boshqa parol tanlang",
  });

export const email = z
  .string({ error: "Email kiritilishi kerak" })
  .max(600, { error: "Email juda uzun" })
  .trim()
  .max(150, { error: "Email juda uzun" })
  .pipe(z.email({ error: "Email noto'g'ri kiritilgan" }))
  .transform((value) => {
    const at = value.lastIndexOf("@");
    return value.slice(0, at) + value.slice(at).toLowerCase();
  });

export const loginInput = z.object({
  email,
  password: z.string({ error: "Parol kiritilishi kerak" }).min(1, { error: "Parol kiritilishi kerak" }).max(128, { error: "Parol juda uzun" }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginResult = z.object({
  access: z.string(),
  refresh: z.string(),
  user_id: uuid,
  full_name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const refreshInput = z.object({
  refresh: z.string({ error: "Refresh token kiritilishi kerak" }).min(1, { error: "Refresh token kiritilishi kerak" }).max(512, { error: "Token noto'g'ri" }),
});
export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/**
 * Logout takes any body: the client clears its session whatever the answer, so a token that is
 * missing, malformed or could not be one (text with a NUL is no token) revokes nothing and is no error.
 */
export const logoutInput = z
  .object({
    refresh: z
      .string()
      .max(512)
      .refine((value) => !value.includes("\u0000"))
      .optional()
      .catch(undefined),
  })
  .catch({});
/** Logout answers an empty object whether or not the token named a session. */
export const loggedOut = z.strictObject({});

export const checkAccessInput = z.object({
  access_token: z.string({ error: "Token kiritilishi kerak" }).min(1, { error: "Token kiritilishi kerak" }).max(4096, { error: "Token noto'g'ri" }),
});
/** A token check that fails is a 400 carrying `access: false`; a good one answers only this. */
export const accessValid = z.object({ access: z.literal(true) });

export const sendCodeInput = z.object({ email });
export const verifyCodeInput = z.object({
  email,
  code: z
    .string({ error: "Kod kiritilishi kerak" })
    .regex(/^\d{6}$/, { error: "Kod 6 ta raqamdan iborat bo'lishi kerak" }),
});
export const verifyCodeResult = z.object({ success: z.literal(true), uid: z.string(), token: z.string() });

export const setPasswordInput = z
  .object({
    uid: z.string({ error: "uid kiritilishi kerak" }).min(1).max(200),
    token: z.string({ error: "Token kiritilishi kerak" }).min(1).max(200),
    password: newPassword,
    password2: z.string({ error: "Parolni takrorlang" }).max(128),
  })
  .refine((value) => value.password === value.password2, {
    path: ["password"],
    error: "Parollar mos emas",
  });
export type SetPasswordInput = z.infer<typeof setPasswordInput>;

export const changePasswordInput = z.object({
  current_password: z.string({ error: "Joriy parol kiritilishi kerak" }).min(1, { error: "Joriy parol kiritilishi kerak" }).max(128),
  new_password: newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const successMessage = z.object({ success: z.literal(true), message: z.string() });
/** Changing the password ends every session, so the answer carries a fresh pair for this one. */
export const passwordChanged = successMessage.extend(tokenPair.shape);

/** Full name as the profile forms take it. */
export const fullName = requiredName(150);
