import { type Dec, type DecimalValue, dec, toMoney, toUnitPrice } from "../decimal.ts";

/**
 * An amount in stock units in recipe units (2 kg × 1000 = 2000 g): what a delivery adds to the
 * ledger, whose exact base is the recipe unit, and what a write-off takes from it.
 */
export function inRecipeUnits(amount: DecimalValue, factor: DecimalValue): Dec {
  return dec(amount).times(factor);
}

/** A quantity in recipe units in stock units (2500 g ÷ 1000 = 2.5 kg), unrounded. */
export function inStockUnits(quantity: DecimalValue, factor: DecimalValue): Dec {
  return dec(quantity).dividedBy(factor);
}

/**
 * What one recipe unit of a batch costs: gross price ÷ (arrived amount × factor), to 6 places
 * so a gram of rice never costs 0. The amount must be above zero.
 */
export function batchUnitPrice(grossPrice: DecimalValue, arrivedAmount: DecimalValue, factor: DecimalValue): Dec {
  return toUnitPrice(dec(grossPrice).dividedBy(inRecipeUnits(arrivedAmount, factor)));
}

/**
 * What one stock unit of a batch cost (a kg, a L), as the warehouse shows it: gross price ÷
 * arrived amount to 2 places. Read off the delivery itself rather than as the recipe unit's
 * price × factor, which would carry that price's 6-place rounding into the kilogram.
 */
export function stockUnitPrice(grossPrice: DecimalValue, arrivedAmount: DecimalValue): Dec {
  return toMoney(dec(grossPrice).dividedBy(arrivedAmount));
}

/**
 * What a quantity costs at a batch's unit price, rounded half-up to 2 places: a recipe line's
 * cost, and the value of what a write-off or an order takes from a batch. The cost query's
 * lineCostSql() rounds the same way.
 */
export function quantityCost(quantity: DecimalValue, unitPrice: DecimalValue): Dec {
  return toMoney(dec(quantity).times(unitPrice));
}
