import { count, sql } from "drizzle-orm";
import { formatWireDate, parseIsoDate } from "@app/contract/dates";
import { type DayCount, FOOD_STATUS_NAMES, type MonthCount, type OrderKind } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import { foodOrders, hotelOrders, transportOrders } from "../../db/schema/index.ts";
import { orderStatusSql } from "../hotel-orders/status.ts";
import { type Period, dayOf, inPeriod } from "../statistics/range.ts";

/** Group by the selected day and status: the status of a stay is an expression with clock parameters. */
const BY_DAY = sql`1`;
const BY_STATUS = sql`2`;

/** Orders of each kind per day of their creation and status, canceled ones included: they are a status too. */
export async function dailyCounts(ctx: AppContext, period: Period): Promise<DayCount[]> {
  const hotelDay = dayOf(hotelOrders.createdAt);
  const hotelStatus = orderStatusSql(ctx.now());
  const foodDay = dayOf(foodOrders.createdAt);
  const tripDay = dayOf(transportOrders.createdAt);
  const [stays, meals, trips] = await Promise.all([
    ctx.db
      .select({ day: hotelDay, status: hotelStatus, count: count() })
      .from(hotelOrders)
      .where(inPeriod(hotelOrders.createdAt, period))
      .groupBy(BY_DAY, BY_STATUS),
    ctx.db
      .select({ day: foodDay, status: sql<string>`${foodOrders.status}::text`, count: count() })
      .from(foodOrders)
      .where(inPeriod(foodOrders.createdAt, period))
      .groupBy(foodDay, foodOrders.status),
    ctx.db
      .select({ day: tripDay, status: sql<string>`${transportOrders.status}`, count: count() })
      .from(transportOrders)
      .where(inPeriod(transportOrders.createdAt, period))
      .groupBy(tripDay, transportOrders.status),
  ]);
  const rows = (kind: OrderKind, list: Array<{ day: string; status: string; count: number }>, status = (value: string) => value) =>
    list.map((row) => ({ day: row.day, kind, status: status(row.status), count: row.count }));
  return [
    ...rows("hotel", stays),
    ...rows("food", meals, (value) => FOOD_STATUS_NAMES[Number(value)]),
    ...rows("transfer", trips),
  ]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ day, ...row }) => ({ date: formatWireDate(parseIsoDate(day)!), ...row }));
}

/** The daily counts added up per calendar month (yyyy-MM). */
export function monthlyCounts(days: DayCount[]): MonthCount[] {
  const months = new Map<string, MonthCount>();
  for (const day of days) {
    const month = `${day.date.slice(6, 10)}-${day.date.slice(3, 5)}`;
    const key = `${month}|${day.kind}|${day.status}`;
    const entry = months.get(key) ?? { month, kind: day.kind, status: day.status, count: 0 };
    entry.count += day.count;
    months.set(key, entry);
  }
  return [...months.values()];
}
