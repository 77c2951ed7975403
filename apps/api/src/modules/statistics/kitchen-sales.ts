import { type SQL, asc, desc, eq, sql } from "drizzle-orm";
import type {
  CounterpartyStat,
  DishStat,
  KitchenStat,
  MenuStat,
  OrderTotals,
  RationsStat,
  SectionStat,
} from "@app/contract/schemas/statistics";
import { FOOD_ORDER_STATUSES } from "@app/contract/schemas/kitchen-food-orders";
import { dec } from "@app/contract/decimal";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import {
  type FoodTotalDimension,
  type STOCK_TOTAL_KINDS,
  counterparties,
  dishSections,
  dishes,
  menus,
  rations,
} from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import type { MediaUrl } from "../media/storage.ts";
import { type Ranked, orderTotalsOverGroups, rankedByOrders, rankedPage, sumOverGroups } from "./page.ts";
import { type Period, money } from "./range.ts";
import { FOOD_ORDERS, STOCK_MOVEMENTS, STOCK_RECEIPTS, totalsIn } from "./totals.ts";

/**
 * Food-order figures read from food_order_totals, whose rows already carry each order's
 * price, net price and profit times its portions. Rankings count the orders not canceled; the
 * counterparty ranking and the kitchen totals count only the done ones, since a pending order
 * may still be canceled.
 */
const DONE = sql`t.status = ${FOOD_ORDER_STATUSES.done}`;
export const NOT_CANCELED = sql`t.status <> ${FOOD_ORDER_STATUSES.canceled}`;
/** Each done order once: the dimension every order has. */
export const DONE_OVERALL = sql`t.dimension = ${"all" satisfies FoodTotalDimension} and ${DONE}`;

/** The food-order totals of the period as `t`, to be filtered and summed per key. */
const foodTotals = (period: Period) => sql`(${totalsIn(FOOD_ORDERS, period)}) as t`;

/**
 * The orders of a ranking per key of one dimension before anything is joined to them: names
 * are looked up per group, not per order. Keys whose orders net to nothing in the period (all
 * of them outside it) are no group. The aliases are unique in each statement because drizzle
 * names a subquery's fields by alias alone.
 */
export function ordersPerKey(db: Db, period: Period, dimension: FoodTotalDimension, status: SQL) {
  return db
    .select({
      key: sql<string>`t.key_id`.as("group_key"),
      orderCount: sql<number>`sum(t.orders)::int`.as("group_order_count"),
      revenue: sql<string>`sum(t.revenue)`.as("group_revenue"),
      netPrice: sql<string>`sum(t.net_price)`.as("group_net_price"),
      profit: sql<string>`sum(t.profit)`.as("group_profit"),
    })
    .from(foodTotals(period))
    .where(sql`t.dimension = ${dimension} and ${status}`)
    .groupBy(sql`t.key_id`)
    .having(sql`sum(t.orders) <> 0`)
    .as("groups");
}

export function counterpartyStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPerKey(db, period, "counter_agent", DONE);
  return rankedPage(
    db
      .select({
        row: { id: counterparties.id, name: counterparties.name, order_count: groups.orderCount, price: groups.profit },
        all: orderTotalsOverGroups(groups),
      })
      .from(groups)
      .innerJoin(counterparties, eq(counterparties.id, groups.key))
      .$dynamic(),
    groups.profit,
    counterparties,
    page,
  );
}

export async function counterpartyStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
): Promise<Ranked<CounterpartyStat, OrderTotals>> {
  const rows = await counterpartyStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, price: money(row.price) }));
}

/** Every dish section, with or without orders of its dishes in the period. */
export function sectionStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPerKey(db, period, "food", NOT_CANCELED);
  const orderCount = sql<number>`coalesce(sum(${groups.orderCount}), 0)::int`;
  const revenue = sql<string>`coalesce(sum(${groups.revenue}), 0)`;
  const profit = sql<string>`coalesce(sum(${groups.profit}), 0)`;
  return rankedPage(
    db
      .select({
        row: { id: dishSections.id, name: dishSections.name, order_count: orderCount, price: profit },
        all: orderTotalsOverGroups({ orderCount, revenue, profit }),
      })
      .from(dishSections)
      .leftJoin(dishes, eq(dishes.sectionId, dishSections.id))
      .leftJoin(groups, eq(groups.key, dishes.id))
      .groupBy(dishSections.id)
      .$dynamic(),
    profit,
    dishSections,
    page,
  );
}

export async function sectionStats(ctx: AppContext, period: Period, page: PageRequest): Promise<Ranked<SectionStat, OrderTotals>> {
  const rows = await sectionStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, price: money(row.price) }));
}

export function dishStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPerKey(db, period, "food", NOT_CANCELED);
  return rankedPage(
    db
      .select({
        row: {
          id: dishes.id,
          name: dishes.name,
          section: dishSections.name,
          image: dishes.image,
          order_count: groups.orderCount,
          price: groups.profit,
        },
        all: orderTotalsOverGroups(groups),
      })
      .from(groups)
      .innerJoin(dishes, eq(dishes.id, groups.key))
      .innerJoin(dishSections, eq(dishSections.id, dishes.sectionId))
      .$dynamic(),
    groups.profit,
    dishes,
    page,
  );
}

export async function dishStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
  mediaUrl: MediaUrl,
): Promise<Ranked<DishStat, OrderTotals>> {
  const rows = await dishStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, price: money(row.price), image: mediaUrl(row.image) }));
}

export function menuStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPerKey(db, period, "menu", NOT_CANCELED);
  return rankedPage(
    db
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
        all: orderTotalsOverGroups(groups),
      })
      .from(groups)
      .innerJoin(menus, eq(menus.id, groups.key))
      .$dynamic(),
    groups.profit,
    menus,
    page,
  );
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
  const groups = ordersPerKey(db, period, "ration", NOT_CANCELED);
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

export async function rationStats(ctx: AppContext, period: Period): Promise<RationsStat> {
  const rows = await rationStatsQuery(ctx.db, period);
  return { total: money(rows[0]?.total), result: rows.map(({ row }) => ({ ...row, price: money(row.price) })) };
}

/** Stock totals `t` of one kind for the whole kitchen: the rows of no product count every product. */
export const wholeKitchen = (kind: (typeof STOCK_TOTAL_KINDS)[number]) => sql`t.kind = ${kind} and t.product_id is null`;

const stockValue = (db: Db, period: Period, source: Parameters<typeof totalsIn>[0], kind: (typeof STOCK_TOTAL_KINDS)[number]) =>
  db
    .select({ value: sql<string>`coalesce(sum(t.value), 0)` })
    .from(sql`(${totalsIn(source, period)}) as t`)
    .where(wholeKitchen(kind));

export function kitchenQueries(db: Db, period: Period) {
  return {
    sales: db
      .select({ checkout: sql<string>`coalesce(sum(t.revenue), 0)`, profit: sql<string>`coalesce(sum(t.profit), 0)` })
      .from(foodTotals(period))
      .where(DONE_OVERALL),
    purchases: stockValue(db, period, STOCK_RECEIPTS, "receipt"),
    writeOffs: stockValue(db, period, STOCK_MOVEMENTS, "write_off"),
  };
}

/** Purchases, sales and profit of the kitchen; `general_trade` adds purchases to sales as the legacy did. */
export async function kitchenStats(ctx: AppContext, period: Period): Promise<KitchenStat> {
  const queries = kitchenQueries(ctx.db, period);
  const [[sales], [purchases], [writeOffs]] = await Promise.all([queries.sales, queries.purchases, queries.writeOffs]);
  return {
    check_in: money(purchases.value),
    checkout: money(sales.checkout),
    profit: money(sales.profit),
    general_trade: dec(sales.checkout).plus(purchases.value).toNumber(),
    write_off: money(writeOffs.value),
  };
}
