import { z } from "zod";
import { BUSINESS_TIME_ZONE, isTimeZone } from "../dates.ts";
import { uuid } from "./common.ts";

/** The currencies an amount may carry; orders are priced in the operating one. */
export const CURRENCIES = ["SAR", "USD", "UZS"] as const;
export const currency = z.enum(CURRENCIES, { error: "Valyuta SAR, USD yoki UZS bo'lishi kerak" });
export type Currency = z.infer<typeof currency>;

/** A time of day on the 24-hour business clock, "HH:mm". */
export const timeOfDay = z
  .string({ error: "Vaqt HH:mm ko'rinishida (24 soat) bo'lishi kerak" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Vaqt HH:mm ko'rinishida (24 soat) bo'lishi kerak" });

const timeZone = z
  .string({ error: "Vaqt mintaqasi kiritilishi kerak" })
  .trim()
  .refine(isTimeZone, { error: "Vaqt mintaqasi IANA nomi bo'lishi kerak, masalan Asia/Riyadh" });

/**
 * GET / PUT /settings/: the company's settings, one set for everyone. The operating currency
 * and the business time zone are fixed once any order exists (the server's 400 says why).
 */
export const settings = z.object({
  operating_currency: currency,
  business_timezone: timeZone,
  meal_times: z.object({ breakfast: timeOfDay, lunch: timeOfDay, dinner: timeOfDay }),
  check_in_time: timeOfDay,
  check_out_time: timeOfDay,
  /** The counterparty the company's own food orders are placed for; null while not chosen. */
  own_counter_agent: uuid.nullable(),
});
export type Settings = z.infer<typeof settings>;

/** The settings until they are first changed (a fresh installation holds no settings row). */
export const DEFAULT_SETTINGS: Settings = {
  operating_currency: "SAR",
  business_timezone: BUSINESS_TIME_ZONE,
  meal_times: { breakfast: "07:00", lunch: "13:00", dinner: "19:00" },
  check_in_time: "14:00",
  check_out_time: "12:00",
  own_counter_agent: null,
};
