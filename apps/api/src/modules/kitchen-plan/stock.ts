import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import { type Dec, ZERO, dec } from "@app/contract/decimal";
import type { Db, Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { products, stockBatches, units } from "../../db/schema/index.ts";
import { lineCostSql } from "../kitchen/costs/cost.ts";
import { fefoOrder, fefoTaken, fefoWindow, usableOn } from "../kitchen/stock/fefo.ts";

const uuidList = (ids: string[]) => sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;

/** Some menus with their names and dishes, each dish with its kitchen section; a menu without dishes has one row of nulls. */
export async function menusWithDishes(db: Db | Tx, menuIds: string[]) {
  if (!menuIds.length) return [];
  return rowsOf<{ menu_id: string; menu_name: string; food: string | null; name: string | null; section: string | null }>(
    await db.execute(sql`
      select m.id as menu_id, m.name as menu_name, f.id as food, f.name, s.name as section
      from menus m
      left join menu_foods mf on mf.menu_id = m.id
      left join foods f on f.id = mf.food_id
      left join food_sections s on s.id = f.section_id
      where m.id in ${uuidList(menuIds)}`),
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

/** What a plan shows of one product: amounts in the recipe unit and money as exact text. */
export type ProductOnHand = {
  id: string;
  name: string;
  stock_unit: string;
  factor: string;
  required: string;
  available: string;
  cost: string;
  batches: Array<{ batch: string; taken: string; expiry_date: string | null }>;
};

/**
 * Per product `portions` of each menu take, in one statement: what they need, the stock still
 * good on `day`, what each batch gives first-expiring first, and the cost: each batch's part at
 * its price, and what the stock lacks at the price of the last usable batch, each rounded as
 * quantityCost() rounds. Unlocked: what a plan reads.
 */
export async function productsOnHand(db: Db | Tx, portions: Map<string, number>, day: string): Promise<ProductOnHand[]> {
  if (!portions.size) return [];
  const wanted = sql.join([...portions].map(([menuId, count]) => sql`(${menuId}::uuid, ${count}::int)`), sql`, `);
  return rowsOf<ProductOnHand>(
    await db.execute(sql`
      with wanted(menu_id, portions) as (values ${wanted}),
      need as (
        select rf.product_id, sum(rf.count * w.portions) as required
        from wanted w
        join menu_foods mf on mf.menu_id = w.menu_id
        join food_recipe_foods fr on fr.food_id = mf.food_id
        join recipe_foods rf on rf.id = fr.recipe_food_id
        group by rf.product_id
      ),
      taken as (
        select ${stockBatches.id} as id, ${stockBatches.productId} as product_id, ${stockBatches.remaining} as remaining,
          ${stockBatches.unitPrice} as unit_price, ${stockBatches.expiryDate} as expiry_date,
          row_number() over fefo as position,
          ${fefoTaken(sql`need.required`)} as taken,
          last_value(${stockBatches.unitPrice}) over (fefo rows between unbounded preceding and unbounded following) as last_price
        from ${stockBatches} join need on need.product_id = ${stockBatches.productId}
        where ${usableOn(day)}
        ${fefoWindow}
      )
      select ${products.id} as id, ${products.name} as name, ${units.abbreviation} as stock_unit, ${products.unitFactor}::text as factor,
        need.required::text as required,
        coalesce(sum(t.remaining), 0)::text as available,
        (coalesce(sum(${lineCostSql(sql`t.unit_price`, sql`t.taken`)}) filter (where t.taken > 0), 0)
          + coalesce(${lineCostSql(sql`max(t.last_price)`, sql`greatest(need.required - coalesce(sum(t.remaining), 0), 0)`)}, 0))::text as cost,
        coalesce(jsonb_agg(jsonb_build_object('batch', t.id, 'taken', t.taken::text, 'expiry_date', t.expiry_date) order by t.position)
          filter (where t.taken > 0), '[]'::jsonb) as batches
      from need
      join ${products} on ${products.id} = need.product_id
      join ${units} on ${units.id} = ${products.stockUnitId}
      left join taken t on t.product_id = need.product_id
      group by ${products.id}, ${products.name}, ${units.abbreviation}, ${products.unitFactor}, need.required
      order by ${products.name}`),
  );
}
