import { decimalText, readDecimal } from "@app/contract/decimal";
import { batchUnitPrice, inRecipeUnits, stockUnitPrice } from "@app/contract/formulas/stock";

/**
 * What a delivery costs per stock unit and per recipe unit while it is typed, with the
 * server's formulas: gross ÷ amount to 2 places, and the batch's unit price to 6. Null until both
 * numbers are there and the amount is above zero.
 */
export function unitPrices(grossPrice: string, amount: string, factor: number): { stockUnit: string; recipeUnit: string } | null {
  const gross = readDecimal(grossPrice);
  const arrived = readDecimal(amount);
  if (!gross || !arrived || inRecipeUnits(arrived, factor).isZero()) return null;
  return {
    stockUnit: decimalText(stockUnitPrice(gross, arrived)),
    recipeUnit: decimalText(batchUnitPrice(gross, arrived, factor)),
  };
}
