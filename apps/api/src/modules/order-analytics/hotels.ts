import { type SQL, asc, desc, eq, sql } from "drizzle-orm";
import { formatIsoDate } from "@app/contract/dates";
import { type HotelOccupancy, type HotelStay, TOP_COUNTERPARTIES, type TopCounterparty } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { counterAgents, foodOrders, hotelOrderRooms, hotelOrders, hotels } from "../../db/schema/index.ts";
import { rowsOf } from "../kitchen/shared/rows.ts";
import { liveFoodOrders, ordersPer } from "../statistics/kitchen-sales.ts";
import { type Period, calendarDay, inPeriod, money, monthsOf } from "../statistics/range.ts";

const checkInDate = calendarDay(hotelOrders.checkIn);
const checkOutDate = calendarDay(hotelOrders.checkOut);
/** The nights rule of pricing (hotel-orders/pricing.ts): calendar nights, at least one. */
const nightsBetween = (checkIn: SQL, checkOut: SQL) => sql<number>`greatest(${checkOut} - ${checkIn}, 1)`;
const round2 = (value: string | null) => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * Per hotel and month of the period: room-nights booked (each booked room of each stay, its
 * nights in that month and in the period) over room-nights available (the hotel's rooms × the
 * period's days of that month). A stay's nights go to the month it starts in, found by
 * equality; only the few stays running into later months are matched against the months, so
 * the work grows with the stays, not with stays × months. Putting an instant on the business
 * clock is the costly step: `offset 0` keeps the planner from copying the conversions into
 * every expression that uses the dates, and `stays` is materialized so they are not redone
 * for each month compared.
 */
export function occupancyQuery(period: Period) {
  const from = formatIsoDate(period.from);
  const to = formatIsoDate(period.to);
  return sql`
    with bounds as (
      select m::date as month, greatest(m::date, ${from}::date) as lo,
        least((m + interval '1 month')::date, ${to}::date + 1) as hi
      from (
        select date_trunc('month', ${from}::date::timestamp) + i * interval '1 month' as m
        from generate_series(0, ${monthsOf(period).length - 1}) as i
      ) as months
    ),
    stays as materialized (
      select d.hotel_id, d.ci, d.ci + ${nightsBetween(sql`d.ci`, sql`d.co`)} as co, date_trunc('month', d.ci::timestamp)::date as first_month
      from (
        select ${hotelOrders.hotelId} as hotel_id, ${checkInDate} as ci, ${checkOutDate} as co
        from ${hotelOrders}
        join ${hotelOrderRooms} on ${hotelOrderRooms.orderId} = ${hotelOrders.id}
        where ${hotelOrders.checkIn} < ${period.end.toISOString()}::timestamptz
          and ${hotelOrders.checkOut} > ${period.start.toISOString()}::timestamptz
        offset 0
      ) as d
    ),
    crossing as materialized (select * from stays where co > (first_month + interval '1 month')::date),
    booked as (
      select n.hotel_id, n.month, sum(n.nights)::bigint as nights
      from (
        select s.hotel_id, b.month, greatest(0, least(s.co, b.hi) - greatest(s.ci, b.lo)) as nights
        from stays s join bounds b on b.month = s.first_month
        union all
        select s.hotel_id, b.month, least(s.co, b.hi) - b.lo
        from crossing s join bounds b on b.month > s.first_month and b.lo < s.co
      ) as n
      group by n.hotel_id, n.month
    ),
    capacity as (select hotel_id, count(*)::int as room_count from rooms group by hotel_id)
    select h.id as hotel_id, h.name as hotel, to_char(b.month, 'YYYY-MM') as month,
      coalesce(k.nights, 0)::int as booked_nights, (c.room_count * (b.hi - b.lo))::int as available_nights
    from ${hotels} h
    join capacity c on c.hotel_id = h.id
    cross join bounds b
    left join booked k on k.hotel_id = h.id and k.month = b.month
    order by h.name, h.id, b.month`;
}

export async function occupancy(ctx: AppContext, period: Period): Promise<HotelOccupancy[]> {
  const result = await ctx.db.execute(occupancyQuery(period));
  return rowsOf<Omit<HotelOccupancy, "rate">>(result).map((row) => ({
    ...row,
    rate: row.available_nights ? Math.round((row.booked_nights / row.available_nights) * 10_000) / 10_000 : 0,
  }));
}

/** Average nights and people of the hotel orders booked in the period, per hotel before the hotel is joined. */
export function staysQuery(db: Db, period: Period) {
  const groups = db
    .select({
      hotelId: sql<string>`${hotelOrders.hotelId}`.as("stay_hotel_id"),
      orderCount: sql<number>`count(*)::int`.as("stay_order_count"),
      averageNights: sql<string | null>`avg(${nightsBetween(checkInDate, checkOutDate)})`.as("stay_average_nights"),
      averagePeople: sql<string | null>`avg(${hotelOrders.countOfPeople})`.as("stay_average_people"),
    })
    .from(hotelOrders)
    .where(inPeriod(hotelOrders.createdAt, period))
    .groupBy(hotelOrders.hotelId)
    .as("stays");
  return db
    .select({
      hotel_id: hotels.id,
      hotel: hotels.name,
      order_count: groups.orderCount,
      average_nights: groups.averageNights,
      average_people: groups.averagePeople,
    })
    .from(groups)
    .innerJoin(hotels, eq(hotels.id, groups.hotelId))
    .orderBy(desc(groups.orderCount), asc(hotels.name), asc(hotels.id));
}

export async function stays(ctx: AppContext, period: Period): Promise<HotelStay[]> {
  const rows = await staysQuery(ctx.db, period);
  return rows.map((row) => ({ ...row, average_nights: round2(row.average_nights), average_people: round2(row.average_people) }));
}

/** The counterparties with most food orders in the period (canceled ones left out). */
export function topCounterpartiesQuery(db: Db, period: Period) {
  const groups = ordersPer(db, foodOrders.counterAgentId, liveFoodOrders(period));
  return db
    .select({
      id: counterAgents.id,
      name: counterAgents.name,
      order_count: groups.orderCount,
      revenue: groups.revenue,
      profit: groups.profit,
    })
    .from(groups)
    .innerJoin(counterAgents, eq(counterAgents.id, groups.key))
    .orderBy(desc(groups.orderCount), desc(groups.revenue), asc(counterAgents.name), asc(counterAgents.id))
    .limit(TOP_COUNTERPARTIES);
}

export async function topCounterparties(ctx: AppContext, period: Period): Promise<TopCounterparty[]> {
  const rows = await topCounterpartiesQuery(ctx.db, period);
  return rows.map((row) => ({ ...row, revenue: money(row.revenue), profit: money(row.profit) }));
}
