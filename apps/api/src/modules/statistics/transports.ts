import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { OrderTotals, TransportStat } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { transportOrders, transports } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import { type Ranked, orderTotalsOverGroups, rankedByOrders, window } from "./page.ts";
import { type Period, inPeriod, money } from "./range.ts";

/**
 * Trips booked in the period, canceled ones left out (reference §16.2 Fix), summed per vehicle
 * before the vehicle is joined; profit = gross − service fee, subtracted once per vehicle.
 */
export function transportStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = db
    .select({
      transportId: sql<string>`${transportOrders.transportId}`.as("group_transport_id"),
      orderCount: sql<number>`count(*)::int`.as("group_order_count"),
      revenue: sql<string>`sum(${transportOrders.grossFee})`.as("group_revenue"),
      profit: sql<string>`sum(${transportOrders.grossFee}) - sum(${transportOrders.serviceFee})`.as("group_profit"),
    })
    .from(transportOrders)
    .where(and(ne(transportOrders.status, "canceled"), inPeriod(transportOrders.createdAt, period)))
    .groupBy(transportOrders.transportId)
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
