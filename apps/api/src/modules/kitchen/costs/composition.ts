import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type Dec, dec } from "@app/contract/decimal";
import type { Db, Tx } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";

/** What can be priced and ordered: an ingredient line, a dish, a menu, a daily ration. */
export type CostKind = "line" | "food" | "menu" | "ration";

/**
 * The ingredient lines one portion of an item is made of: one row per line per serving, so a
 * dish on two menus of a ration counts twice. Everything the kitchen derives (cost,
 * availability, what an order takes from stock) starts here. `item` may be a parameter or an
 * outer query's id column.
 */
export function compositionOf(kind: CostKind, item: SQLWrapper): SQL {
  switch (kind) {
    case "line":
      return sql`select ${item}::uuid as recipe_food_id`;
    case "food":
      return sql`select fr.recipe_food_id from food_recipe_foods fr where fr.food_id = ${item}`;
    case "menu":
      return sql`select fr.recipe_food_id from menu_foods mf
        join food_recipe_foods fr on fr.food_id = mf.food_id
        where mf.menu_id = ${item}`;
    case "ration":
      return sql`select fr.recipe_food_id from rations r
        cross join lateral (values (r.menu_breakfast_id), (r.menu_lunch_id), (r.menu_dinner_id)) as slot(menu_id)
        join menu_foods mf on mf.menu_id = slot.menu_id
        join food_recipe_foods fr on fr.food_id = mf.food_id
        where r.id = ${item}`;
  }
}

/** How much of each product `portions` portions of an item take, in recipe units. */
export async function needsOf(
  db: Db | Tx,
  kind: CostKind,
  itemId: string,
  portions: number,
): Promise<Array<{ productId: string; quantity: Dec }>> {
  const result = await db.execute(sql`
    select rf.product_id, sum(rf.count)::text as quantity
    from (${compositionOf(kind, sql`${itemId}::uuid`)}) c
    join recipe_foods rf on rf.id = c.recipe_food_id
    group by rf.product_id
    order by rf.product_id`);
  return rowsOf<{ product_id: string; quantity: string }>(result).map((row) => ({
    productId: row.product_id,
    quantity: dec(row.quantity).times(portions),
  }));
}
