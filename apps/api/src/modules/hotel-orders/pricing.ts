import { businessDateOf } from "@app/contract/dates";
import type { Dec } from "@app/contract/decimal";
import { guestShares, nightsBetween, priceForNights } from "@app/contract/formulas/stay";

/** The nights of a stay between two instants, counted on the business calendar. */
export function nightsOf(checkIn: Date, checkOut: Date): number {
  return nightsBetween(businessDateOf(checkIn), businessDateOf(checkOut));
}

type Priced = { grossPrice: string; profit: string };
export type Price = { hotelCost: Dec; profit: Dec };

/** Prices are per room per night and fixed at booking: nothing accrues while the stay runs. */
export function roomsPrice(rooms: Priced[], nights: number): Price {
  return {
    hotelCost: priceForNights(rooms.map((room) => room.grossPrice), nights),
    profit: priceForNights(rooms.map((room) => room.profit), nights),
  };
}

/** Individual: the room's price for the stay, shared by the guests in proportion to their count. */
export function individualPrice(room: Priced, nights: number, guestCounts: number[]): Price & { guestPrices: Dec[] } {
  const price = roomsPrice([room], nights);
  return { ...price, guestPrices: guestShares(price.hotelCost, guestCounts) };
}
