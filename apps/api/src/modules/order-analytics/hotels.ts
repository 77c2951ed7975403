import { and, asc, avg, count, desc, eq, ne, sql } from "drizzle-orm";
import { BUSINESS_TIME_ZONE, formatIsoDate } from "@app/contract/dates";
import { type HotelOccupancy, type HotelStay, TOP_COUNTERPARTIES, type TopCounterparty } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import { counterAgents, foodOrders, hotelOrders, hotels } from "../../db/schema/index.ts";
import { rowsOf } from "../kitchen/shared/rows.ts";
import { type Period, inPeriod, money } from "../statistics/range.ts";

const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const checkInDate = sql`(${hotelOrders.checkIn} at time zone ${ZONE})::date`;
/** The nights rule of pricing (hotel-orders/pricing.ts): calendar nights, at least one. */
const checkOutDate = sql`greatest((${hotelOrders.checkOut} at time zone ${ZONE})::date, ${checkInDate} + 1)`;
const round2 = (value: string | null) => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * Per hotel and month of the period: room-nights booked (each booked room of each stay, its
 * nights in that month and in the period) over room-nights available (the hotel's rooms × the
 * period's days of that month). Each stay is split over the months it touches, so the work
 * grows with the stays, not with stays × months.
 */
export async function occupancy(ctx: AppContext, period: Period): Promise<HotelOccupancy[]> {
  const from = formatIsoDate(period.from);
  const to = formatIsoDate(period.to);
  const result = await ctx.db.execute(sql`
    with bounds as (
      select m::date as month, greatest(m::date, ${from}::date) as lo,
        least((m + interval '1 month')::date, ${to}::date + 1) as hi
      from generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date), interval '1 month') as m
    ),
    stays as (
      select ${hotelOrders.hotelId} as hotel_id, ${checkInDate} as ci, ${checkOutDate} as co, r.room_count
      from ${hotelOrders}
      join lateral (select count(*)::int as room_count from hotel_order_rooms where order_id = ${hotelOrders.id}) as r on true
      where ${hotelOrders.checkIn} < ${period.end.toISOString()}::timestamptz
        and ${hotelOrders.checkOut} > ${period.start.toISOString()}::timestamptz
    ),
    booked as (
      select s.hotel_id, b.month, sum(s.room_count * greatest(0, least(s.co, b.hi) - greatest(s.ci, b.lo)))::bigint as nights
      from stays s
      join bounds b on b.month >= date_trunc('month', s.ci)::date and b.month <= date_trunc('month', s.co - 1)::date
      group by s.hotel_id, b.month
    ),
    capacity as (select hotel_id, count(*)::int as room_count from rooms group by hotel_id)
    select h.id as hotel_id, h.name as hotel, to_char(b.month, 'YYYY-MM') as month,
      coalesce(k.nights, 0)::int as booked_nights, (c.room_count * (b.hi - b.lo))::int as available_nights
    from ${hotels} h
    join capacity c on c.hotel_id = h.id
    cross join bounds b
    left join booked k on k.hotel_id = h.id and k.month = b.month
    order by h.name, h.id, b.month`);
  return rowsOf<Omit<HotelOccupancy, "rate">>(result).map((row) => ({
    ...row,
    rate: row.available_nights ? Math.round((row.booked_nights / row.available_nights) * 10_000) / 10_000 : 0,
  }));
}

/** Average nights and people of the hotel orders booked in the period, per hotel. */
export async function stays(ctx: AppContext, period: Period): Promise<HotelStay[]> {
  const rows = await ctx.db
    .select({
      hotel_id: hotels.id,
      hotel: hotels.name,
      order_count: count(),
      average_nights: avg(sql`${checkOutDate} - ${checkInDate}`),
      average_people: avg(hotelOrders.countOfPeople),
    })
    .from(hotelOrders)
    .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
    .where(inPeriod(hotelOrders.createdAt, period))
    .groupBy(hotels.id)
    .orderBy(desc(count()), asc(hotels.name), asc(hotels.id));
  return rows.map((row) => ({ ...row, average_nights: round2(row.average_nights), average_people: round2(row.average_people) }));
}

/** The counterparties with most food orders in the period (canceled ones left out). */
export async function topCounterparties(ctx: AppContext, period: Period): Promise<TopCounterparty[]> {
  const revenue = sql<string>`sum(${foodOrders.price} * ${foodOrders.productCount})`;
  const profit = sql<string>`sum(${foodOrders.profit} * ${foodOrders.productCount})`;
  const rows = await ctx.db
    .select({ id: counterAgents.id, name: counterAgents.name, order_count: count(), revenue, profit })
    .from(foodOrders)
    .innerJoin(counterAgents, eq(counterAgents.id, foodOrders.counterAgentId))
    .where(and(ne(foodOrders.status, -1), inPeriod(foodOrders.createdAt, period)))
    .groupBy(counterAgents.id)
    .orderBy(desc(count()), desc(revenue), asc(counterAgents.name), asc(counterAgents.id))
    .limit(TOP_COUNTERPARTIES);
  return rows.map((row) => ({ ...row, revenue: money(row.revenue), profit: money(row.profit) }));
}
