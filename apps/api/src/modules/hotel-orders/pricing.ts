import Decimal from "decimal.js";
import { businessDateOf, daysBetween } from "@app/contract/dates";

/**
 * The one nights rule for both order types: calendar nights between the check-in date and
 * the check-out date on the business calendar, at least 1 (a same-day stay is one night).
 */
export function nightsOf(checkIn: Date, checkOut: Date): number {
  return Math.max(1, daysBetween(businessDateOf(checkIn), businessDateOf(checkOut)));
}

/**
 * Splits an amount in proportion to the weights, each part rounded half-up to 0.01 and the
 * rounding remainder on the last part, so the parts always add up to the amount exactly.
 */
export function splitProportionally(amount: Decimal, weights: number[]): Decimal[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights
    .slice(0, -1)
    .map((weight) => amount.times(weight).dividedBy(totalWeight).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  const rest = parts.reduce((left, part) => left.minus(part), amount);
  return [...parts, rest];
}

type Priced = { grossPrice: string; profit: string };
export type Price = { hotelCost: Decimal; profit: Decimal };

/** Prices are per room per night and fixed at booking: nothing accrues while the stay runs. */
export function roomsPrice(rooms: Priced[], nights: number): Price {
  return {
    hotelCost: rooms.reduce((sum, room) => sum.plus(new Decimal(room.grossPrice).times(nights)), new Decimal(0)),
    profit: rooms.reduce((sum, room) => sum.plus(new Decimal(room.profit).times(nights)), new Decimal(0)),
  };
}

/** Individual: the room's price for the stay, shared by the guests in proportion to their count. */
export function individualPrice(room: Priced, nights: number, guestCounts: number[]): Price & { guestPrices: Decimal[] } {
  const price = roomsPrice([room], nights);
  return { ...price, guestPrices: splitProportionally(price.hotelCost, guestCounts) };
}
