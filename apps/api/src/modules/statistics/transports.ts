import { and, asc, count, countDistinct, desc, eq, ne, sql } from "drizzle-orm";
import type { OrderTotals, TransportStat } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { transportOrders, transports } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import { type Ranked, window } from "./page.ts";
import { type Period, inPeriod, money } from "./range.ts";

/** Trips booked in the period, canceled ones left out (reference §16.2 Fix); profit = gross − service fee. */
const revenueSum = sql<string>`coalesce(sum(${transportOrders.grossFee}), 0)`;
const profitSum = sql<string>`coalesce(sum(${transportOrders.grossFee} - ${transportOrders.serviceFee}), 0)`;

export async function transportStats(
  ctx: AppContext,
  period: Period,
  page: PageRequest,
): Promise<Ranked<TransportStat, OrderTotals>> {
  const where = and(ne(transportOrders.status, "canceled"), inPeriod(transportOrders.createdAt, period));
  const { limit, offset } = window(page);
  const [rows, [summary]] = await Promise.all([
    ctx.db
      .select({
        id: transports.id,
        name: transports.nameOfDriver,
        car: transports.name,
        order_count: count(),
        revenue: revenueSum,
        price: profitSum,
      })
      .from(transportOrders)
      .innerJoin(transports, eq(transports.id, transportOrders.transportId))
      .where(where)
      .groupBy(transports.id)
      .orderBy(desc(profitSum), asc(transports.nameOfDriver), asc(transports.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ groups: countDistinct(transportOrders.transportId), order_count: count(), revenue: revenueSum, price: profitSum })
      .from(transportOrders)
      .where(where),
  ]);
  return {
    count: summary.groups,
    totals: { order_count: summary.order_count, revenue: money(summary.revenue), price: money(summary.price) },
    results: rows.map((row) => ({ ...row, revenue: money(row.revenue), price: money(row.price) })),
  };
}
