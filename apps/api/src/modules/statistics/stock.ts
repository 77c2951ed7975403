import { type SQL, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductStat, ProductTotals } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { type StockTotalKind, units, productSections, products } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import type { MediaUrl } from "../media/storage.ts";
import { type Ranked, groupCount, sumOverGroups, window } from "./page.ts";
import { type Period, money } from "./range.ts";
import { STOCK_MOVEMENTS, STOCK_RECEIPTS, type Totalled, totalsIn } from "./totals.ts";

/**
 * Products received, written off and used. The ledger keeps recipe units, so
 * each source yields recipe-unit quantities per product and the ranking divides by the
 * product's factor: every figure is in the product's stock unit, the one its `measure` names.
 */
const stockUnit = alias(units, "stock_measure");

/**
 * One kind of stock change per product in the period (recipe units): the totals already leave
 * out the consumption of canceled orders, whose stock went back.
 */
function moved(db: Db, source: Totalled, kind: StockTotalKind, period: Period) {
  return db
    .select({
      productId: sql<string>`t.product_id`.as("moved_product_id"),
      quantity: sql<string>`sum(t.quantity)`.as("moved_quantity"),
      value: sql<string>`sum(t.value)`.as("moved_value"),
    })
    .from(sql`(${totalsIn(source, period)}) as t`)
    .where(sql`t.kind = ${kind} and t.product_id is not null`)
    .groupBy(sql`t.product_id`)
    .having(sql`sum(t.quantity) <> 0 or sum(t.value) <> 0`)
    .as("moves");
}

type Moves = ReturnType<typeof moved>;

/**
 * The page is ranked with the products alone (their names break ties); units and sections are
 * looked up for its rows only, not for every product of the period.
 */
function productStatsQuery(db: Db, moves: Moves, sortBy: "count" | "price", page: PageRequest) {
  const quantity = sql<string>`round(${moves.quantity} / ${products.unitFactor}, 3)`;
  const order: SQL[] = sortBy === "count" ? [desc(quantity), desc(moves.value)] : [desc(moves.value), desc(quantity)];
  const { limit, offset } = window(page);
  const ranked = db
    .select({
      id: products.id,
      name: products.name,
      image: products.image,
      unitId: products.stockUnitId,
      sectionId: products.sectionId,
      count: quantity.as("ranked_count"),
      price: sql<string>`${moves.value}`.as("ranked_price"),
      groups: groupCount().as("ranked_groups"),
      total: sumOverGroups(moves.value).as("ranked_total"),
    })
    .from(moves)
    .innerJoin(products, eq(products.id, moves.productId))
    .orderBy(...order, asc(products.name), asc(products.id))
    .limit(limit)
    .offset(offset)
    .as("ranked");
  const pageOrder: SQL[] = sortBy === "count" ? [desc(ranked.count), desc(ranked.price)] : [desc(ranked.price), desc(ranked.count)];
  return db
    .select({
      row: {
        id: ranked.id,
        name: ranked.name,
        measure: stockUnit.abbreviation,
        section: productSections.name,
        image: ranked.image,
        count: ranked.count,
        price: ranked.price,
      },
      groups: ranked.groups,
      price: ranked.total,
    })
    .from(ranked)
    .innerJoin(stockUnit, eq(stockUnit.id, ranked.unitId))
    .innerJoin(productSections, eq(productSections.id, ranked.sectionId))
    .orderBy(...pageOrder, asc(ranked.name), asc(ranked.id));
}

/** A page past the end has no row to carry the totals and reads as empty: the route answers it with a 404. */
async function productStats(
  query: ReturnType<typeof productStatsQuery>,
  mediaUrl: MediaUrl,
): Promise<Ranked<ProductStat, ProductTotals>> {
  const rows = await query;
  return {
    count: rows[0]?.groups ?? 0,
    totals: { price: money(rows[0]?.price) },
    results: rows.map(({ row }) => ({ ...row, count: money(row.count), price: money(row.price), image: mediaUrl(row.image) })),
  };
}

export const receivedProductStatsQuery = (db: Db, period: Period, page: PageRequest) =>
  productStatsQuery(db, moved(db, STOCK_RECEIPTS, "receipt", period), "price", page);

export const writtenOffProductStatsQuery = (db: Db, period: Period, page: PageRequest) =>
  productStatsQuery(db, moved(db, STOCK_MOVEMENTS, "write_off", period), "price", page);

export const usedProductStatsQuery = (db: Db, period: Period, page: PageRequest) =>
  productStatsQuery(db, moved(db, STOCK_MOVEMENTS, "consumption", period), "count", page);

export const receivedProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(receivedProductStatsQuery(ctx.db, period, page), mediaUrl);

export const writtenOffProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(writtenOffProductStatsQuery(ctx.db, period, page), mediaUrl);

export const usedProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(usedProductStatsQuery(ctx.db, period, page), mediaUrl);
