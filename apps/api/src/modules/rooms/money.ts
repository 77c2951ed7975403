import Decimal from "decimal.js";

/** An exact decimal (a numeric column's text or a Decimal) as the JSON number the wire carries. */
export function toMoney(value: Decimal.Value): number {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
