import { type SQL, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type CalendarDate, addDays, formatIsoDate, zonedDateTime } from "@app/contract/dates";
import {
  foodOrderTotals,
  foodOrders,
  hotelOrderTotals,
  hotelOrders,
  stockBatches,
  stockMovements,
  stockTotals,
  transportOrderTotals,
  transportOrders,
} from "../../db/schema/index.ts";
import type { Period } from "./range.ts";

/**
 * How a period is read: whole business months from a totals table, the other days from the rows
 * themselves, added or, where a month is mostly in the period, the month's totals less the days
 * outside it. Days after today hold nothing yet, so they cost nothing to take off.
 */
export type Slices = {
  /** The first and last month (yyyy-MM-01) read from the totals, or null. */
  months: { first: string; last: string } | null;
  /** Instants [start, end) read from the rows, each added (1) or taken off (-1). */
  days: Array<{ start: Date; end: Date; sign: 1 | -1 }>;
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
    if (!before(to, from)) days.push({ start: zonedDateTime(from, 0, 0), end: zonedDateTime(addDays(to, 1), 0, 0), sign });
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

/** A totals table and the rows it adds up: the contribution function is the rule both share (migration 0003). */
export type Totalled = { totals: PgTable; rows: PgTable; createdAt: PgColumn; contributions: string };

export const FOOD_ORDERS: Totalled = {
  totals: foodOrderTotals,
  rows: foodOrders,
  createdAt: foodOrders.createdAt,
  contributions: "food_order_totals_of",
};
export const HOTEL_ORDERS: Totalled = {
  totals: hotelOrderTotals,
  rows: hotelOrders,
  createdAt: hotelOrders.createdAt,
  contributions: "hotel_order_totals_of",
};
export const TRANSPORT_ORDERS: Totalled = {
  totals: transportOrderTotals,
  rows: transportOrders,
  createdAt: transportOrders.createdAt,
  contributions: "transport_order_totals_of",
};
export const STOCK_RECEIPTS: Totalled = {
  totals: stockTotals,
  rows: stockBatches,
  createdAt: stockBatches.createdAt,
  contributions: "stock_batch_totals_of",
};
export const STOCK_MOVEMENTS: Totalled = {
  totals: stockTotals,
  rows: stockMovements,
  createdAt: stockMovements.createdAt,
  contributions: "stock_movement_totals_of",
};

/**
 * The rows of a totals table that make up the period, in its columns (month, keys, sums): sum
 * them per key. Conditions on those columns belong outside (`select ... from (${totalsIn(...)})
 * as t where ...`): PostgreSQL pushes them into every part of the union.
 */
export function totalsIn({ totals, rows, createdAt, contributions }: Totalled, period: Period): SQL {
  const { months, days } = slicesOf(period);
  const columns = Object.values(getTableColumns(totals));
  const isSum = (column: PgColumn) => column.columnType === "PgNumeric" || column.columnType.startsWith("PgBigInt");
  const list = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select ${list} from ${totals} where month between ${months.first}::date and ${months.last}::date`);
  }
  const source = sql.identifier(getTableName(rows));
  const created = sql.identifier(createdAt.name);
  for (const { start, end, sign } of days) {
    const signed = sql.join(
      columns.map((column) =>
        isSum(column)
          ? sql`${sql.raw(String(sign))} * k.${sql.identifier(column.name)} as ${sql.identifier(column.name)}`
          : sql`k.${sql.identifier(column.name)}`,
      ),
      sql`, `,
    );
    parts.push(sql`select ${signed} from ${source} as s cross join lateral ${sql.identifier(contributions)}(s) as k
      where s.${created} >= ${start.toISOString()}::timestamptz and s.${created} < ${end.toISOString()}::timestamptz`);
  }
  if (!parts.length) return sql`select ${list} from ${totals} where false`;
  return sql.join(parts, sql` union all `);
}
