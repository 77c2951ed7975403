import { z } from "zod";
import { dec } from "../decimal.ts";
import { money, uuid } from "./common.ts";

/**
 * Shapes shared by the kitchen areas: exact decimals, form-data lists and the availability
 * breakdown. Multipart forms send every field as a string, so each input here accepts both a
 * JSON value and its text form.
 */

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

type DecimalRule = {
  /** Fraction digits allowed on input. */
  places: number;
  /** Integer digits allowed (what the numeric column holds). */
  digits: number;
  /** The smallest accepted value, as text ("0" with `exclusive` means "> 0"). */
  min: string;
  exclusive?: boolean;
  message: string;
};

/** An exact decimal from a JSON number or a numeric string; parses to its canonical text. */
export function decimalInput(rule: DecimalRule) {
  return z
    .union([z.number(), z.string()], { error: "Son kiritilishi kerak" })
    .transform((value, ctx) => {
      const text = (typeof value === "number" ? String(value) : value.trim()).replace(",", ".");
      const match = DECIMAL_TEXT.exec(text);
      if (!match) {
        ctx.addIssue({ code: "custom", message: "Musbat son kiritilishi kerak" });
        return z.NEVER;
      }
      const whole = match[1].replace(/^0+(?=\d)/, "");
      const fraction = (match[2] ?? "").replace(/0+$/, "");
      if (fraction.length > rule.places) {
        ctx.addIssue({ code: "custom", message: `Ko'pi bilan ${rule.places} ta kasr raqam` });
        return z.NEVER;
      }
      if (whole.length > rule.digits) {
        ctx.addIssue({ code: "custom", message: "Son juda katta" });
        return z.NEVER;
      }
      const canonical = fraction ? `${whole}.${fraction}` : whole;
      const amount = dec(canonical);
      if (rule.exclusive ? amount.lte(rule.min) : amount.lt(rule.min)) {
        ctx.addIssue({ code: "custom", message: rule.message });
        return z.NEVER;
      }
      return canonical;
    });
}

/** Prices, profits and markups: money of at least 1. */
export const priceInput = money.refine((value) => dec(value).gte(1), { error: "Kamida 1 bo'lishi kerak" });

/** A quantity that must be above zero: stock amounts and ingredient counts (3 places). */
export const quantityInput = decimalInput({ places: 3, digits: 9, min: "0", exclusive: true, message: "0 dan katta bo'lishi kerak" });

/** A quantity that may be zero (thresholds). */
export const thresholdInput = decimalInput({ places: 3, digits: 9, min: "0", message: "Manfiy bo'lmasligi kerak" });

/** Recipe units per one stock unit (kg -> g = 1000): above zero, 4 places. */
export const factorInput = decimalInput({ places: 4, digits: 7, min: "0", exclusive: true, message: "0 dan katta bo'lishi kerak" });

/** A list of ids. Multipart forms repeat the key (or send one value); the server gathers those into a list. */
export function uuidList(message: string) {
  return z.array(uuid, { error: message });
}

/** Multipart forms carry an image as a file part; in JSON, `image: null` removes it and a URL is ignored. */
export const imageField = z.union([z.null(), z.string()]).optional();

/**
 * What one portion lacks, keyed by product name: the recipe-unit
 * abbreviation and the shortfall as text. `{}` when available.
 */
export const missingProducts = z.record(z.string(), z.object({ measure: z.string(), missing: z.string() }));
export type MissingProducts = z.infer<typeof missingProducts>;

/** The cost and availability every priced kitchen item (dish, menu, ration) carries. */
export const costFields = {
  net_price: z.number(),
  gross_price: z.number(),
  /** False while some ingredient has never been purchased, so its cost is unknown. */
  priced: z.boolean(),
  /** True when one portion can be made from the current stock. */
  status: z.boolean(),
  /** How many whole portions the current stock makes: 0 while any product is short of one portion or never bought. */
  available_portions: z.number().int(),
  missing_products: missingProducts,
};
