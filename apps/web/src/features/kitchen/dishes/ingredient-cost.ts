import type { Ingredient } from "@app/contract/schemas/kitchen-dishes";
import { type Dec, dec, readDecimal } from "@app/contract/decimal";
import { quantityCost } from "@app/contract/formulas/stock";

/** Same quantity whatever the spelling ("250", "250.0", 250). */
function sameQuantity(typed: string, saved: number): boolean {
  return readDecimal(typed)?.eq(saved) ?? false;
}

/** A line's cost as the server computes it: unit price × count, rounded half-up to 2 places. */
export function estimateLineCost(unitPrice: string | null, count: string): Dec | null {
  const price = unitPrice === null ? null : readDecimal(unitPrice);
  const quantity = readDecimal(count);
  if (!price || !quantity) return null;
  return quantityCost(quantity, price);
}

/**
 * The cost shown for one line of the form: the server's price while the line is as saved,
 * else the estimate from the product's current unit price; null when neither is known.
 */
export function lineCost(saved: Ingredient | undefined, count: string, unitPrice: string | null): Dec | null {
  if (saved && sameQuantity(count, saved.count)) return saved.priced ? dec(saved.price) : null;
  return estimateLineCost(unitPrice, count);
}
