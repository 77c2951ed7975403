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
  stockYearTotals,
  transferDayTotals,
  transferTotals,
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
export type Totalled = {
  totals: PgTable;
  /** Tables of the same totals per aligned block of `size` months, keyed by its first month in `start`. */
  blocks?: Array<{ size: number; table: PgTable; start: string }>;
} & (
  | { dayTotals: PgTable }
  | { dayTotals?: undefined; rows: PgTable; createdAt: PgColumn; contributions: string }
);

export const FOOD_ORDERS: Totalled = { totals: foodOrderTotals, dayTotals: foodOrderDayTotals };
export const HOTEL_ORDERS: Totalled = { totals: hotelOrderTotals, dayTotals: hotelOrderDayTotals };
export const TRANSFERS: Totalled = { totals: transferTotals, dayTotals: transferDayTotals };
const STOCK_BLOCKS = [
  { size: 12, table: stockYearTotals, start: "year" },
  { size: 3, table: stockQuarterTotals, start: "quarter" },
];
export const STOCK_RECEIPTS: Totalled = {
  totals: stockTotals,
  blocks: STOCK_BLOCKS,
  rows: stockBatches,
  createdAt: stockBatches.createdAt,
  contributions: "stock_batch_totals_of",
};
export const STOCK_MOVEMENTS: Totalled = {
  totals: stockTotals,
  blocks: STOCK_BLOCKS,
  rows: stockMovements,
  createdAt: stockMovements.createdAt,
  contributions: "stock_movement_totals_of",
};

/** Month starts (yyyy-MM-01) `count` months after `month`. */
function monthsAfter(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** A run of whole months read from one table: a block size of 1 is the month table itself. */
export type MonthRun = { size: number; first: string; last: string; sign: 1 | -1 };

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * Whole months [first, last] as the fewest aligned blocks (`sizes` in months, e.g. 12 and 3) and
 * months. A block may run past `last` when every month it adds is after `current`: nothing was
 * written then, so those months are taken off again at no cost (the default range, the last
 * twelve months up to today, is mostly one year read whole).
 */
export function monthRunsOf(first: string, last: string, current: string, sizes: number[]): MonthRun[] {
  const runs: MonthRun[] = [];
  const add = (size: number, from: string, to: string, sign: 1 | -1) => {
    const previous = runs.at(-1);
    if (previous && previous.size === size && previous.sign === sign && monthsAfter(previous.last, size) === from) previous.last = to;
    else runs.push({ size, first: from, last: to, sign });
  };
  for (let month = first; month <= last; ) {
    const size = sizes.find(
      (candidate) => monthIndex(month) % candidate === 0 && (monthsAfter(month, candidate - 1) <= last || last >= current),
    );
    if (!size) {
      add(1, month, month, 1);
      month = monthsAfter(month, 1);
      continue;
    }
    add(size, month, month, 1);
    const end = monthsAfter(month, size - 1);
    if (end > last) add(1, monthsAfter(last, 1), end, -1);
    month = monthsAfter(end, 1);
  }
  return runs;
}

/**
 * The rows of a totals table that make up the period, in its columns (month, keys, sums): sum
 * them per key. Conditions on those columns belong outside (`select ... from (${totalsIn(...)})
 * as t where ...`): PostgreSQL pushes them into every part of the union. Unless the figures are
 * wanted per month (`byMonth`), whole years and quarters come from their tables where there are
 * some, their `month` being the block's first.
 */
export function totalsIn(source: Totalled, period: Period, { byMonth = false } = {}): SQL {
  const { months, days } = slicesOf(period);
  const columns = Object.values(getTableColumns(source.totals));
  const isSum = (column: PgColumn) => column.columnType === "PgNumeric" || column.columnType.startsWith("PgBigInt");
  const name = (column: PgColumn) => sql.identifier(column.name);
  const signed = (sign: 1 | -1, month: SQL, table: string) =>
    sql.join(
      columns.map((column) => {
        if (column.name === "month") return sql`${month} as month`;
        const value = sql`${sql.raw(table)}.${name(column)}`;
        return isSum(column) && sign === -1 ? sql`-${value} as ${name(column)}` : value;
      }),
      sql`, `,
    );
  const blocks = byMonth ? [] : (source.blocks ?? []);
  const parts: SQL[] = [];
  if (months) {
    const current = formatIsoDate({ ...period.today, day: 1 });
    for (const run of monthRunsOf(months.first, months.last, current, blocks.map((block) => block.size))) {
      const block = blocks.find((candidate) => candidate.size === run.size);
      const table = block?.table ?? source.totals;
      const start = sql.identifier(block?.start ?? "month");
      parts.push(sql`select ${signed(run.sign, sql`b.${start}`, "b")} from ${table} as b
        where b.${start} between ${run.first}::date and ${run.last}::date`);
    }
  }
  for (const { from, to, sign } of days) {
    if (source.dayTotals) {
      parts.push(sql`select ${signed(sign, sql`date_trunc('month', d.day)::date`, "d")} from ${source.dayTotals} as d
        where d.day between ${from}::date and ${to}::date`);
    } else {
      const start = zonedDateTime(parseIsoDate(from)!, 0, 0).toISOString();
      const end = zonedDateTime(addDays(parseIsoDate(to)!, 1), 0, 0).toISOString();
      const created = sql`s.${name(source.createdAt)}`;
      parts.push(sql`select ${signed(sign, sql`k.month`, "k")} from ${source.rows} as s
        cross join lateral ${sql.identifier(source.contributions)}(s) as k
        where ${created} >= ${start}::timestamptz and ${created} < ${end}::timestamptz`);
    }
  }
  if (!parts.length) return sql`select ${sql.join(columns.map(name), sql`, `)} from ${source.totals} where false`;
  return sql.join(parts, sql` union all `);
}
