import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  type CalendarDate,
  addDays,
  businessDateOf,
  formatWireDate,
  zonedDateTime,
} from "@app/contract/dates";
import type { DateRange } from "@app/contract/schemas/statistics";

/**
 * A resolved range: the calendar days and the instants [start, end) they cover on the business
 * clock, and the day it was asked on (nothing was booked after it).
 */
export type Period = DateRange & { start: Date; end: Date; today: CalendarDate };

function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + date.month - 1 - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/** The asked range, or the last 12 months up to today; the end day is included. */
export function periodOf(range: DateRange | null, now: Date): Period {
  const today = businessDateOf(now);
  const { from, to } = range ?? { from: monthsBefore(today, 11), to: today };
  return { from, to, start: zonedDateTime(from, 0, 0), end: zonedDateTime(addDays(to, 1), 0, 0), today };
}

export function inPeriod(column: AnyColumn | SQL, period: Period): SQL {
  return sql`(${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz)`;
}

/** A month start as yyyy-MM. */
export const monthLabel = (start: SQL) => sql<string>`to_char(${start}, 'YYYY-MM')`;

const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Every month the period touches, oldest first, as yyyy-MM with the legacy English name. */
export function monthsOf(period: Period): Array<{ month: string; name: string }> {
  const months = [];
  for (let index = period.from.year * 12 + period.from.month - 1; index <= period.to.year * 12 + period.to.month - 1; index++) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push({ month: `${year}-${String(month).padStart(2, "0")}`, name: ENGLISH_MONTHS[month - 1] });
  }
  return months;
}

/** The period in file names: dd.MM.yyyy-dd.MM.yyyy. */
export function periodLabel(period: Period): string {
  return `${formatWireDate(period.from)}-${formatWireDate(period.to)}`;
}

/** A SQL sum as an exact decimal string made a JSON number; an empty group sums to 0. */
export const money = (value: string | number | null | undefined) => Number(value ?? 0);
