import { type CalendarDate, daysBetween } from "../dates.ts";
import { type Dec, type DecimalValue, ZERO, dec, toMoney } from "../decimal.ts";

/**
 * The one nights rule for every stay: calendar nights between the check-in date and the
 * check-out date on the business calendar, at least 1 (a same-day stay is one night). The
 * database's stay_nights() and hotel_order_totals_of() count the same way.
 */
export function nightsBetween(checkInDate: CalendarDate, checkOutDate: CalendarDate): number {
  return Math.max(1, daysBetween(checkInDate, checkOutDate));
}

/** What rooms cost for a stay: prices are per room per night and fixed at booking, so never accrue. */
export function priceForNights(pricesPerNight: readonly DecimalValue[], nights: number): Dec {
  return pricesPerNight.reduce<Dec>((sum, price) => sum.plus(dec(price).times(nights)), ZERO);
}

/**
 * Each guest's share of a price, in proportion to the weights (a room's guests count one each):
 * every share but the last rounded half-up to 0.01 and the rounding remainder on the last, so
 * the shares always add up to the price exactly.
 */
export function guestShares(price: DecimalValue, weights: readonly number[]): Dec[] {
  const total = dec(price);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.slice(0, -1).map((weight) => toMoney(total.times(weight).dividedBy(totalWeight)));
  const rest = shares.reduce((left, share) => left.minus(share), total);
  return [...shares, rest];
}
