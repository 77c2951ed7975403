import type { RecipeFood } from "@app/contract/schemas/kitchen-dishes";
import { decimalOf, decimalText, divide, multiply, parseDecimal, type Decimal } from "../../../lib/decimal.ts";

const ONE: Decimal = { units: 1n, scale: 0 };

/** Same quantity whatever the spelling ("250", "250.0", 250). */
function sameQuantity(typed: string, saved: number): boolean {
  const parsed = parseDecimal(typed);
  return parsed !== null && decimalText(parsed) === decimalText(decimalOf(saved));
}

/** A line's cost as the server computes it: unit price × count, rounded half-up to 2 places. */
export function estimateLineCost(unitPrice: string | null, count: string): Decimal | null {
  const price = unitPrice === null ? null : parseDecimal(unitPrice);
  const quantity = parseDecimal(count);
  if (!price || !quantity) return null;
  return divide(multiply(price, quantity), ONE, 2);
}

/**
 * The cost shown for one line of the form: the server's price while the line is as saved,
 * else the estimate from the product's current unit price; null when neither is known.
 */
export function lineCost(saved: RecipeFood | undefined, count: string, unitPrice: string | null): Decimal | null {
  if (saved && sameQuantity(count, saved.count)) return saved.priced ? decimalOf(saved.price) : null;
  return estimateLineCost(unitPrice, count);
}
