import { parseWallClock } from "@app/contract/dates";

const MINUTES_PER_DAY = 24 * 60;

/** Where an order's start falls within its day, in percent of the day; null for a malformed time. */
export function dayOffset(performDate: string): number | null {
  const clock = parseWallClock(performDate);
  return clock ? ((clock.hour * 60 + clock.minute) / MINUTES_PER_DAY) * 100 : null;
}

/** The HH:mm of a wire datetime. */
export function timeOf(performDate: string): string {
  return performDate.slice(performDate.indexOf(" ") + 1);
}
