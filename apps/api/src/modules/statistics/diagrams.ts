import { and, count, sql } from "drizzle-orm";
import { type Diagram, type KitchenHotelMonth, type KitchenMonth, maxY } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { foodOrders, hotelOrders, stockBatches } from "../../db/schema/index.ts";
import { orderStatusCondition } from "../hotel-orders/status.ts";
import { doneFoodOrders } from "./kitchen-sales.ts";
import { type Period, inPeriod, monthOf, monthsOf } from "./range.ts";

/** Monthly sums keyed by yyyy-MM; months without rows are absent and read as 0. */
async function byMonth(rows: Promise<Array<{ month: string; value: string | number }>>): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [row.month, Math.trunc(Number(row.value))]));
}

/** Purchases and done-order profit per month, truncated to whole units as the legacy chart drew them. */
export async function kitchenDiagram(ctx: AppContext, period: Period): Promise<Diagram<KitchenMonth>> {
  const batchMonth = monthOf(stockBatches.createdAt);
  const orderMonth = monthOf(foodOrders.createdAt);
  const [purchases, profits] = await Promise.all([
    byMonth(
      ctx.db
        .select({ month: batchMonth, value: sql<string>`sum(${stockBatches.grossPrice})` })
        .from(stockBatches)
        .where(inPeriod(stockBatches.createdAt, period))
        .groupBy(batchMonth),
    ),
    byMonth(
      ctx.db
        .select({ month: orderMonth, value: sql<string>`sum(${foodOrders.profit} * ${foodOrders.productCount})` })
        .from(foodOrders)
        .where(doneFoodOrders(period))
        .groupBy(orderMonth),
    ),
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
  const hotelMonth = monthOf(hotelOrders.createdAt);
  const orderMonth = monthOf(foodOrders.createdAt);
  const [stays, meals] = await Promise.all([
    byMonth(
      ctx.db
        .select({ month: hotelMonth, value: count() })
        .from(hotelOrders)
        .where(and(inPeriod(hotelOrders.createdAt, period), orderStatusCondition("Completed", ctx.now())))
        .groupBy(hotelMonth),
    ),
    byMonth(
      ctx.db.select({ month: orderMonth, value: count() }).from(foodOrders).where(doneFoodOrders(period)).groupBy(orderMonth),
    ),
  ]);
  const data = monthsOf(period).map(({ month, name }) => ({
    month,
    name,
    mehmonxona: stays.get(month) ?? 0,
    ovqat: meals.get(month) ?? 0,
  }));
  return { data, max_y: maxY(Math.max(0, ...data.flatMap((row) => [row.mehmonxona, row.ovqat]))) };
}
