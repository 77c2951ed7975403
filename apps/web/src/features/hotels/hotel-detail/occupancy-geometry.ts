import { type CalendarDate, daysBetween, parseWallClock } from "@app/contract/dates";

const MINUTES_PER_DAY = 24 * 60;

/** Minutes from the window's first midnight to a wire datetime, both on the business wall clock. */
function minutesFrom(first: CalendarDate, wire: string): number | null {
  const clock = parseWallClock(wire);
  if (!clock) return null;
  return daysBetween(first, clock.date) * MINUTES_PER_DAY + clock.hour * 60 + clock.minute;
}

/**
 * Where a booking's bar sits in a window of `days` days from `first`: `left` and `width` as
 * fractions of the window, cut at its edges (`cutStart` / `cutEnd` say so, so the bar can show
 * that the stay goes on). Null when the stay falls outside the window or a date is unreadable.
 */
export type BarGeometry = { left: number; width: number; cutStart: boolean; cutEnd: boolean };

export function barGeometry(checkIn: string, checkOut: string, first: CalendarDate, days: number): BarGeometry | null {
  const start = minutesFrom(first, checkIn);
  const end = minutesFrom(first, checkOut);
  const span = days * MINUTES_PER_DAY;
  if (start === null || end === null || end <= 0 || start >= span || end <= start) return null;
  const from = Math.max(start, 0);
  const to = Math.min(end, span);
  return { left: from / span, width: (to - from) / span, cutStart: start < 0, cutEnd: end > span };
}

/**
 * Stacks the bars of one room into lanes so that none overlaps another: each bar takes the
 * first lane free at its start (bars are placed in order of start). Touching bars (a check-out
 * at the next check-in) share a lane. Returns each bar's lane, in the input order, and the
 * number of lanes the row needs.
 */
export function assignLanes(bars: ReadonlyArray<Pick<BarGeometry, "left" | "width">>): { lanes: number[]; count: number } {
  const order = bars.map((_, index) => index).sort((a, b) => bars[a].left - bars[b].left);
  const laneEnds: number[] = [];
  const lanes = bars.map(() => 0);
  for (const index of order) {
    const { left, width } = bars[index];
    const free = laneEnds.findIndex((end) => end <= left + 1e-9);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = left + width;
    lanes[index] = lane;
  }
  return { lanes, count: Math.max(laneEnds.length, 1) };
}
