import { daysBetween, parseWallClock, type WallClock } from "@app/contract/dates";
import { decimalText } from "@app/contract/decimal";
import { nightsBetween, priceForNights } from "@app/contract/formulas/stay";

const minuteOf = (clock: WallClock) => clock.hour * 60 + clock.minute;

/**
 * The nights a stay is priced for, by the server's one rule: calendar nights between the
 * check-in date and the check-out date, at least 1. Null until both are readable wire
 * datetimes with the check-out after the check-in.
 */
export function stayNights(checkIn: string, checkOut: string): number | null {
  const from = parseWallClock(checkIn);
  const to = parseWallClock(checkOut);
  if (!from || !to) return null;
  const days = daysBetween(from.date, to.date);
  if (days < 0 || (days === 0 && minuteOf(to) <= minuteOf(from))) return null;
  return nightsBetween(from.date, to.date);
}

/**
 * The preview of what the rooms cost for the stay: Σ gross price per night × nights, exact
 * (prices come as JSON numbers with at most two decimals). The server's answer is the price.
 */
export function stayPrice(grossPrices: readonly number[], nights: number): string {
  return decimalText(priceForNights(grossPrices, nights));
}
