import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { rowCounts } from "./schema/index.ts";

/** The rows of a table whose triggers keep them in row_counts: exact without scanning it, for an unfiltered list's count. */
export const maintainedRowCount = (db: Db | Tx, table: string) =>
  db
    .select({ total: sql<number>`coalesce(sum(${rowCounts.rows}), 0)::int` })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, table));
