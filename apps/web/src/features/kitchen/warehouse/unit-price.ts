import { decimalOf, decimalText, divide, multiply, parseDecimal } from "../../../lib/decimal.ts";

/**
 * What a delivery costs per stock unit and per recipe unit while it is typed, computed as the
 * server does, so the preview matches what is saved: gross ÷ amount, and gross ÷ (amount × factor)
 * to 6 places.
 * Null until both numbers are there and the amount is above zero.
 */
export function unitPrices(grossPrice: string, amount: string, factor: number): { stockUnit: string; recipeUnit: string } | null {
  const gross = parseDecimal(grossPrice);
  const arrived = parseDecimal(amount);
  if (!gross || !arrived) return null;
  const stockUnit = divide(gross, arrived, 2);
  const recipeUnit = divide(gross, multiply(arrived, decimalOf(factor)), 6);
  if (!stockUnit || !recipeUnit) return null;
  return { stockUnit: decimalText(stockUnit), recipeUnit: decimalText(recipeUnit) };
}
