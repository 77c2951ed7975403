import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { MissingProducts } from "@app/contract/schemas/kitchen-common";
import { type Dec, dec, moneyNumber, quantityText } from "@app/contract/decimal";
import { grossPriceOf } from "@app/contract/formulas/price";
import { stockBatches } from "../../../db/schema/index.ts";
import { fefoOrder, usableOn } from "../stock/fefo.ts";
import { type CostKind, compositionOf } from "./composition.ts";

/** The cost row as SQL builds it; quantities and money travel as text to stay exact. */
export type CostJson = {
  net_price: string;
  priced: boolean;
  available: boolean;
  portions: string;
  missing: Array<{ name: string; measure: string; missing: string }>;
};

/** A line's cost in SQL, as quantityCost() computes it: unit price × count rounded half-up to 2 places. */
export const lineCostSql = (unitPrice: SQLWrapper, count: SQLWrapper) => sql`round(${unitPrice} * ${count}, 2)`;

/** The batches a line may draw on `day`, in the order consumption takes them. */
const usableBatches = (product: SQLWrapper, day: string) =>
  sql`from ${stockBatches} where ${stockBatches.productId} = ${product} and ${usableOn(day)}`;

/**
 * One portion's cost and availability on `day` (yyyy-MM-dd), computed from the current stock on
 * every read, so it is never stale:
 * - a line's unit price comes from the first batch in consumption order (first-expiring first)
 *   not expired by `day` whose remainder covers the line, else the newest batch ever received; a
 *   product never received leaves the item unpriced;
 * - a line costs unit price × count rounded to 2 places; an item costs the sum of its lines;
 * - an item is available when, per product, the stock not expired by `day` covers what one
 *   portion needs;
 * - the stock makes as many whole portions as its scarcest product allows: the least over the
 *   products of stock div need (exact: div() truncates the numeric quotient, never a rounded one).
 * A scalar subquery answering jsonb; `item` is a parameter or an outer query's id column.
 */
export function costSql(kind: CostKind, item: SQLWrapper, day: string): SQL<CostJson> {
  return sql<CostJson>`(with lines as (
      select rf.product_id, rf.count, coalesce(
        (select ${stockBatches.unitPrice} ${usableBatches(sql`rf.product_id`, day)} and ${stockBatches.remaining} >= rf.count
          order by ${sql.join(fefoOrder, sql`, `)} limit 1),
        (select b.unit_price from stock_batches b
          where b.product_id = rf.product_id
          order by b.created_at desc, b.id desc limit 1)
      ) as unit_price
      from (${compositionOf(kind, item)}) c
      join recipe_foods rf on rf.id = c.recipe_food_id
    ), needs as (
      select l.product_id, sum(l.count) as need,
        coalesce((select sum(${stockBatches.remaining}) ${usableBatches(sql`l.product_id`, day)}), 0) as stock
      from lines l group by l.product_id
    )
    select jsonb_build_object(
      'net_price', (select coalesce(sum(${lineCostSql(sql`l.unit_price`, sql`l.count`)}), 0) from lines l)::text,
      'priced', (select coalesce(bool_and(l.unit_price is not null), false) from lines l),
      'available', (select coalesce(bool_and(n.need <= n.stock), false) from needs n),
      'portions', (select coalesce(min(div(n.stock, n.need)), 0) from needs n)::text,
      'missing', (select coalesce(jsonb_agg(jsonb_build_object(
          'name', p.name, 'measure', m.abbreviation, 'missing', (n.need - n.stock)::text) order by p.name), '[]'::jsonb)
        from needs n
        join products p on p.id = n.product_id
        join kitchen_measures m on m.id = p.measure_id
        where n.need > n.stock)
    ))`;
}

/** The availability flag of a cost row, for list filters. */
export const costAvailable = (cost: SQL) => sql`(${cost}->>'available')::boolean`;

/** The gross price of a cost row with the item's markup, as grossPriceOf() adds it, for searching by price. */
export const costGross = (cost: SQL, profit: SQLWrapper) => sql`((${cost}->>'net_price')::numeric + ${profit})`;

export type Cost = {
  netPrice: Dec;
  grossPrice: Dec;
  priced: boolean;
  available: boolean;
  portions: number;
  missing: MissingProducts;
};

/** A cost row with the item's markup: gross = net + profit. */
export function readCost(json: CostJson, profit: string | Dec): Cost {
  const netPrice = dec(json.net_price);
  const missing: MissingProducts = {};
  for (const line of json.missing) missing[line.name] = { measure: line.measure, missing: quantityText(line.missing) };
  return {
    netPrice,
    grossPrice: grossPriceOf(netPrice, profit),
    priced: json.priced,
    available: json.available,
    portions: Number(json.portions),
    missing,
  };
}

/** The wire fields every priced item carries. */
export function costFields(cost: Cost) {
  return {
    net_price: moneyNumber(cost.netPrice),
    gross_price: moneyNumber(cost.grossPrice),
    priced: cost.priced,
    status: cost.available,
    available_portions: cost.portions,
    missing_products: cost.missing,
  };
}
