import { type AnyColumn, type SQL, and, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { type PageRequest, pageOffset } from "../../../http/pagination.ts";
import { rowsOf } from "../../../db/rows.ts";
import type { CostKind } from "./composition.ts";
import { costSql } from "./cost.ts";

export type CostedPageQuery = {
  kind: CostKind;
  id: AnyColumn;
  createdAt: AnyColumn;
  /** The FROM clause: the item's table and whatever the filters join. */
  from: SQL;
  /** Filters on stored columns. */
  where: Array<SQL | undefined>;
  /** Filters on the computed cost (availability, price search), given the cost row. */
  costWhere: (cost: SQL) => Array<SQL | undefined>;
  page: PageRequest;
  /** The business day stock is counted on (stockDay). */
  day: string;
};

/**
 * One page of ids of a costed catalog, newest first, and the total. The cost is computed
 * for every candidate row only when a filter needs it; otherwise the caller costs just the
 * page it shows.
 */
export async function costedPage(db: Db, query: CostedPageQuery): Promise<{ count: number; ids: string[] }> {
  const costConditions = query.costWhere(sql`c.cost`).filter((condition): condition is SQL => Boolean(condition));
  const from = costConditions.length
    ? sql`${query.from} cross join lateral (select ${costSql(query.kind, query.id, query.day)} as cost offset 0) as c`
    : query.from;
  const where = and(...query.where, ...costConditions) ?? sql`true`;
  const [page, total] = await Promise.all([
    db.execute(sql`select ${query.id} as id from ${from} where ${where}
      order by ${query.createdAt} desc, ${query.id} desc
      limit ${query.page.per_page} offset ${pageOffset(query.page)}`),
    db.execute(sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  return {
    count: rowsOf<{ total: number }>(total)[0].total,
    ids: rowsOf<{ id: string }>(page).map((row) => row.id),
  };
}
