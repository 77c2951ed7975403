import { type SQL, sql } from "drizzle-orm";
import { type Diagram, type KitchenHotelMonth, type KitchenMonth, maxY } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { hotelOrders } from "../../db/schema/index.ts";
import { openCreatedSql } from "../hotels/stay-status.ts";
import { DONE_OVERALL, wholeKitchen } from "./kitchen-sales.ts";
import { type Period, inPeriod, monthLabel, monthsOf } from "./range.ts";
import { FOOD_ORDERS, HOTEL_ORDERS, STOCK_RECEIPTS, totalsIn } from "./totals.ts";

/** Monthly sums keyed by yyyy-MM; months without rows are absent and read as 0. */
async function byMonth(rows: Promise<Array<{ month: string; value: string | number }>>): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [row.month, Math.trunc(Number(row.value))]));
}

/** `value` summed per month of the rows `t` (with a `month` column) that meet `where`. */
function monthly(db: Db, rows: SQL, value: SQL, where?: SQL) {
  return db
    .select({ month: monthLabel(sql`t.month`), value: sql<string>`sum(${value})` })
    .from(sql`(${rows}) as t`)
    .where(where)
    .groupBy(sql`t.month`);
}

export function monthlyPurchasesQuery(db: Db, period: Period) {
  return monthly(db, totalsIn(STOCK_RECEIPTS, period, { byMonth: true }), sql`t.value`, wholeKitchen("receipt"));
}

export function monthlyDoneProfitQuery(db: Db, period: Period) {
  return monthly(db, totalsIn(FOOD_ORDERS, period), sql`t.profit`, DONE_OVERALL);
}

export function monthlyDoneOrdersQuery(db: Db, period: Period) {
  return monthly(db, totalsIn(FOOD_ORDERS, period), sql`t.orders`, DONE_OVERALL);
}

/**
 * A hotel order's status follows the clock, so the totals count every order not canceled: the
 * completed ones are all of them less those created in the period still open at `now`, which
 * are few (they check out later) and found by the check-out index.
 */
export function monthlyCompletedStaysQuery(db: Db, period: Period, now: Date) {
  const booked = sql`select h.month, h.orders from (${totalsIn(HOTEL_ORDERS, period)}) as h`;
  const notCompleted = sql`select business_month(${hotelOrders.createdAt}), -1 from ${hotelOrders}
    where ${openCreatedSql(now, inPeriod(hotelOrders.createdAt, period))}`;
  return monthly(db, sql`${booked} union all ${notCompleted}`, sql`t.orders`);
}

/** Purchases and done-order profit per month, truncated to whole units as the legacy chart drew them. */
export async function kitchenDiagram(ctx: AppContext, period: Period): Promise<Diagram<KitchenMonth>> {
  const [purchases, profits] = await Promise.all([
    byMonth(monthlyPurchasesQuery(ctx.db, period)),
    byMonth(monthlyDoneProfitQuery(ctx.db, period)),
  ]);
  const data = monthsOf(period).map(({ month, name }) => ({
    month,
    name,
    checkout: profits.get(month) ?? 0,
    check_in: purchases.get(month) ?? 0,
  }));
  return { data, max_y: maxY(Math.max(0, ...data.flatMap((row) => [row.checkout, row.check_in]))) };
}

/** Completed hotel orders and done food orders per month of their creation. */
export async function kitchenHotelDiagram(ctx: AppContext, period: Period): Promise<Diagram<KitchenHotelMonth>> {
  const [stays, meals] = await Promise.all([
    byMonth(monthlyCompletedStaysQuery(ctx.db, period, ctx.now())),
    byMonth(monthlyDoneOrdersQuery(ctx.db, period)),
  ]);
  const data = monthsOf(period).map(({ month, name }) => ({
    month,
    name,
    mehmonxona: stays.get(month) ?? 0,
    ovqat: meals.get(month) ?? 0,
  }));
  return { data, max_y: maxY(Math.max(0, ...data.flatMap((row) => [row.mehmonxona, row.ovqat]))) };
}
