import Decimal from "decimal.js";

/**
 * Exact decimal arithmetic for money and quantities, the same on the server and in the
 * browser. Rounding is half-up (away from zero), as PostgreSQL's round() does, so figures
 * computed here and in SQL agree. 40 significant digits hold the largest price times the
 * largest quantity without rounding.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** What a figure arrives as: a numeric column's text, a JSON number, or a decimal already. */
export type DecimalValue = string | number | Dec;

export const ZERO = new Dec(0);

export const dec = (value: DecimalValue) => new Dec(value);

/** Money: 2 places. */
export const toMoney = (value: DecimalValue) => dec(value).toDecimalPlaces(2);

/**
 * An amount converted between currencies: rounded once, half-even, to the minor unit (2 places
 * for SAR, USD and UZS alike; UZS is only shown without them), so repeated conversions do not
 * drift one way.
 */
export const toCents = (value: DecimalValue) => dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);

/** Exchange rates keep 12 places: 1 so'm is a few ten-thousandths of a riyal. */
export const RATE_PLACES = 12;

/** A batch's cost of one recipe unit: 6 places, so a gram of rice never costs 0. */
export const toUnitPrice = (value: DecimalValue) => dec(value).toDecimalPlaces(6);

/** Numeric text with at most 2, 3 and 6 places. */
const UP_TO_PLACES = { 2: /^-?\d+(\.\d{1,2})?$/, 3: /^-?\d+(\.\d{1,3})?$/, 6: /^-?\d+(\.\d{1,6})?$/ } as const;

/**
 * `value` rounded to `places`, as a JSON number. A figure that already has no more places (a
 * numeric column's text, a sum of such) needs no rounding, and its number is the same one the
 * decimal would give: reading it directly is 20 times cheaper, which a statement of 10,000
 * lines with three figures each notices.
 */
function wireNumber(value: DecimalValue, places: keyof typeof UP_TO_PLACES): number {
  if (typeof value === "string" && UP_TO_PLACES[places].test(value)) return Number(value);
  if (Dec.isDecimal(value) && value.decimalPlaces() <= places) return value.toNumber();
  return dec(value).toDecimalPlaces(places).toNumber();
}

/** Wire numbers: money at 2 places, quantities at 3, unit prices at 6. */
export const moneyNumber = (value: DecimalValue) => wireNumber(value, 2);
export const quantityNumber = (value: DecimalValue) => wireNumber(value, 3);
export const unitPriceNumber = (value: DecimalValue) => wireNumber(value, 6);

/** Text money, 2 places. */
export const moneyText = (value: DecimalValue) => dec(value).toFixed(2);

/** Text unit price, 6 places. */
export const unitPriceText = (value: DecimalValue) => dec(value).toFixed(6);

/** Text quantities (shortages, missing products, stock on hand): at least 2 places, exact up to 3. */
export function quantityText(value: DecimalValue): string {
  const rounded = dec(value).toDecimalPlaces(3);
  return rounded.toFixed(Math.max(2, rounded.decimalPlaces()));
}

/** Canonical text: no trailing fraction zeros, no leading zeros, never an exponent ("1000", "0.045"). */
export const decimalText = (value: Dec) => value.toFixed();

const TYPED_DECIMAL = /^(\d+)(?:[.,](\d*))?$/;

/**
 * A number as a person types it: "12", "12.5" or "12,5", spaces ignored; null for anything
 * else, negatives included, so a half-typed field reads as "not yet" rather than as a number.
 */
export function readDecimal(text: string): Dec | null {
  const match = TYPED_DECIMAL.exec(text.replace(/\s/g, ""));
  return match ? dec(`${match[1]}.${match[2] || "0"}`) : null;
}
