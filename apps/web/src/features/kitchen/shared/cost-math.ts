import { type Dec, ZERO, readDecimal } from "@app/contract/decimal";
import { grossPriceOf } from "@app/contract/formulas/price";

/**
 * An item's cost is the sum of its parts' (a dish's lines, a menu's dishes, a ration's menus),
 * as the server adds it up. Unknown while any part is.
 */
export function totalCost(costs: readonly (Dec | null)[]): Dec | null {
  let total = ZERO;
  for (const cost of costs) {
    if (!cost) return null;
    total = total.plus(cost);
  }
  return total;
}

/** gross = net + profit; unknown while either is. */
export function grossPrice(net: Dec | null, profit: string): Dec | null {
  const markup = readDecimal(profit);
  return net && markup ? grossPriceOf(net, markup) : null;
}

/** A decimal for display: the formatters take numbers, and two places survive the trip exactly. */
export function shownAmount(value: Dec | null): number | null {
  return value === null ? null : value.toNumber();
}
