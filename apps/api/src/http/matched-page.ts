import { type AnyColumn, type SQL, type asc, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type PageRequest, literalPageSize, pageOffset } from "./pagination.ts";
import type { Db } from "../db/client.ts";

/** How a list is sorted: by a column, which way, the id breaking ties. */
export type ListOrder = { key: PgColumn; direction: typeof asc };

/** A list's sort: named keys of its rows (columns or expressions), and the ORDER BY `by` makes of them and the row's id. */
export type ListSort<K extends string> = { keys: Record<K, AnyColumn | SQL>; by: (keys: Record<K | "id", AnyColumn | SQL>) => SQL[] };

/** The sort of a list ordered by one column, the id breaking ties. */
export const sortBy = ({ key, direction }: ListOrder): ListSort<"key"> => ({
  keys: { key },
  by: (keys) => [direction(keys.key), direction(keys.id)],
});

/**
 * The ids of a filtered list's page, each with the count of all the rows that match: the matches
 * are found once, through the filters' own indexes, then counted and sorted. Asked for the page
 * and the count apart, the database found the matches twice, and for the page it walked the
 * list's date index past every row that did not match (150 ms a page at 200,000 hotel orders
 * when none did). The rows of those ids are read apart, by a statement built once.
 */
export function matchedIds<K extends string>(db: Db, table: PgTable, id: PgColumn, sort: ListSort<K>, where: SQL | undefined, page: PageRequest) {
  const names = Object.keys(sort.keys) as K[];
  const matches = db
    .$with("matches")
    .as(db.select({ id, ...Object.fromEntries(names.map((name) => [name, sql`${sort.keys[name]}`.as(name)])) }).from(table).where(where));
  const keys = Object.fromEntries(names.map((name) => [name, sql`${sql.identifier("matches")}.${sql.identifier(name)}`])) as Record<K, SQL>;
  return db
    .with(matches)
    .select({ id: matches.id, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number).as("total") })
    .from(matches)
    .orderBy(...sort.by({ ...keys, id: matches.id }))
    .limit(literalPageSize(page))
    .offset(pageOffset(page));
}

/**
 * A filtered page: the count of all matches and the rows of the page's ids, which `rowsOf` reads
 * in the list's order (by a statement built once: a search is planned for its words every time,
 * so that part stays `matchedIds`' small one). Nothing is read when nothing matched.
 */
export async function rowsOfMatches<Id, R>(
  matches: PromiseLike<Array<{ id: Id; total: number }>>,
  rowsOf: (ids: Id[]) => Promise<R[]>,
): Promise<{ count: number; rows: R[] }> {
  const found = await matches;
  if (!found.length) return { count: 0, rows: [] };
  return { count: found[0].total, rows: await rowsOf(found.map((row) => row.id)) };
}
