import { add, decimalText, parseDecimal, type Decimal } from "../../../lib/decimal.ts";

const ZERO: Decimal = { units: 0n, scale: 0 };

/**
 * An item's cost is the sum of its parts' (a dish's lines, a menu's dishes, a ration's menus),
 * as the server adds it up. Unknown while any part is.
 */
export function totalCost(costs: readonly (Decimal | null)[]): Decimal | null {
  let total = ZERO;
  for (const cost of costs) {
    if (!cost) return null;
    total = add(total, cost);
  }
  return total;
}

/** gross = net + profit; unknown while either is. */
export function grossPrice(net: Decimal | null, profit: string): Decimal | null {
  const markup = parseDecimal(profit);
  return net && markup ? add(net, markup) : null;
}

/** A decimal for display: the formatters take numbers, and two places survive the trip exactly. */
export function shownAmount(value: Decimal | null): number | null {
  return value === null ? null : Number(decimalText(value));
}
