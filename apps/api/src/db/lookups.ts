import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";

/**
 * `column` of the row of `table` whose `id` is `key`, as a subquery of its own rather than a join:
 * a name a row shows, looked up one row each. Each join adds a table whose order the planner weighs,
 * and a statement planned on every run (a search, anything on PGlite) pays for that each time.
 */
export const lookup = <T>(table: AnyPgTable, column: AnyColumn, id: AnyColumn, key: AnyColumn | SQL) =>
  sql<T>`(select ${column} from ${table} where ${id} = ${key})`;
