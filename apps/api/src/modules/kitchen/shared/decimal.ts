import Decimal from "decimal.js";

/**
 * Exact decimal arithmetic for money and quantities. Rounding is half-up (away from zero for
 * the positive amounts the kitchen deals in), as PostgreSQL's round() does, so figures
 * computed here and in SQL agree.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export const ZERO = new Dec(0);

export const dec = (value: string | number | Dec) => new Dec(value);

/** Money: 2 places. */
export const toMoney = (value: Dec) => value.toDecimalPlaces(2);

/** A batch's cost of one recipe unit: 6 places, so a gram of rice never costs 0. */
export const toUnitPrice = (value: Dec) => value.toDecimalPlaces(6);

/** Numbers on the wire: money at 2 places, quantities at 3, unit prices at 6. */
export const moneyNumber = (value: string | Dec) => dec(value).toDecimalPlaces(2).toNumber();
export const quantityNumber = (value: string | Dec) => dec(value).toDecimalPlaces(3).toNumber();
export const unitPriceNumber = (value: string | Dec) => dec(value).toDecimalPlaces(6).toNumber();

/** Text quantities (shortages, missing products, stock on hand): at least 2 places, exact up to 3. */
export function quantityText(value: string | Dec): string {
  const rounded = dec(value).toDecimalPlaces(3);
  return rounded.toFixed(Math.max(2, rounded.decimalPlaces()));
}

/** Text money, 2 places. */
export const moneyText = (value: string | Dec) => dec(value).toFixed(2);

/** Text unit price, 6 places. */
export const unitPriceText = (value: string | Dec) => dec(value).toFixed(6);
