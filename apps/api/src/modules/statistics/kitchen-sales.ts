import Decimal from "decimal.js";
import { type SQL, and, asc, count, countDistinct, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type {
  CounterAgentStat,
  FoodStat,
  KitchenStat,
  MenuStat,
  OrderTotals,
  RecipesStat,
  SectionStat,
} from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { counterAgents, foodOrders, foodSections, foods, menus, rations, stockBatches, stockMovements } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import type { MediaUrl } from "../media/storage.ts";
import { type Ranked, window } from "./page.ts";
import { type Period, inPeriod, money } from "./range.ts";

/**
 * Food-order figures (reference §10, §17.2): an order's price, net price and profit are one
 * portion's, so every sum multiplies by `product_count`. Rankings count the orders not canceled;
 * the counterparty ranking and the kitchen totals count the done ones, as the reference says.
 */
const DONE = 1;
const CANCELED = -1;

const sumOf = (column: typeof foodOrders.price | typeof foodOrders.profit | typeof foodOrders.netPrice) =>
  sql<string>`coalesce(sum(${column} * ${foodOrders.productCount}), 0)`;
const profitSum = sumOf(foodOrders.profit);

const live = (period: Period) => and(ne(foodOrders.status, CANCELED), inPeriod(foodOrders.createdAt, period));
export const doneFoodOrders = (period: Period) => and(eq(foodOrders.status, DONE), inPeriod(foodOrders.createdAt, period));

async function orderTotals(ctx: AppContext, where: SQL | undefined, groupKey: SQL) {
  const [row] = await ctx.db
    .select({
      groups: countDistinct(groupKey),
      order_count: count(),
      revenue: sumOf(foodOrders.price),
      price: profitSum,
    })
    .from(foodOrders)
    .where(where);
  return {
    groups: row.groups,
    totals: { order_count: row.order_count, revenue: money(row.revenue), price: money(row.price) } satisfies OrderTotals,
  };
}

export async function counterAgentStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
): Promise<Ranked<CounterAgentStat, OrderTotals>> {
  const where = and(doneFoodOrders(period), isNotNull(foodOrders.counterAgentId));
  const { limit, offset } = window(page);
  const [rows, { groups, totals }] = await Promise.all([
    ctx.db
      .select({ id: counterAgents.id, name: counterAgents.name, order_count: count(), price: profitSum })
      .from(foodOrders)
      .innerJoin(counterAgents, eq(counterAgents.id, foodOrders.counterAgentId))
      .where(where)
      .groupBy(counterAgents.id)
      .orderBy(desc(profitSum), asc(counterAgents.name), asc(counterAgents.id))
      .limit(limit)
      .offset(offset),
    orderTotals(ctx, where, sql`${foodOrders.counterAgentId}`),
  ]);
  return { count: groups, totals, results: rows.map((row) => ({ ...row, price: money(row.price) })) };
}

/** Every food section, with or without orders of its dishes in the period. */
export async function sectionStats(ctx: AppContext, period: Period, page: PageRequest): Promise<Ranked<SectionStat, OrderTotals>> {
  const { limit, offset } = window(page);
  const [rows, [{ total }], { totals }] = await Promise.all([
    ctx.db
      .select({ id: foodSections.id, name: foodSections.name, order_count: count(foodOrders.id), price: profitSum })
      .from(foodSections)
      .leftJoin(foods, eq(foods.sectionId, foodSections.id))
      .leftJoin(foodOrders, and(eq(foodOrders.foodId, foods.id), live(period)))
      .groupBy(foodSections.id)
      .orderBy(desc(profitSum), asc(foodSections.name), asc(foodSections.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(foodSections),
    orderTotals(ctx, and(live(period), isNotNull(foodOrders.foodId)), sql`${foodOrders.foodId}`),
  ]);
  return { count: total, totals, results: rows.map((row) => ({ ...row, price: money(row.price) })) };
}

export async function foodStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
  mediaUrl: MediaUrl,
): Promise<Ranked<FoodStat, OrderTotals>> {
  const where = and(live(period), isNotNull(foodOrders.foodId));
  const { limit, offset } = window(page);
  const [rows, { groups, totals }] = await Promise.all([
    ctx.db
      .select({
        id: foods.id,
        name: foods.name,
        section: foodSections.name,
        image: foods.image,
        order_count: count(),
        price: profitSum,
      })
      .from(foodOrders)
      .innerJoin(foods, eq(foods.id, foodOrders.foodId))
      .innerJoin(foodSections, eq(foodSections.id, foods.sectionId))
      .where(where)
      .groupBy(foods.id, foodSections.id)
      .orderBy(desc(profitSum), asc(foods.name), asc(foods.id))
      .limit(limit)
      .offset(offset),
    orderTotals(ctx, where, sql`${foodOrders.foodId}`),
  ]);
  return {
    count: groups,
    totals,
    results: rows.map((row) => ({ ...row, price: money(row.price), image: mediaUrl(row.image) })),
  };
}

export async function menuStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
  mediaUrl: MediaUrl,
): Promise<Ranked<MenuStat, OrderTotals>> {
  const where = and(live(period), isNotNull(foodOrders.menuId));
  const { limit, offset } = window(page);
  const [rows, { groups, totals }] = await Promise.all([
    ctx.db
      .select({
        id: menus.id,
        name: menus.name,
        image: menus.image,
        order_count: count(),
        net_price: sumOf(foodOrders.netPrice),
        profit: profitSum,
        gross_price: sumOf(foodOrders.price),
      })
      .from(foodOrders)
      .innerJoin(menus, eq(menus.id, foodOrders.menuId))
      .where(where)
      .groupBy(menus.id)
      .orderBy(desc(profitSum), asc(menus.name), asc(menus.id))
      .limit(limit)
      .offset(offset),
    orderTotals(ctx, where, sql`${foodOrders.menuId}`),
  ]);
  return {
    count: groups,
    totals,
    results: rows.map((row) => ({
      ...row,
      net_price: money(row.net_price),
      profit: money(row.profit),
      gross_price: money(row.gross_price),
      image: mediaUrl(row.image),
    })),
  };
}

/** The five most profitable rations, and the profit of all of them. */
export async function rationStats(ctx: AppContext, period: Period): Promise<RecipesStat> {
  const where = and(live(period), isNotNull(foodOrders.rationId));
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ id: rations.id, name: rations.name, order_count: count(), price: profitSum })
      .from(foodOrders)
      .innerJoin(rations, eq(rations.id, foodOrders.rationId))
      .where(where)
      .groupBy(rations.id)
      .orderBy(desc(profitSum), asc(rations.name), asc(rations.id))
      .limit(5),
    ctx.db.select({ total: profitSum }).from(foodOrders).where(where),
  ]);
  return { total: money(total), result: rows.map((row) => ({ ...row, price: money(row.price) })) };
}

/** Purchases, sales and profit of the kitchen; `general_trade` adds purchases to sales as the legacy did. */
export async function kitchenStats(ctx: AppContext, period: Period): Promise<KitchenStat> {
  const [[sales], [purchases], [writeOffs]] = await Promise.all([
    ctx.db.select({ checkout: sumOf(foodOrders.price), profit: profitSum }).from(foodOrders).where(doneFoodOrders(period)),
    ctx.db
      .select({ check_in: sql<string>`coalesce(sum(${stockBatches.grossPrice}), 0)` })
      .from(stockBatches)
      .where(inPeriod(stockBatches.createdAt, period)),
    ctx.db
      .select({ value: sql<string>`coalesce(sum(${stockMovements.value}), 0)` })
      .from(stockMovements)
      .where(and(eq(stockMovements.kind, "write_off"), inPeriod(stockMovements.createdAt, period))),
  ]);
  return {
    check_in: money(purchases.check_in),
    checkout: money(sales.checkout),
    profit: money(sales.profit),
    general_trade: new Decimal(sales.checkout).plus(purchases.check_in).toNumber(),
    write_off: money(writeOffs.value),
  };
}
