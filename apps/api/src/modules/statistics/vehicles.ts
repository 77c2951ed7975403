import { eq, sql } from "drizzle-orm";
import type { OrderTotals, VehicleStat } from "@app/contract/schemas/statistics";
import type { TransferStatus } from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { vehicles } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import { type Ranked, orderTotalsOverGroups, rankedByOrders, rankedPage } from "./page.ts";
import { type Period, money } from "./range.ts";
import { TRANSFERS, totalsIn } from "./totals.ts";

const CANCELED: TransferStatus = "canceled";

/**
 * Trips booked in the period, canceled ones left out (they earned nothing), summed per vehicle
 * before the vehicle is joined; profit = gross − service fee, subtracted once per vehicle.
 */
export function vehicleStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = db
    .select({
      vehicleId: sql<string>`t.transport_id`.as("group_transport_id"),
      orderCount: sql<number>`sum(t.orders)::int`.as("group_order_count"),
      revenue: sql<string>`sum(t.gross_fee)`.as("group_revenue"),
      profit: sql<string>`sum(t.gross_fee) - sum(t.service_fee)`.as("group_profit"),
    })
    .from(sql`(${totalsIn(TRANSFERS, period)}) as t`)
    .where(sql`t.status <> ${CANCELED}`)
    .groupBy(sql`t.transport_id`)
    .having(sql`sum(t.orders) <> 0`)
    .as("groups");
  return rankedPage(
    db
      .select({
        row: {
          id: vehicles.id,
          name: vehicles.nameOfDriver,
          car: vehicles.name,
          order_count: groups.orderCount,
          revenue: groups.revenue,
          price: groups.profit,
        },
        all: orderTotalsOverGroups(groups),
      })
      .from(groups)
      .innerJoin(vehicles, eq(vehicles.id, groups.vehicleId))
      .$dynamic(),
    groups.profit,
    { name: vehicles.nameOfDriver, id: vehicles.id },
    page,
  );
}

export async function vehicleStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
): Promise<Ranked<VehicleStat, OrderTotals>> {
  const rows = await vehicleStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, revenue: money(row.revenue), price: money(row.price) }));
}
