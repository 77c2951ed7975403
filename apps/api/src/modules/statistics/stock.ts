import { type SQL, and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductStat, ProductTotals } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { foodOrders, kitchenMeasures, kitchenSections, products, stockBatches, stockMovements } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import type { MediaUrl } from "../media/storage.ts";
import { type Ranked, window } from "./page.ts";
import { type Period, inPeriod, money } from "./range.ts";

/**
 * Products received, written off and used (reference §17.2). The ledger keeps recipe units, so
 * each source yields recipe-unit quantities and the grouping divides by the product's factor:
 * every figure is in the product's stock unit, the one its `measure` names.
 */
const stockMeasure = alias(kitchenMeasures, "stock_measure");

function receipts(ctx: AppContext, period: Period) {
  return ctx.db
    .select({
      productId: stockBatches.productId,
      quantity: sql<string>`${stockBatches.received}`.as("quantity"),
      value: sql<string>`${stockBatches.grossPrice}`.as("value"),
    })
    .from(stockBatches)
    .where(inPeriod(stockBatches.createdAt, period))
    .as("moves");
}

function writeOffs(ctx: AppContext, period: Period) {
  return ctx.db
    .select({
      productId: stockMovements.productId,
      quantity: sql<string>`${stockMovements.quantity}`.as("quantity"),
      value: sql<string>`${stockMovements.value}`.as("value"),
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.kind, "write_off"), inPeriod(stockMovements.createdAt, period)))
    .as("moves");
}

/** What orders took from stock; a canceled order's consumption went back and does not count. */
function consumption(ctx: AppContext, period: Period) {
  return ctx.db
    .select({
      productId: stockMovements.productId,
      quantity: sql<string>`${stockMovements.quantity}`.as("quantity"),
      value: sql<string>`${stockMovements.value}`.as("value"),
    })
    .from(stockMovements)
    .innerJoin(foodOrders, eq(foodOrders.id, stockMovements.foodOrderId))
    .where(
      and(eq(stockMovements.kind, "consumption"), ne(foodOrders.status, -1), inPeriod(stockMovements.createdAt, period)),
    )
    .as("moves");
}

type Moves = ReturnType<typeof receipts>;

async function productStats(
  ctx: AppContext,
  moves: Moves,
  sortBy: "count" | "price",
  page: PageRequest,
  mediaUrl: MediaUrl,
): Promise<Ranked<ProductStat, ProductTotals>> {
  const quantity = sql<string>`round(sum(${moves.quantity}) / ${products.differenceMeasures}, 3)`;
  const value = sql<string>`sum(${moves.value})`;
  const order: SQL[] = sortBy === "count" ? [desc(quantity), desc(value)] : [desc(value), desc(quantity)];
  const { limit, offset } = window(page);
  const [rows, [summary]] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        name: products.name,
        measure: stockMeasure.abbreviation,
        section: kitchenSections.name,
        image: products.image,
        count: quantity,
        price: value,
      })
      .from(moves)
      .innerJoin(products, eq(products.id, moves.productId))
      .innerJoin(stockMeasure, eq(stockMeasure.id, products.measureWarehouseId))
      .innerJoin(kitchenSections, eq(kitchenSections.id, products.sectionId))
      .groupBy(products.id, stockMeasure.id, kitchenSections.id)
      .orderBy(...order, asc(products.name), asc(products.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ groups: sql<number>`count(distinct ${moves.productId})::int`, price: sql<string>`coalesce(sum(${moves.value}), 0)` })
      .from(moves),
  ]);
  return {
    count: summary.groups,
    totals: { price: money(summary.price) },
    results: rows.map((row) => ({ ...row, count: money(row.count), price: money(row.price), image: mediaUrl(row.image) })),
  };
}

export const receivedProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(ctx, receipts(ctx, period), "price", page, mediaUrl);

export const writtenOffProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(ctx, writeOffs(ctx, period), "price", page, mediaUrl);

export const usedProductStats = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) =>
  productStats(ctx, consumption(ctx, period), "count", page, mediaUrl);
