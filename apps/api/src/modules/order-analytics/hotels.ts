import { type SQL, asc, desc, eq, sql } from "drizzle-orm";
import { type CalendarDate, addDays, formatIsoDate } from "@app/contract/dates";
import { type HotelOccupancy, type HotelStay, TOP_COUNTERPARTIES, type TopCounterparty } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { counterparties, hotelRoomMonthNights, hotelRoomNights, hotels, rooms } from "../../db/schema/index.ts";
import { rowsOf } from "../../db/rows.ts";
import { HOTEL_ORDERS, NOT_CANCELED, type Period, money, monthsOf, ordersPerKey, totalsIn } from "../statistics/public.ts";

const round2 = (value: string) => Math.round(Number(value) * 100) / 100;

/**
 * Rooms booked per hotel, night and month of the period: the months it holds whole from their
 * totals, the nights of the others one by one.
 */
function bookedNights(period: Period): SQL {
  const whole = wholeMonths(period);
  const nights = (from: CalendarDate, to: CalendarDate) =>
    sql`select ${hotelRoomNights.hotelId} as hotel_id, date_trunc('month', ${hotelRoomNights.night})::date as month, ${hotelRoomNights.rooms} as rooms
      from ${hotelRoomNights} where ${hotelRoomNights.night} between ${formatIsoDate(from)}::date and ${formatIsoDate(to)}::date`;
  if (!whole) return nights(period.from, period.to);
  return sql.join(
    [
      sql`select ${hotelRoomMonthNights.hotelId} as hotel_id, ${hotelRoomMonthNights.month} as month, ${hotelRoomMonthNights.rooms} as rooms
        from ${hotelRoomMonthNights}
        where ${hotelRoomMonthNights.month} between ${formatIsoDate(whole.first)}::date and ${formatIsoDate(whole.last)}::date`,
      ...(period.from.day === 1 ? [] : [nights(period.from, addDays(whole.first, -1))]),
      ...(whole.next.year * 12 + whole.next.month > period.to.year * 12 + period.to.month ? [] : [nights(whole.next, period.to)]),
    ],
    sql` union all `,
  );
}

/** The first and last month (their first days) the period holds whole, and the day after them; null if none. */
function wholeMonths(period: Period) {
  const monthAfter = (date: CalendarDate) =>
    date.month === 12 ? { year: date.year + 1, month: 1, day: 1 } : { year: date.year, month: date.month + 1, day: 1 };
  const first = period.from.day === 1 ? period.from : monthAfter(period.from);
  const next = addDays(period.to, 1).day === 1 ? addDays(period.to, 1) : { ...period.to, day: 1 };
  if (first.year * 12 + first.month >= next.year * 12 + next.month) return null;
  const last = addDays(next, -1);
  return { first, last: { ...last, day: 1 }, next };
}

/**
 * Per hotel and month of the period: room-nights booked (each booked room of each stay, its
 * nights in that month and in the period) over room-nights available (the hotel's rooms × the
 * period's days of that month). Every hotel with rooms has a row for every month, booked or not.
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
    booked as (
      select n.hotel_id, n.month, sum(n.rooms) as nights
      from (${bookedNights(period)}) as n
      group by 1, 2
    ),
    capacity as (select ${rooms.hotelId} as hotel_id, count(*)::int as room_count from ${rooms} group by ${rooms.hotelId})
    select coalesce(json_agg(json_build_array(h.id, h.name, to_char(b.month, 'YYYY-MM'),
        coalesce(k.nights, 0)::int, (c.room_count * (b.hi - b.lo))::int)
        order by h.name, h.id, b.month), '[]') as rows
    from ${hotels} h
    join capacity c on c.hotel_id = h.id
    cross join bounds b
    left join booked k on k.hotel_id = h.id and k.month = b.month`;
}

/**
 * The rows come as one JSON value of [hotel id, hotel, month, booked, available] arrays: a row
 * per hotel and month is many rows or objects to build and read one by one.
 */
export async function occupancy(ctx: AppContext, period: Period): Promise<HotelOccupancy[]> {
  const [{ rows }] = rowsOf<{ rows: Array<[string, string, string, number, number]> }>(await ctx.db.execute(occupancyQuery(period)));
  return rows.map(([hotel_id, hotel, month, booked_nights, available_nights]) => ({
    hotel_id,
    hotel,
    month,
    booked_nights,
    available_nights,
    rate: available_nights ? Math.round((booked_nights / available_nights) * 10_000) / 10_000 : 0,
  }));
}

/** Average nights and people of the hotel orders booked in the period, per hotel before the hotel is joined. */
export function staysQuery(db: Db, period: Period) {
  const groups = db
    .select({
      hotelId: sql<string>`t.hotel_id`.as("stay_hotel_id"),
      orderCount: sql<number>`sum(t.orders)::int`.as("stay_order_count"),
      averageNights: sql<string>`sum(t.nights) / sum(t.orders)`.as("stay_average_nights"),
      averagePeople: sql<string>`sum(t.people) / sum(t.orders)`.as("stay_average_people"),
    })
    .from(sql`(${totalsIn(HOTEL_ORDERS, period)}) as t`)
    .groupBy(sql`t.hotel_id`)
    .having(sql`sum(t.orders) <> 0`)
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
  const groups = ordersPerKey(db, period, "counter_agent", NOT_CANCELED);
  return db
    .select({
      id: counterparties.id,
      name: counterparties.name,
      order_count: groups.orderCount,
      revenue: groups.revenue,
      profit: groups.profit,
    })
    .from(groups)
    .innerJoin(counterparties, eq(counterparties.id, groups.key))
    .orderBy(desc(groups.orderCount), desc(groups.revenue), asc(counterparties.name), asc(counterparties.id))
    .limit(TOP_COUNTERPARTIES);
}

export async function topCounterparties(ctx: AppContext, period: Period): Promise<TopCounterparty[]> {
  const rows = await topCounterpartiesQuery(ctx.db, period);
  return rows.map((row) => ({ ...row, revenue: money(row.revenue), profit: money(row.profit) }));
}
