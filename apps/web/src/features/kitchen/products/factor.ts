import { decimalText, readDecimal } from "@app/contract/decimal";
import { uzKitchen } from "../../../i18n/kitchen.ts";

/** "1 kg = 1000 g" for the units and the factor being typed; null until all three make sense. */
export function factorExplanation(stockUnit: string | undefined, factor: string, recipeUnit: string | undefined): string | null {
  const parsed = readDecimal(factor);
  if (!stockUnit || !recipeUnit || !parsed || parsed.isZero()) return null;
  return uzKitchen.products.factorExplained(stockUnit, decimalText(parsed), recipeUnit);
}
