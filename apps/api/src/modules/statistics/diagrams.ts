import { type SQL, and, count, sql } from "drizzle-orm";
import type { PgColumn, SubqueryWithSelection } from "drizzle-orm/pg-core";
import { type Diagram, type KitchenHotelMonth, type KitchenMonth, maxY } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { foodOrders, hotelOrders, stockBatches } from "../../db/schema/index.ts";
import { orderStatusCondition } from "../hotel-orders/status.ts";
import { doneFoodOrders, portions, timesPortions } from "./kitchen-sales.ts";
import { type Period, inPeriod, monthLabel, monthStart, monthsOf, utcHour } from "./range.ts";

/** Monthly sums keyed by yyyy-MM; months without rows are absent and read as 0. */
async function byMonth(rows: Promise<Array<{ month: string; value: string | number }>>): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [row.month, Math.trunc(Number(row.value))]));
}

type Hours = SubqueryWithSelection<{ hour: SQL.Aliased; value: SQL.Aliased<string | number> }, "hours">;

/** Per-hour figures (utcHour) added up per month of the business clock. */
function monthly(db: Db, hours: Hours) {
  const month = monthStart(hours.hour);
  return db.select({ month: monthLabel(month), value: sql<string>`sum(${hours.value})` }).from(hours).groupBy(month);
}

const hourOf = (column: PgColumn) => sql`${utcHour(column)}`.as("hour_start");

export function monthlyPurchasesQuery(db: Db, period: Period) {
  const hours = db
    .select({ hour: hourOf(stockBatches.createdAt), value: sql<string>`sum(${stockBatches.grossPrice})`.as("hour_value") })
    .from(stockBatches)
    .where(inPeriod(stockBatches.createdAt, period))
    .groupBy(utcHour(stockBatches.createdAt))
    .as("hours");
  return monthly(db, hours);
}

/**
 * Keyed by month, not hour: the portion sums per hour and portion count are too many groups to
 * save anything over putting each order on the business clock.
 */
export function monthlyDoneProfitQuery(db: Db, period: Period) {
  const done = portions(db, doneFoodOrders(period), monthStart(foodOrders.createdAt));
  return db
    .select({ month: monthLabel(sql`${done.key}`), value: timesPortions(done, done.profit) })
    .from(done)
    .groupBy(done.key);
}

export function monthlyDoneOrdersQuery(db: Db, period: Period) {
  const hours = db
    .select({ hour: hourOf(foodOrders.createdAt), value: count().as("hour_value") })
    .from(foodOrders)
    .where(doneFoodOrders(period))
    .groupBy(utcHour(foodOrders.createdAt))
    .as("hours");
  return monthly(db, hours);
}

export function monthlyCompletedStaysQuery(db: Db, period: Period, now: Date) {
  const hours = db
    .select({ hour: hourOf(hotelOrders.createdAt), value: count().as("hour_value") })
    .from(hotelOrders)
    .where(and(inPeriod(hotelOrders.createdAt, period), orderStatusCondition("Completed", now)))
    .groupBy(utcHour(hotelOrders.createdAt))
    .as("hours");
  return monthly(db, hours);
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
