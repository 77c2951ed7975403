import { decimalText, readDecimal } from "@app/contract/decimal";
import { uz } from "../../../i18n/uz.ts";

/** "1 kg = 1000 g" for the units and the factor being typed; null until all three make sense. */
export function factorExplanation(stockUnit: string | undefined, factor: string, recipeUnit: string | undefined): string | null {
  const parsed = readDecimal(factor);
  if (!stockUnit || !recipeUnit || !parsed || parsed.isZero()) return null;
  return uz.kitchen.products.factorExplained(stockUnit, decimalText(parsed), recipeUnit);
}
