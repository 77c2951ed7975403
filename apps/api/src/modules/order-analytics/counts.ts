import { type SQL, sql } from "drizzle-orm";
import { formatIsoDate } from "@app/contract/dates";
import { type DayCount, FOOD_STATUS_NAMES, type MonthCount, ORDER_KINDS } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import { rowsOf } from "../../db/rows.ts";
import { hotelOrders, orderDayCounts } from "../../db/schema/index.ts";
import { openCreatedSql, orderStatusSql } from "../hotels/stay-status.ts";
import { type Period, inPeriod } from "../statistics/public.ts";

/**
 * Orders of each kind per day of their creation and status, canceled ones included: they are a
 * status too. The day counts hold hotel orders without a status (canceled ones apart), since
 * theirs follows the clock: only the open orders can be Planned or Active, and they are few
 * (the check-out index finds them), so they are looked up and the rest of each day's are Completed.
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
      where ${openCreatedSql(now, inPeriod(hotelOrders.createdAt, period))}
      group by 1, 2
    )
    select coalesce(json_agg(json_build_array(to_char(r.day, 'DD.MM.YYYY'), r.kind, r.status, r.orders::int)
        order by r.day, array_position(${ORDER_KIND_ARRAY}, r.kind), r.status collate "C"), '[]') as days
    from (
      select day, kind, ${FOOD_STATUS_NAME} as status, orders from counted where kind = 'food'
      union all
      select day, kind, status, orders from counted where kind not in ('hotel', 'food') or (kind = 'hotel' and status = 'Canceled')
      union all
      select day, 'hotel', status, orders from open
      union all
      select c.day, 'hotel', 'Completed', c.orders - coalesce(o.orders, 0)
      from counted c left join (select day, sum(orders) as orders from open group by day) as o on o.day = c.day
      where c.kind = 'hotel' and c.status = ''
    ) as r
    where r.orders <> 0`;
}

/**
 * The kinds' order and the food statuses' names (stored as numbers) in SQL: the day rows come
 * sorted as one JSON value of [date, kind, status, count] arrays, which costs far less to build
 * and read than thousands of rows or objects.
 */
const ORDER_KIND_ARRAY = sql`array[${sql.join(
  ORDER_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}]::text[]`;
const FOOD_STATUS_NAME = sql`(case status ${sql.join(
  Object.entries(FOOD_STATUS_NAMES).map(([value, name]) => sql`when ${value} then ${name}`),
  sql` `,
)} end)`;

export async function dailyCounts(ctx: AppContext, period: Period): Promise<DayCount[]> {
  const [{ days }] = rowsOf<{ days: Array<[string, DayCount["kind"], string, number]> }>(
    await ctx.db.execute(dailyCountsQuery(period, ctx.now())),
  );
  return days.map(([date, kind, status, count]) => ({ date, kind, status, count }));
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
