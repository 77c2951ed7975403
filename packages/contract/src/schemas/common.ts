import { z } from "zod";
import { normalizeRole } from "../roles.ts";
import { type CalendarDate, isValidDate, parseIsoDate, parseWireDate, parseWireDateTime } from "../dates.ts";

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/** A role on input: one of the 12, with the legacy spelling `analiytics` read as analytics. */
export const roleSchema = z.string({ error: "Noma'lum rol" }).transform((value, ctx) => {
  const role = normalizeRole(value);
  if (!role) {
    ctx.addIssue({ code: "custom", message: "Noma'lum rol" });
    return z.NEVER;
  }
  return role;
});

export const uuid = z.uuid({ error: "Noto'g'ri identifikator (UUID)" });

/** The `:id` of an item path. */
export const idParams = z.object({ id: uuid });

/** The message of a required field left empty, wherever a rule finds it missing. */
export const REQUIRED = "Bu maydon to'ldirilishi shart";

/** A required text field: trimmed, non-empty, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: "Matn kiritilishi kerak" })
    .max(max * 4, { error: `Ko'pi bilan ${max} ta belgi`, abort: true })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `Ko'pi bilan ${max} ta belgi` });
}

/** An optional text field: trimmed; empty becomes null; `form` writes the rest the way it is saved. */
export function optionalText(max: number, form: (value: string) => string = (value) => value) {
  return z
    .string({ error: "Matn kiritilishi kerak" })
    .max(max * 4, { error: `Ko'pi bilan ${max} ta belgi`, abort: true })
    .trim()
    .max(max, { error: `Ko'pi bilan ${max} ta belgi` })
    .transform((value) => (value === "" ? null : form(value)))
    .nullish();
}

/** Query-string booleans: true/false, True/False, 1/0. */
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

const WIRE_DATE_TIME_MESSAGE = "Sana va vaqt dd.MM.yyyy HH:mm ko'rinishida bo'lishi kerak";

/** A body datetime in the wire format dd.MM.yyyy HH:mm, read on the business wall clock. */
export const wireDateTime = z
  .string({ error: WIRE_DATE_TIME_MESSAGE })
  .trim()
  .transform((value, ctx): Date => {
    const instant = parseWireDateTime(value);
    if (!instant) {
      ctx.addIssue({ code: "custom", message: WIRE_DATE_TIME_MESSAGE });
      return z.NEVER;
    }
    return instant;
  });

const QUERY_DATE_MESSAGE = "Sana yyyy-MM-dd yoki dd.MM.yyyy ko'rinishida bo'lishi kerak";

/** A date of the query string as people and screens write it: yyyy-MM-dd or dd.MM.yyyy. */
export const queryDate = z
  .string({ error: QUERY_DATE_MESSAGE })
  .trim()
  .transform((value, ctx): CalendarDate => {
    const date = parseIsoDate(value) ?? parseWireDate(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: QUERY_DATE_MESSAGE });
      return z.NEVER;
    }
    return date;
  });

/** A whole number from JSON or from text ("12": forms and query strings send digits), within [min, max]. */
export function wholeNumber(min: number, max: number, message = "Butun son bo'lishi kerak") {
  return z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,9}$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: message })
        .min(min, { error: `Kamida ${min} bo'lishi kerak` })
        .max(max, { error: `Ko'pi bilan ${max} bo'lishi kerak` }),
    );
}

export const MONEY_INTEGER_DIGITS = 12;
const MONEY_FORMAT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An amount of money: a JSON number or numeric text, at least 0, at most 2 fraction digits.
 * It leaves as a decimal string so it reaches the numeric column without passing through a float.
 */
export const money = z
  .union([z.number(), z.string().max(40, { error: "Summa son bo'lishi kerak" })], { error: "Summa son bo'lishi kerak" })
  .transform((value, ctx): string => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const match = MONEY_FORMAT.exec(text);
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!match) return fail("Summa son bo'lishi kerak");
    const [, sign, whole, fraction = ""] = match;
    const digits = whole.replace(/^0+(?=\d)/, "");
    if (sign && /[1-9]/.test(whole + fraction)) return fail("Summa manfiy bo'lmasligi kerak");
    if (fraction.length > 2) return fail("Summada ko'pi bilan 2 ta kasr raqami bo'lishi mumkin");
    if (digits.length > MONEY_INTEGER_DIGITS) return fail("Summa juda katta");
    return fraction ? `${digits}.${fraction}` : digits;
  });
