import { z } from "zod";
import { isValidDate, parseWireDate } from "../dates.ts";

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export const uuid = z.uuid({ error: "Noto'g'ri identifikator (UUID)" });

/** A required text field: trimmed, non-empty, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: "Matn kiritilishi kerak" })
    .max(max * 4, { error: `Ko'pi bilan ${max} ta belgi` })
    .trim()
    .min(1, { error: "Bu maydon to'ldirilishi shart" })
    .max(max, { error: `Ko'pi bilan ${max} ta belgi` });
}

/** An optional text field: trimmed; empty becomes null. */
export function optionalText(max: number) {
  return z
    .string({ error: "Matn kiritilishi kerak" })
    .max(max * 4, { error: `Ko'pi bilan ${max} ta belgi` })
    .trim()
    .max(max, { error: `Ko'pi bilan ${max} ta belgi` })
    .transform((value) => (value === "" ? null : value))
    .nullish();
}

/** Query-string booleans: true/false, True/False, 1/0 (reference §1.5). */
export const queryBoolean = z
  .enum(["true", "false", "True", "False", "1", "0"], { error: "true yoki false bo'lishi kerak" })
  .transform((value) => value === "true" || value === "True" || value === "1");

/** Page and size of a list; page past the end is the service's 404, sizes above the cap are clamped. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: "Sahifa raqami butun son bo'lishi kerak" })
    .int({ error: "Sahifa raqami butun son bo'lishi kerak" })
    .min(1, { error: "Sahifa raqami 1 dan kichik bo'lmasin" })
    .default(1),
  per_page: z.coerce
    .number({ error: "Sahifa hajmi butun son bo'lishi kerak" })
    .int({ error: "Sahifa hajmi butun son bo'lishi kerak" })
    .min(1, { error: "Sahifa hajmi 1 dan kichik bo'lmasin" })
    .default(DEFAULT_PER_PAGE)
    .transform((value) => Math.min(value, MAX_PER_PAGE)),
});

export const searchQuery = z.object({
  search: z.string().max(200, { error: "Qidiruv matni juda uzun" }).trim().optional(),
});

export type Page<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A body date in the wire format dd.MM.yyyy. */
export const wireDate = z
  .string({ error: "Sana dd.MM.yyyy ko'rinishida bo'lishi kerak" })
  .trim()
  .refine((value) => isValidDate(parseWireDate(value)), {
    error: "Sana dd.MM.yyyy ko'rinishida bo'lishi kerak",
  });
