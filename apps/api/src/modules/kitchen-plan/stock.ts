import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import { type Dec, ZERO, dec } from "@app/contract/decimal";
import type { Db, Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { products, stockBatches, units } from "../../db/schema/index.ts";
import { fefoOrder, usableOn } from "../kitchen/stock/fefo.ts";

const uuidList = (ids: string[]) => sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;

/** The dishes of some menus, each with its kitchen section. */
export async function dishesOfMenus(db: Db | Tx, menuIds: string[]) {
  if (!menuIds.length) return [];
  return rowsOf<{ menu_id: string; food: string; name: string; section: string }>(
    await db.execute(sql`
      select mf.menu_id, f.id as food, f.name, s.name as section
      from menu_foods mf join foods f on f.id = mf.food_id join food_sections s on s.id = f.section_id
      where mf.menu_id in ${uuidList(menuIds)}`),
  );
}

/** What one portion of each menu takes of each product, in the recipe unit. */
async function linesOfMenus(db: Db | Tx, menuIds: string[]): Promise<Array<{ menuId: string; productId: string; quantity: Dec }>> {
  if (!menuIds.length) return [];
  const rows = rowsOf<{ menu_id: string; product_id: string; quantity: string }>(
    await db.execute(sql`
      select mf.menu_id, rf.product_id, sum(rf.count)::text as quantity
      from menu_foods mf
      join food_recipe_foods fr on fr.food_id = mf.food_id
      join recipe_foods rf on rf.id = fr.recipe_food_id
      where mf.menu_id in ${uuidList(menuIds)}
      group by mf.menu_id, rf.product_id`),
  );
  return rows.map((row) => ({ menuId: row.menu_id, productId: row.product_id, quantity: dec(row.quantity) }));
}

/** What `portions` of each menu take of each product, in the recipe unit. */
export async function needsOfMenus(db: Db | Tx, portions: Map<string, number>): Promise<Map<string, Dec>> {
  const needs = new Map<string, Dec>();
  for (const line of await linesOfMenus(db, [...portions.keys()])) {
    const count = portions.get(line.menuId) ?? 0;
    needs.set(line.productId, (needs.get(line.productId) ?? ZERO).plus(line.quantity.times(count)));
  }
  return needs;
}

/** The products some menus' recipes take, as a subquery: sent as menu ids, not as hundreds of product ids. */
export const productsOfMenus = (menuIds: string[]): SQL => sql`(
  select rf.product_id from menu_foods mf
  join food_recipe_foods fr on fr.food_id = mf.food_id
  join recipe_foods rf on rf.id = fr.recipe_food_id
  where mf.menu_id in ${menuIds.length ? uuidList(menuIds) : sql`(null)`})`;

/** Product ids, listed or as a subquery. */
type Products = string[] | SQL;
const none = (ids: Products) => Array.isArray(ids) && !ids.length;

/** Names, units, the factor between them, and the par level (in the stock unit). */
export async function productFacts(db: Db | Tx, ids: Products) {
  if (none(ids)) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      factor: products.unitFactor,
      minStock: products.minStock,
      unit: sql<string>`(select m.abbreviation from kitchen_measures m where m.id = ${products.unitId})`,
      stockUnit: units.abbreviation,
    })
    .from(products)
    .innerJoin(units, eq(units.id, products.stockUnitId))
    .where(inArray(products.id, ids))
    .orderBy(products.name);
}

/** The batches still good on `day` (yyyy-MM-dd) with something left, first-expiring first, unlocked: what a plan reads. */
export async function usableBatches(db: Db | Tx, productIds: Products, day: string) {
  if (none(productIds)) return [];
  return db
    .select({
      id: stockBatches.id,
      productId: stockBatches.productId,
      remaining: stockBatches.remaining,
      unitPrice: stockBatches.unitPrice,
      expiryDate: stockBatches.expiryDate,
    })
    .from(stockBatches)
    .where(and(inArray(stockBatches.productId, productIds), usableOn(day)))
    .orderBy(...fefoOrder);
}
