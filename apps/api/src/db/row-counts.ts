import { type SQL, count, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.ts";
import { rowCounts } from "./schema/index.ts";

/** The rows of a table whose triggers keep them in row_counts: exact without scanning it, for an unfiltered list's count. */
export const maintainedRowCount = (db: Db | Tx, table: string) =>
  db
    .select({ total: sql<number>`coalesce(sum(${rowCounts.rows}), 0)::int` })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, table));

/**
 * A list's count as a column of its page's statement, so that the page and its count are one
 * round trip: count(*) of the rows `where` keeps, or unfiltered the count the table's triggers
 * keep (for a table that keeps none, that is 0).
 */
export function listCount(db: Db | Tx, table: PgTable, where?: SQL): SQL<number> {
  const counted = where ? db.select({ total: count() }).from(table).where(where) : maintainedRowCount(db, getTableName(table));
  return sql<number>`(${counted})`.mapWith(Number);
}

/**
 * A list's count of the rows outside those `kept` counts, as a column of its page's statement: the
 * count the table's triggers keep less `kept`. Exact like `listCount`, and cheap where the rows
 * left out grow without end while the kept ones stay few (the orders over, against those not over yet).
 */
export function complementCount(db: Db | Tx, table: PgTable, kept: SQL<number>): SQL<number> {
  return sql<number>`((${maintainedRowCount(db, getTableName(table))}) - ${kept})`.mapWith(Number);
}
