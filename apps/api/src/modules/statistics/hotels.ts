import { asc, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import { HOTEL_PIE_COLOURS, type HotelStat, type HotelsDiagram, type OrderTotals } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { hotelOrders, hotels } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import { type Ranked, window } from "./page.ts";
import { type Period, inPeriod, money } from "./range.ts";

/**
 * Hotel orders booked (created) in the period; revenue is the stored hotel cost and profit the
 * stored markup, both fixed at booking (reference §9.4). Hotel orders cannot be canceled.
 */
const revenueSum = sql<string>`coalesce(sum(${hotelOrders.hotelCost}), 0)`;
const profitSum = sql<string>`coalesce(sum(${hotelOrders.profit}), 0)`;

export async function hotelStats(ctx: AppContext, period: Period, page: PageRequest): Promise<Ranked<HotelStat, OrderTotals>> {
  const where = inPeriod(hotelOrders.createdAt, period);
  const { limit, offset } = window(page);
  const [rows, [summary]] = await Promise.all([
    ctx.db
      .select({ id: hotels.id, name: hotels.name, order_count: count(), revenue: revenueSum, price: profitSum })
      .from(hotelOrders)
      .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
      .where(where)
      .groupBy(hotels.id)
      .orderBy(desc(profitSum), asc(hotels.name), asc(hotels.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ groups: countDistinct(hotelOrders.hotelId), order_count: count(), revenue: revenueSum, price: profitSum })
      .from(hotelOrders)
      .where(where),
  ]);
  return {
    count: summary.groups,
    totals: { order_count: summary.order_count, revenue: money(summary.revenue), price: money(summary.price) },
    results: rows.map((row) => ({ ...row, revenue: money(row.revenue), price: money(row.price) })),
  };
}

/** The pie: the four hotels with most orders in the period, out of all its orders. */
export async function hotelsDiagram(ctx: AppContext, period: Period): Promise<HotelsDiagram> {
  const where = inPeriod(hotelOrders.createdAt, period);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ name: hotels.name, value: count() })
      .from(hotelOrders)
      .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
      .where(where)
      .groupBy(hotels.id)
      .orderBy(desc(count()), asc(hotels.name), asc(hotels.id))
      .limit(HOTEL_PIE_COLOURS.length),
    ctx.db.select({ total: count() }).from(hotelOrders).where(where),
  ]);
  return { total, result: rows.map((row, index) => ({ ...row, fill: HOTEL_PIE_COLOURS[index] })) };
}
