import { type AnyColumn, type SQL, and, asc, desc, eq, isNotNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductStat, ProductTotals } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { foodOrders, kitchenMeasures, kitchenSections, products, stockBatches, stockMovements } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import type { MediaUrl } from "../media/storage.ts";
import { type Ranked, groupCount, sumOverGroups, window } from "./page.ts";
import { type Period, inPeriod, money } from "./range.ts";

/**
 * Products received, written off and used (reference §17.2). The ledger keeps recipe units, so
 * each source yields recipe-unit quantities per product and the ranking divides by the
 * product's factor: every figure is in the product's stock unit, the one its `measure` names.
 */
const stockMeasure = alias(kitchenMeasures, "stock_measure");

/** A source summed per product before the product is joined, so the ledger is read once. */
function perProduct(db: Db, productId: AnyColumn, quantity: AnyColumn, value: AnyColumn) {
  return db.select({
    productId: sql<string>`${productId}`.as("moved_product_id"),
    quantity: sql<string>`sum(${quantity})`.as("moved_quantity"),
    value: sql<string>`sum(${value})`.as("moved_value"),
  });
}

function receipts(db: Db, period: Period) {
  return perProduct(db, stockBatches.productId, stockBatches.received, stockBatches.grossPrice)
    .from(stockBatches)
    .where(inPeriod(stockBatches.createdAt, period))
    .groupBy(stockBatches.productId)
    .as("moves");
}

function writeOffs(db: Db, period: Period) {
  return perProduct(db, stockMovements.productId, stockMovements.quantity, stockMovements.value)
    .from(stockMovements)
    .where(and(eq(stockMovements.kind, "write_off"), inPeriod(stockMovements.createdAt, period)))
    .groupBy(stockMovements.productId)
    .as("moves");
}

/**
 * What orders took from stock; a canceled order's consumption went back and does not count.
 * Looking up the few canceled orders, not joining every order, is what keeps this cheap.
 */
function consumption(db: Db, period: Period) {
  const canceled = db
    .select({ id: foodOrders.id })
    .from(foodOrders)
    .where(and(eq(foodOrders.id, stockMovements.foodOrderId), eq(foodOrders.status, -1)));
  return perProduct(db, stockMovements.productId, stockMovements.quantity, stockMovements.value)
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.kind, "consumption"),
        inPeriod(stockMovements.createdAt, period),
        isNotNull(stockMovements.foodOrderId),
        notExists(canceled),
      ),
    )
    .groupBy(stockMovements.productId)
    .as("moves");
}

type Moves = ReturnType<typeof receipts>;

function productStatsQuery(db: Db, moves: Moves, sortBy: "count" | "price", page: PageRequest) {
  const quantity = sql<string>`round(${moves.quantity} / ${products.differenceMeasures}, 3)`;
  const order: SQL[] = sortBy === "count" ? [desc(quantity), desc(moves.value)] : [desc(moves.value), desc(quantity)];
  const { limit, offset } = window(page);
  return db
    .select({
      row: {
        id: products.id,
        name: products.name,
        measure: stockMeasure.abbreviation,
        section: kitchenSections.name,
        image: products.image,
        count: quantity,
        price: moves.value,
      },
      groups: groupCount(),
      price: sumOverGroups(moves.value),
    })
    .from(moves)
    .innerJoin(products, eq(products.id, moves.productId))
    .innerJoin(stockMeasure, eq(stockMeasure.id, products.measureWarehouseId))
    .innerJoin(kitchenSections, eq(kitchenSections.id, products.sectionId))
    .orderBy(...order, asc(products.name), asc(products.id))
    .limit(limit)
    .offset(offset);
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
  productStatsQuery(db, receipts(db, period), "price", page);

export const writtenOffProductStatsQuery = (db: Db, period: Period, page: PageRequest) =>
  productStatsQuery(db, writeOffs(db, period), "price", page);

export const usedProductStatsQuery = (db: Db, period: Period, page: PageRequest) =>
  productStatsQuery(db, consumption(db, period), "count", page);

export const receivedProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(receivedProductStatsQuery(ctx.db, period, page), mediaUrl);

export const writtenOffProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(writtenOffProductStatsQuery(ctx.db, period, page), mediaUrl);

export const usedProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(usedProductStatsQuery(ctx.db, period, page), mediaUrl);
