import { type SQL, sql } from "drizzle-orm";
import { formatIsoDate, formatWireDate, parseIsoDate } from "@app/contract/dates";
import { type DayCount, FOOD_STATUS_NAMES, type MonthCount, ORDER_KINDS, type OrderKind } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import { hotelOrders, orderDayCounts } from "../../db/schema/index.ts";
import { rowsOf } from "../kitchen/shared/rows.ts";
import { instantParam, orderStatusSql } from "../hotel-orders/status.ts";
import { type Period, dayLabel, inPeriod } from "../statistics/range.ts";

/**
 * Orders of each kind per day of their creation and status, canceled ones included: they are a
 * status too. The day counts hold hotel orders without a status, since theirs follows the clock:
 * only the orders not yet checked out can be Planned or Active, and they are few (the check-out
 * index finds them), so they are looked up and the rest of each day's orders are Completed.
 */
export function dailyCountsQuery(period: Period, now: Date): SQL {
  const day = sql`business_day(${hotelOrders.createdAt})`;
  return sql`
    with counted as (
      select ${orderDayCounts.day} as day, ${orderDayCounts.kind} as kind, ${orderDayCounts.status} as status,
        sum(${orderDayCounts.orders}) as orders
      from ${orderDayCounts}
      where ${orderDayCounts.day} between ${formatIsoDate(period.from)}::date and ${formatIsoDate(period.to)}::date
      group by 1, 2, 3
    ),
    open as (
      select ${day} as day, ${orderStatusSql(now)} as status, count(*) as orders
      from ${hotelOrders}
      where ${hotelOrders.checkOut} > ${instantParam(now)} and ${inPeriod(hotelOrders.createdAt, period)}
      group by 1, 2
    )
    select ${dayLabel(sql`r.day`)} as day, r.kind, r.status, r.orders::int as count
    from (
      select day, kind, status, orders from counted where kind <> 'hotel'
      union all
      select day, 'hotel', status, orders from open
      union all
      select c.day, 'hotel', 'Completed', c.orders - coalesce(o.orders, 0)
      from counted c left join (select day, sum(orders) as orders from open group by day) as o on o.day = c.day
      where c.kind = 'hotel'
    ) as r
    where r.orders <> 0`;
}

type Counted = { day: string; kind: OrderKind; status: string; count: number };

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A day's rows in the order of ORDER_KINDS, then by status, so they always read the same (ISO days sort as text). */
const byDayKindStatus = (a: Counted, b: Counted) =>
  compare(a.day, b.day) || ORDER_KINDS.indexOf(a.kind) - ORDER_KINDS.indexOf(b.kind) || compare(a.status, b.status);

export async function dailyCounts(ctx: AppContext, period: Period): Promise<DayCount[]> {
  const result = await ctx.db.execute(dailyCountsQuery(period, ctx.now()));
  return rowsOf<Counted>(result)
    .map((row) => (row.kind === "food" ? { ...row, status: FOOD_STATUS_NAMES[Number(row.status)] } : row))
    .sort(byDayKindStatus)
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
