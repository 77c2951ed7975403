import { type Dec, type DecimalValue, dec } from "../decimal.ts";

/**
 * The price a client pays is the cost plus the markup: rooms, dishes, menus and rations
 * (net price + profit) as the database's generated rooms.gross_price and costGross() add them.
 */
export function grossPriceOf(net: DecimalValue, profit: DecimalValue): Dec {
  return dec(net).plus(profit);
}

/**
 * The markup left of a price once the cost is paid (a trip: the client's fee less the
 * driver's); below zero while the price is under the cost.
 */
export function profitOf(gross: DecimalValue, net: DecimalValue): Dec {
  return dec(gross).minus(net);
}

/** What an order of several portions costs, as food_order_totals_of() multiplies it too. */
export function orderTotal(portionPrice: DecimalValue, portions: DecimalValue): Dec {
  return dec(portionPrice).times(portions);
}
