import { type SQL, count, sql } from "drizzle-orm";
import type { PgColumn, PgTable, SubqueryWithSelection } from "drizzle-orm/pg-core";
import { formatWireDate, parseIsoDate } from "@app/contract/dates";
import { type DayCount, FOOD_STATUS_NAMES, type MonthCount, type OrderKind } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { foodOrders, hotelOrders, transportOrders } from "../../db/schema/index.ts";
import { orderStatusSql } from "../hotel-orders/status.ts";
import { type Period, calendarDay, dayLabel, inPeriod, utcHour } from "../statistics/range.ts";

type Hours = SubqueryWithSelection<{ hour: SQL.Aliased; status: SQL.Aliased<string>; count: SQL.Aliased<number> }, "hours">;

/** Orders per UTC hour and status (see utcHour), added up per day of the business clock. */
function daily(db: Db, hours: Hours) {
  const day = calendarDay(hours.hour);
  return db
    .select({ day: dayLabel(day), status: hours.status, count: sql<number>`sum(${hours.count})::int` })
    .from(hours)
    .groupBy(day, hours.status);
}

/** Grouped by position: the status of a stay is an expression with clock parameters. */
const BY_HOUR_AND_STATUS = [sql`1`, sql`2`];

/** Orders of each kind per day of their creation and status. */
export function dailyCountQueries(db: Db, period: Period, now: Date) {
  const perHour = (table: PgTable, created: PgColumn, status: SQL) =>
    db
      .select({
        hour: sql`${utcHour(created)}`.as("hour_start"),
        status: sql<string>`${status}`.as("hour_status"),
        count: count().as("hour_count"),
      })
      .from(table)
      .where(inPeriod(created, period))
      .groupBy(...BY_HOUR_AND_STATUS)
      .as("hours");
  return {
    stays: daily(db, perHour(hotelOrders, hotelOrders.createdAt, orderStatusSql(now))),
    meals: daily(db, perHour(foodOrders, foodOrders.createdAt, sql`${foodOrders.status}::text`)),
    trips: daily(db, perHour(transportOrders, transportOrders.createdAt, sql`${transportOrders.status}`)),
  };
}

/** Orders of each kind per day of their creation and status, canceled ones included: they are a status too. */
export async function dailyCounts(ctx: AppContext, period: Period): Promise<DayCount[]> {
  const queries = dailyCountQueries(ctx.db, period, ctx.now());
  const [stays, meals, trips] = await Promise.all([queries.stays, queries.meals, queries.trips]);
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
