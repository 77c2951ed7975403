import { asc, desc, eq, sql } from "drizzle-orm";
import {
  HOTEL_PIE_COLOURS,
  type HotelSlice,
  type HotelStat,
  type HotelsDiagram,
  OTHER_HOTELS,
  type OrderTotals,
} from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { hotels } from "../../db/schema/index.ts";
import type { PageRequest } from "../../http/pagination.ts";
import { type Ranked, groupCount, orderTotalsOverGroups, rankedByOrders, rankedPage, sumOverGroups } from "./page.ts";
import { type Period, money } from "./range.ts";
import { HOTEL_ORDERS, totalsIn } from "./totals.ts";

/**
 * Hotel orders booked (created) in the period, per hotel before the hotel is joined; revenue
 * is the stored hotel cost and profit the stored markup, both fixed at booking. Canceled
 * orders are not in the totals (migration 0010).
 */
function ordersPerHotel(db: Db, period: Period) {
  return db
    .select({
      hotelId: sql<string>`t.hotel_id`.as("group_hotel_id"),
      orderCount: sql<number>`sum(t.orders)::int`.as("group_order_count"),
      revenue: sql<string>`sum(t.hotel_cost)`.as("group_revenue"),
      profit: sql<string>`sum(t.profit)`.as("group_profit"),
    })
    .from(sql`(${totalsIn(HOTEL_ORDERS, period)}) as t`)
    .groupBy(sql`t.hotel_id`)
    .having(sql`sum(t.orders) <> 0`)
    .as("groups");
}

export function hotelStatsQuery(db: Db, period: Period, page: PageRequest) {
  const groups = ordersPerHotel(db, period);
  return rankedPage(
    db
      .select({
        row: { id: hotels.id, name: hotels.name, order_count: groups.orderCount, revenue: groups.revenue, price: groups.profit },
        all: orderTotalsOverGroups(groups),
      })
      .from(groups)
      .innerJoin(hotels, eq(hotels.id, groups.hotelId))
      .$dynamic(),
    groups.profit,
    hotels,
    page,
  );
}

export async function hotelStats(ctx: AppContext, period: Period, page: PageRequest): Promise<Ranked<HotelStat, OrderTotals>> {
  const rows = await hotelStatsQuery(ctx.db, period, page);
  return rankedByOrders(rows, (row) => ({ ...row, revenue: money(row.revenue), price: money(row.price) }));
}

/** The pie: the four hotels with most orders in the period, each row carrying how many hotels and orders there are in all. */
export function hotelsDiagramQuery(db: Db, period: Period) {
  const groups = ordersPerHotel(db, period);
  return db
    .select({ name: hotels.name, value: groups.orderCount, hotels: groupCount(), total: sumOverGroups(groups.orderCount) })
    .from(groups)
    .innerJoin(hotels, eq(hotels.id, groups.hotelId))
    .orderBy(desc(groups.orderCount), asc(hotels.name), asc(hotels.id))
    .limit(HOTEL_PIE_COLOURS.length);
}

export async function hotelsDiagram(ctx: AppContext, period: Period): Promise<HotelsDiagram> {
  const rows = await hotelsDiagramQuery(ctx.db, period);
  const total = money(rows[0]?.total);
  const result: HotelSlice[] = rows.map(({ name, value }, index) => ({ name, value, fill: HOTEL_PIE_COLOURS[index] }));
  const shown = result.reduce((sum, slice) => sum + slice.value, 0);
  if ((rows[0]?.hotels ?? 0) > rows.length) result.push({ ...OTHER_HOTELS, value: total - shown });
  return { total, result };
}
