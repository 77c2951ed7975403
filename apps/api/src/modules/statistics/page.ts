import { type AnyColumn, type SQL, asc, desc, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { OrderTotals } from "@app/contract/schemas/statistics";
import type { PageRequest } from "../../http/pagination.ts";
import { pageOffset } from "../../http/pagination.ts";
import { money } from "./range.ts";

/** One page of a ranked table plus what the whole range adds up to. */
export type Ranked<T, Totals> = { count: number; results: T[]; totals: Totals };

/** Limit and offset of a page request, for the grouped query of a ranked table. */
export function window(page: PageRequest) {
  return { limit: page.per_page, offset: pageOffset(page) };
}

/**
 * Figures over every group of a ranked table, carried by each row of its page: window
 * aggregates are computed before LIMIT, so one statement reads the orders once for both.
 */
export const groupCount = () => sql<number>`count(*) over ()`.mapWith(Number);
export const sumOverGroups = (value: Summed) => sql<string>`coalesce(sum(${value}) over (), 0)`;

type Summed = SQL | SQL.Aliased | AnyColumn;

/** What a ranked table of orders sums per group. */
type OrderFigures = { orderCount: Summed; revenue: Summed; profit: Summed };

export const orderTotalsOverGroups = ({ orderCount, revenue, profit }: OrderFigures) => ({
  groups: groupCount(),
  order_count: sumOverGroups(orderCount),
  revenue: sumOverGroups(revenue),
  price: sumOverGroups(profit),
});

/**
 * One page of a ranked table of orders: the most profitable group first, ties broken by the
 * record's name and then its id, so that the pages neither overlap nor skip a row.
 */
export function rankedPage<Query extends PgSelect>(
  query: Query,
  profit: Summed,
  record: { name: AnyColumn; id: AnyColumn },
  page: PageRequest,
) {
  const { limit, offset } = window(page);
  return query.orderBy(desc(profit), asc(record.name), asc(record.id)).limit(limit).offset(offset);
}

type OrderTotalsRow = { groups: number; order_count: string; revenue: string; price: string };

/**
 * A page of rows selected as `{ row, all }`, `all` from orderTotalsOverGroups. A page past the
 * end has no row to carry the figures and reads as empty: the route answers it with a 404.
 */
export function rankedByOrders<Row, Result>(
  rows: Array<{ row: Row; all: OrderTotalsRow }>,
  result: (row: Row) => Result,
): Ranked<Result, OrderTotals> {
  const all = rows[0]?.all;
  return {
    count: all?.groups ?? 0,
    totals: { order_count: money(all?.order_count), revenue: money(all?.revenue), price: money(all?.price) },
    results: rows.map(({ row }) => result(row)),
  };
}
