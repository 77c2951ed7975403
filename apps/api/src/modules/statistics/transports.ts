import { asc, desc, eq, sql } from "drizzle-orm";
import type { OrderTotals, TransportStat } from "@app/contract/schemas/statistics";
import type { TransportOrderStatus } from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { transports } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import { type Ranked, orderTotalsOverGroups, rankedByOrders, window } from "./page.ts";
import { type Period, money } from "./range.ts";
import { TRANSPORT_ORDERS, totalsIn } from "./totals.ts";

const CANCELED: TransportOrderStatus = "canceled";

/**
 * Trips booked in the period, canceled ones left out (they earned nothing), summed per vehicle
 * before the vehicle is joined; profit = gross − service fee, subtracted once per vehicle.
 */
export function transportStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = db
    .select({
      transportId: sql<string>`t.transport_id`.as("group_transport_id"),
      orderCount: sql<number>`sum(t.orders)::int`.as("group_order_count"),
      revenue: sql<string>`sum(t.gross_fee)`.as("group_revenue"),
      profit: sql<string>`sum(t.gross_fee) - sum(t.service_fee)`.as("group_profit"),
    })
    .from(sql`(${totalsIn(TRANSPORT_ORDERS, period)}) as t`)
    .where(sql`t.status <> ${CANCELED}`)
    .groupBy(sql`t.transport_id`)
    .having(sql`sum(t.orders) <> 0`)
    .as("groups");
  const { limit, offset } = window(page);
  return db
    .select({
      row: {
        id: transports.id,
        name: transports.nameOfDriver,
        car: transports.name,
        order_count: groups.orderCount,
        revenue: groups.revenue,
        price: groups.profit,
      },
      all: orderTotalsOverGroups(groups.orderCount, groups.revenue, groups.profit),
    })
    .from(groups)
    .innerJoin(transports, eq(transports.id, groups.transportId))
    .orderBy(desc(groups.profit), asc(transports.nameOfDriver), asc(transports.id))
    .limit(limit)
    .offset(offset);
}

export async function transportStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
): Promise<Ranked<TransportStat, OrderTotals>> {
  const rows = await transportStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, revenue: money(row.revenue), price: money(row.price) }));
}
