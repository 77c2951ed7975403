import { uzKitchen } from "../../../i18n/kitchen.ts";
import { decimalText, parseDecimal } from "../../../lib/decimal.ts";

/** "1 kg = 1000 g" for the units and the factor being typed; null until all three make sense. */
export function factorExplanation(stockUnit: string | undefined, factor: string, recipeUnit: string | undefined): string | null {
  const parsed = parseDecimal(factor);
  if (!stockUnit || !recipeUnit || !parsed || parsed.units === 0n) return null;
  return uzKitchen.products.factorExplained(stockUnit, decimalText(parsed), recipeUnit);
}
