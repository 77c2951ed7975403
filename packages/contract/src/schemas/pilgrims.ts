import { z } from "zod";
import { hasCyrillic, toLatin } from "../transliteration.ts";
import { optionalText, pageQuery, queryBoolean, requiredText, searchQuery, uuid, wireDate } from "./common.ts";
import { passportName } from "./names.ts";
import { guestGender, guestGenderLabel } from "./guests.ts";
import { optionalPhoneNumber } from "./phone.ts";

export const DIETS = ["regular", "diabetic", "soft", "vegetarian"] as const;
export const diet = z.enum(DIETS, { error: "Parhez regular, diabetic, soft yoki vegetarian bo'lishi kerak" });
export type Diet = z.infer<typeof diet>;

export const PILGRIM_WARNINGS = ["passport_expires_soon", "no_visa", "no_mahram"] as const;
export type PilgrimWarning = (typeof PILGRIM_WARNINGS)[number];

/** The passport's Latin spelling: a Cyrillic name is refused with the spelling it probably means. */
export const pilgrimFullName = passportName(255).superRefine((value, ctx) => {
  if (hasCyrillic(value)) {
    ctx.addIssue({
      code: "custom",
      message: `Ism pasportdagidek lotin harflarida yozilsin, masalan: ${toLatin(value)}`,
    });
  }
});

const PASSPORT_MESSAGE = "Pasport raqami 6–12 ta lotin harfi va raqamdan iborat bo'lishi kerak";
export const passportNumber = z
  .string({ error: PASSPORT_MESSAGE })
  .max(100, { error: PASSPORT_MESSAGE, abort: true })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,12}$/, { error: PASSPORT_MESSAGE });

const nationality = z
  .string({ error: "Fuqarolik ISO 3166 ikki harfli kodi bo'lishi kerak (masalan UZ)" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "Fuqarolik ISO 3166 ikki harfli kodi bo'lishi kerak (masalan UZ)" });

const needs = z
  .array(requiredText(50), { error: "Ehtiyojlar matnlar ro'yxati bo'lishi kerak" })
  .max(20, { error: "Ko'pi bilan 20 ta ehtiyoj" })
  .transform((tags) => [...new Set(tags)]);

const pilgrimFields = {
  full_name: pilgrimFullName,
  gender: guestGender,
  birth_date: wireDate,
  passport_number: passportNumber,
  passport_expiry: wireDate,
  nationality: nationality.default("UZ"),
  visa_number: optionalText(50),
  phone: optionalPhoneNumber,
  family: optionalText(50),
  mahram: uuid.nullish(),
  diet: diet.default("regular"),
  needs: needs.default([]),
};

/** One pilgrim as the form sends it; the group comes from the path. */
export const pilgrimInput = z.object(pilgrimFields);
export type PilgrimInput = z.infer<typeof pilgrimInput>;

/** A change to a pilgrim; `group` moves it to another group. */
export const pilgrimPatch = z
  .object({
    ...pilgrimFields,
    nationality: nationality,
    diet,
    needs,
    group: uuid,
  })
  .partial();
export type PilgrimPatch = z.infer<typeof pilgrimPatch>;

export const pilgrim = z.object({
  id: uuid,
  group: uuid,
  full_name: z.string(),
  gender: z.union([z.literal(1), z.literal(2)]),
  gender_label: guestGenderLabel,
  birth_date: z.string(),
  passport_number: z.string(),
  passport_expiry: z.string(),
  nationality: z.string(),
  visa_number: z.string().nullable(),
  phone: z.string().nullable(),
  family: z.string().nullable(),
  mahram: uuid.nullable(),
  diet,
  needs: z.array(z.string()),
  warnings: z.array(z.enum(PILGRIM_WARNINGS)),
});
export type Pilgrim = z.infer<typeof pilgrim>;

export const pilgrimListQuery = pageQuery.extend({
  ...searchQuery.shape,
  gender: guestGender.optional(),
  diet: diet.optional(),
  has_warnings: queryBoolean.optional(),
});
export type PilgrimListQuery = z.infer<typeof pilgrimListQuery>;

export const groupParams = z.object({ group_id: uuid });

/** The form fields of a manifest import beside its `file`. */
export const pilgrimImportForm = z.object({ dry_run: queryBoolean.default(false) });

export const importError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

export const pilgrimImportResult = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  errors: z.array(importError),
});
export type PilgrimImportResult = z.infer<typeof pilgrimImportResult>;
