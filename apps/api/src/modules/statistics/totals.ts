import { type SQL, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type CalendarDate, addDays, formatIsoDate, parseIsoDate, zonedDateTime } from "@app/contract/dates";
import {
  foodOrderDayTotals,
  foodOrderTotals,
  hotelOrderDayTotals,
  hotelOrderTotals,
  stockBatches,
  stockMovements,
  stockQuarterTotals,
  stockTotals,
  transportOrderDayTotals,
  transportOrderTotals,
} from "../../db/schema/index.ts";
import type { Period } from "./range.ts";

/**
 * How a period is read: whole business months from a totals table, the other days day by day
 * (from its day table or the rows themselves), added or, where a month is mostly in the period, the month's totals less the days
 * outside it. Days after today hold nothing yet, so they cost nothing to take off.
 */
export type Slices = {
  /** The first and last month (yyyy-MM-01) read from the totals, or null. */
  months: { first: string; last: string } | null;
  /** Days (yyyy-MM-dd, both included) read day by day, each run added (1) or taken off (-1). */
  days: Array<{ from: string; to: string; sign: 1 | -1 }>;
};

const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000) + 1;
const before = (a: CalendarDate, b: CalendarDate) => formatIsoDate(a) < formatIsoDate(b);
const earlier = (a: CalendarDate, b: CalendarDate) => (before(a, b) ? a : b);
const later = (a: CalendarDate, b: CalendarDate) => (before(a, b) ? b : a);

/** Days of [from, to] up to today: what reading them from the rows costs. */
const pastDays = (from: CalendarDate, to: CalendarDate, today: CalendarDate) =>
  before(today, from) ? 0 : daysBetween(from, earlier(to, today));

export function slicesOf(period: Period): Slices {
  const months: string[] = [];
  const days: Slices["days"] = [];
  const read = (from: CalendarDate, to: CalendarDate, sign: 1 | -1) => {
    if (!before(to, from)) days.push({ from: formatIsoDate(from), to: formatIsoDate(to), sign });
  };
  for (let first: CalendarDate = { ...period.from, day: 1 }; !before(period.to, first); ) {
    const next = first.month === 12 ? { year: first.year + 1, month: 1, day: 1 } : { ...first, month: first.month + 1 };
    const last = addDays(next, -1);
    const inFrom = later(first, period.from);
    const inTo = earlier(last, period.to);
    const inside = pastDays(inFrom, inTo, period.today);
    const outside = pastDays(first, addDays(inFrom, -1), period.today) + pastDays(addDays(inTo, 1), last, period.today);
    if (outside < inside || (outside === 0 && inside === 0)) {
      months.push(formatIsoDate(first));
      read(first, addDays(inFrom, -1), -1);
      read(addDays(inTo, 1), last, -1);
    } else {
      read(inFrom, inTo, 1);
    }
    first = next;
  }
  return { months: months.length ? { first: months[0], last: months[months.length - 1] } : null, days };
}

/**
 * A totals table and where its days come from: its day table, or else the rows it adds up,
 * through the contribution function that is the rule both share (migrations 0003 and 0004).
 */
export type Totalled = { totals: PgTable; quarterTotals?: PgTable } & (
  | { dayTotals: PgTable }
  | { dayTotals?: undefined; rows: PgTable; createdAt: PgColumn; contributions: string }
);

export const FOOD_ORDERS: Totalled = { totals: foodOrderTotals, dayTotals: foodOrderDayTotals };
export const HOTEL_ORDERS: Totalled = { totals: hotelOrderTotals, dayTotals: hotelOrderDayTotals };
export const TRANSPORT_ORDERS: Totalled = { totals: transportOrderTotals, dayTotals: transportOrderDayTotals };
export const STOCK_RECEIPTS: Totalled = {
  totals: stockTotals,
  quarterTotals: stockQuarterTotals,
  rows: stockBatches,
  createdAt: stockBatches.createdAt,
  contributions: "stock_batch_totals_of",
};
export const STOCK_MOVEMENTS: Totalled = {
  totals: stockTotals,
  quarterTotals: stockQuarterTotals,
  rows: stockMovements,
  createdAt: stockMovements.createdAt,
  contributions: "stock_movement_totals_of",
};

/** Month starts (yyyy-MM-01) `count` months after `month`. */
function monthsAfter(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * Whole months [first, last] as the whole quarters among them and the months left at either end,
 * or null when no quarter fits.
 */
export function quartersOf(first: string, last: string) {
  const offset = (Number(first.slice(5, 7)) - 1) % 3;
  const firstQuarter = offset ? monthsAfter(first, 3 - offset) : first;
  const lastQuarter = monthsAfter(last, -((Number(last.slice(5, 7)) - 1) % 3) - (Number(last.slice(5, 7)) % 3 ? 3 : 0));
  if (firstQuarter > lastQuarter) return null;
  const ends = [
    ...(first < firstQuarter ? [{ first, last: monthsAfter(firstQuarter, -1) }] : []),
    ...(monthsAfter(lastQuarter, 2) < last ? [{ first: monthsAfter(lastQuarter, 3), last }] : []),
  ];
  return { quarters: { first: firstQuarter, last: lastQuarter }, months: ends };
}

/**
 * The rows of a totals table that make up the period, in its columns (month, keys, sums): sum
 * them per key. Conditions on those columns belong outside (`select ... from (${totalsIn(...)})
 * as t where ...`): PostgreSQL pushes them into every part of the union. Unless the figures are
 * wanted per month (`byMonth`), whole quarters come from the quarter table where there is one,
 * their `month` being the quarter's first.
 */
export function totalsIn(source: Totalled, period: Period, { byMonth = false } = {}): SQL {
  const { months, days } = slicesOf(period);
  const columns = Object.values(getTableColumns(source.totals));
  const isSum = (column: PgColumn) => column.columnType === "PgNumeric" || column.columnType.startsWith("PgBigInt");
  const name = (column: PgColumn) => sql.identifier(column.name);
  const list = sql.join(columns.map(name), sql`, `);
  const parts: SQL[] = [];
  const monthsBetween = (range: { first: string; last: string }) =>
    sql`select ${list} from ${source.totals} where month between ${range.first}::date and ${range.last}::date`;
  const split = months && source.quarterTotals && !byMonth ? quartersOf(months.first, months.last) : null;
  if (split && source.quarterTotals) {
    const quarterList = sql.join(
      columns.map((column) => (column.name === "month" ? sql`quarter as month` : name(column))),
      sql`, `,
    );
    parts.push(
      sql`select ${quarterList} from ${source.quarterTotals} where quarter between ${split.quarters.first}::date and ${split.quarters.last}::date`,
      ...split.months.map(monthsBetween),
    );
  } else if (months) {
    parts.push(monthsBetween(months));
  }
  for (const { from, to, sign } of days) {
    const signed = (month: SQL, table: string) =>
      sql.join(
        columns.map((column) => {
          if (column.name === "month") return sql`${month} as month`;
          const value = sql`${sql.raw(table)}.${name(column)}`;
          return isSum(column) ? sql`${sql.raw(String(sign))} * ${value} as ${name(column)}` : value;
        }),
        sql`, `,
      );
    if (source.dayTotals) {
      parts.push(sql`select ${signed(sql`date_trunc('month', d.day)::date`, "d")} from ${source.dayTotals} as d
        where d.day between ${from}::date and ${to}::date`);
    } else {
      const start = zonedDateTime(parseIsoDate(from)!, 0, 0).toISOString();
      const end = zonedDateTime(addDays(parseIsoDate(to)!, 1), 0, 0).toISOString();
      const created = sql`s.${name(source.createdAt)}`;
      parts.push(sql`select ${signed(sql`k.month`, "k")} from ${source.rows} as s
        cross join lateral ${sql.identifier(source.contributions)}(s) as k
        where ${created} >= ${start}::timestamptz and ${created} < ${end}::timestamptz`);
    }
  }
  if (!parts.length) return sql`select ${list} from ${source.totals} where false`;
  return sql.join(parts, sql` union all `);
}
