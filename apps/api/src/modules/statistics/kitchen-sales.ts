import Decimal from "decimal.js";
import { type SQL, and, asc, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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
import type { Db } from "../../db/client.ts";
import { counterAgents, foodOrders, foodSections, foods, menus, rations, stockBatches, stockMovements } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import type { MediaUrl } from "../media/storage.ts";
import { type Ranked, orderTotalsOverGroups, rankedByOrders, sumOverGroups, window } from "./page.ts";
import { type Period, inPeriod, money } from "./range.ts";

/**
 * Food-order figures (reference §10, §17.2): an order's price, net price and profit are one
 * portion's, so every sum multiplies by `product_count`. Rankings count the orders not canceled;
 * the counterparty ranking and the kitchen totals count the done ones, as the reference says.
 */
const DONE = 1;
const CANCELED = -1;

export const liveFoodOrders = (period: Period) => and(ne(foodOrders.status, CANCELED), inPeriod(foodOrders.createdAt, period));
export const doneFoodOrders = (period: Period) => and(eq(foodOrders.status, DONE), inPeriod(foodOrders.createdAt, period));

/**
 * Food orders summed per `key` (if any) and portion count: every money figure starts here.
 * Σ figure × product_count is Σ (Σ figure) × product_count over these groups, the same exact
 * total for one multiplication per group instead of one per order, which is most of the cost.
 * The aliases are unique in each statement because drizzle names a subquery's fields by alias
 * alone; a sum the outer query does not use is not computed.
 */
export function portions(db: Db, where: SQL | undefined, key: SQL | PgColumn | null = null) {
  return db
    .select({
      key: sql<string>`${key ?? sql`null`}`.as("portion_key"),
      productCount: sql<number>`${foodOrders.productCount}`.as("portion_count"),
      orders: sql<string>`count(*)`.as("portion_orders"),
      price: sql<string>`sum(${foodOrders.price})`.as("portion_price"),
      netPrice: sql<string>`sum(${foodOrders.netPrice})`.as("portion_net_price"),
      profit: sql<string>`sum(${foodOrders.profit})`.as("portion_profit"),
    })
    .from(foodOrders)
    .where(where)
    .groupBy(...(key ? [key, foodOrders.productCount] : [foodOrders.productCount]))
    .as("portions");
}

type Portions = ReturnType<typeof portions>;

/** Σ figure × product_count over the portion groups aggregated together. */
export const timesPortions = (from: Portions, figure: SQL.Aliased) =>
  sql<string>`coalesce(sum(${figure} * ${from.productCount}), 0)`;

/**
 * The orders of a ranking per `key` before anything is joined to them: names are looked up
 * per group, not per order.
 */
export function ordersPer(db: Db, key: PgColumn, where: SQL | undefined) {
  const from = portions(db, and(isNotNull(key), where), key);
  return db
    .select({
      key: sql<string>`${from.key}`.as("group_key"),
      orderCount: sql<number>`sum(${from.orders})::int`.as("group_order_count"),
      revenue: timesPortions(from, from.price).as("group_revenue"),
      netPrice: timesPortions(from, from.netPrice).as("group_net_price"),
      profit: timesPortions(from, from.profit).as("group_profit"),
    })
    .from(from)
    .groupBy(from.key)
    .as("groups");
}

export function counterAgentStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPer(db, foodOrders.counterAgentId, doneFoodOrders(period));
  const { limit, offset } = window(page);
  return db
    .select({
      row: { id: counterAgents.id, name: counterAgents.name, order_count: groups.orderCount, price: groups.profit },
      all: orderTotalsOverGroups(groups.orderCount, groups.revenue, groups.profit),
    })
    .from(groups)
    .innerJoin(counterAgents, eq(counterAgents.id, groups.key))
    .orderBy(desc(groups.profit), asc(counterAgents.name), asc(counterAgents.id))
    .limit(limit)
    .offset(offset);
}

export async function counterAgentStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
): Promise<Ranked<CounterAgentStat, OrderTotals>> {
  const rows = await counterAgentStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, price: money(row.price) }));
}

/** Every food section, with or without orders of its dishes in the period. */
export function sectionStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPer(db, foodOrders.foodId, liveFoodOrders(period));
  const orderCount = sql<number>`coalesce(sum(${groups.orderCount}), 0)::int`;
  const revenue = sql<string>`coalesce(sum(${groups.revenue}), 0)`;
  const profit = sql<string>`coalesce(sum(${groups.profit}), 0)`;
  const { limit, offset } = window(page);
  return db
    .select({
      row: { id: foodSections.id, name: foodSections.name, order_count: orderCount, price: profit },
      all: orderTotalsOverGroups(orderCount, revenue, profit),
    })
    .from(foodSections)
    .leftJoin(foods, eq(foods.sectionId, foodSections.id))
    .leftJoin(groups, eq(groups.key, foods.id))
    .groupBy(foodSections.id)
    .orderBy(desc(profit), asc(foodSections.name), asc(foodSections.id))
    .limit(limit)
    .offset(offset);
}

export async function sectionStats(ctx: AppContext, period: Period, page: PageRequest): Promise<Ranked<SectionStat, OrderTotals>> {
  const rows = await sectionStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, price: money(row.price) }));
}

export function foodStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPer(db, foodOrders.foodId, liveFoodOrders(period));
  const { limit, offset } = window(page);
  return db
    .select({
      row: {
        id: foods.id,
        name: foods.name,
        section: foodSections.name,
        image: foods.image,
        order_count: groups.orderCount,
        price: groups.profit,
      },
      all: orderTotalsOverGroups(groups.orderCount, groups.revenue, groups.profit),
    })
    .from(groups)
    .innerJoin(foods, eq(foods.id, groups.key))
    .innerJoin(foodSections, eq(foodSections.id, foods.sectionId))
    .orderBy(desc(groups.profit), asc(foods.name), asc(foods.id))
    .limit(limit)
    .offset(offset);
}

export async function foodStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
  mediaUrl: MediaUrl,
): Promise<Ranked<FoodStat, OrderTotals>> {
  const rows = await foodStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, price: money(row.price), image: mediaUrl(row.image) }));
}

export function menuStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPer(db, foodOrders.menuId, liveFoodOrders(period));
  const { limit, offset } = window(page);
  return db
    .select({
      row: {
        id: menus.id,
        name: menus.name,
        image: menus.image,
        order_count: groups.orderCount,
        net_price: groups.netPrice,
        profit: groups.profit,
        gross_price: groups.revenue,
      },
      all: orderTotalsOverGroups(groups.orderCount, groups.revenue, groups.profit),
    })
    .from(groups)
    .innerJoin(menus, eq(menus.id, groups.key))
    .orderBy(desc(groups.profit), asc(menus.name), asc(menus.id))
    .limit(limit)
    .offset(offset);
}

export async function menuStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
  mediaUrl: MediaUrl,
): Promise<Ranked<MenuStat, OrderTotals>> {
  const rows = await menuStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({
    ...row,
    net_price: money(row.net_price),
    profit: money(row.profit),
    gross_price: money(row.gross_price),
    image: mediaUrl(row.image),
  }));
}

/** The five most profitable rations, each row carrying the profit of all of them. */
export function rationStatsQuery(db: Db, period: Period) {
  const groups = ordersPer(db, foodOrders.rationId, liveFoodOrders(period));
  return db
    .select({
      row: { id: rations.id, name: rations.name, order_count: groups.orderCount, price: groups.profit },
      total: sumOverGroups(groups.profit),
    })
    .from(groups)
    .innerJoin(rations, eq(rations.id, groups.key))
    .orderBy(desc(groups.profit), asc(rations.name), asc(rations.id))
    .limit(5);
}

export async function rationStats(ctx: AppContext, period: Period): Promise<RecipesStat> {
  const rows = await rationStatsQuery(ctx.db, period);
  return { total: money(rows[0]?.total), result: rows.map(({ row }) => ({ ...row, price: money(row.price) })) };
}

export function kitchenQueries(db: Db, period: Period) {
  const done = portions(db, doneFoodOrders(period));
  return {
    sales: db.select({ checkout: timesPortions(done, done.price), profit: timesPortions(done, done.profit) }).from(done),
    purchases: db
      .select({ check_in: sql<string>`coalesce(sum(${stockBatches.grossPrice}), 0)` })
      .from(stockBatches)
      .where(inPeriod(stockBatches.createdAt, period)),
    writeOffs: db
      .select({ value: sql<string>`coalesce(sum(${stockMovements.value}), 0)` })
      .from(stockMovements)
      .where(and(eq(stockMovements.kind, "write_off"), inPeriod(stockMovements.createdAt, period))),
  };
}

/** Purchases, sales and profit of the kitchen; `general_trade` adds purchases to sales as the legacy did. */
export async function kitchenStats(ctx: AppContext, period: Period): Promise<KitchenStat> {
  const queries = kitchenQueries(ctx.db, period);
  const [[sales], [purchases], [writeOffs]] = await Promise.all([queries.sales, queries.purchases, queries.writeOffs]);
  return {
    check_in: money(purchases.check_in),
    checkout: money(sales.checkout),
    profit: money(sales.profit),
    general_trade: new Decimal(sales.checkout).plus(purchases.check_in).toNumber(),
    write_off: money(writeOffs.value),
  };
}
