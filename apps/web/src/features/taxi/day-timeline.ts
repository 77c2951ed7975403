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

/** How much of the day a trip covers from its start, in percent, cut at midnight. */
export function blockWidth(performDate: string, durationMinutes: number): number {
  const offset = dayOffset(performDate) ?? 0;
  return Math.min((durationMinutes / MINUTES_PER_DAY) * 100, 100 - offset);
}

/** Rows of a board keyed by their holder; trips without one wait in `unassigned`. */
export function rowsBy<T>(trips: readonly T[], holderOf: (trip: T) => string | null) {
  const rows = new Map<string, T[]>();
  const unassigned: T[] = [];
  for (const trip of trips) {
    const holder = holderOf(trip);
    if (holder === null) unassigned.push(trip);
    else rows.set(holder, [...(rows.get(holder) ?? []), trip]);
  }
  return { rows, unassigned };
}
