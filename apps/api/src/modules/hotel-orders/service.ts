import { type AnyColumn, type SQL, and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { type CalendarDate, addDays, zonedDateTime } from "@app/contract/dates";
import { ORDER_NOT_FOUND } from "@app/contract/endpoints/hotel-orders";
import type { HotelOrder, HotelOrderListQuery } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { hotelOrderRooms, hotelOrders, hotels, rooms } from "../../db/schema/index.ts";
import { maintainedRowCount } from "../../db/row-counts.ts";
import { searchCondition } from "../../db/search.ts";
import { notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { arrivedBySql, endedSql, orderStatusCondition } from "../hotels/stay-status.ts";
import {
  type OrderFood,
  type OrderRow,
  detailedOrderRows,
  foodOfOrders,
  toActiveHotelOrder,
  toCompletedHotelOrder,
  toHotelOrder,
} from "./read.ts";

const dayStart = (date: CalendarDate) => zonedDateTime(date, 0, 0);

/** A column within inclusive business-calendar days: from the first day's start to the last day's end. */
function withinDays(column: AnyColumn, after?: CalendarDate, before?: CalendarDate) {
  return and(
    after ? gte(column, dayStart(after)) : undefined,
    before ? lt(column, dayStart(addDays(before, 1))) : undefined,
  );
}

function listFilters(query: HotelOrderListQuery): SQL | undefined {
  return and(
    searchCondition(query.search, [hotels.name, hotelOrders.orderId]),
    withinDays(hotelOrders.createdAt, query.created_at_after, query.created_at_before),
    withinDays(hotelOrders.checkIn, query.check_in_after, query.check_in_before),
    withinDays(hotelOrders.checkOut, query.check_out_after, query.check_out_before),
    query.hotel ? eq(hotelOrders.hotelId, query.hotel) : undefined,
    query.guest_group ? eq(hotelOrders.guestGroupId, query.guest_group) : undefined,
    query.room_type
      ? sql`exists (select 1 from ${hotelOrderRooms} join ${rooms} on ${rooms.id} = ${hotelOrderRooms.roomId}
          where ${hotelOrderRooms.orderId} = ${hotelOrders.id} and ${rooms.roomTypeId} = ${query.room_type})`
      : undefined,
  );
}

type View = {
  where: (now: Date) => SQL | undefined;
  /** A bound the page's ids add to start reading their index where the list starts; the count needs none. */
  seek?: (now: Date) => SQL;
  order: SQL[];
  shape: (row: OrderRow, food: OrderFood) => unknown;
};

/**
 * Each list, the orders it shows (by the clock, never a stored column), its order and its
 * item shape. The whole list is newest first; the others follow the date that matters in
 * them: latest arrivals among the active, next arrivals among the planned, latest check-outs
 * among the completed, which also lists the canceled ones. Each of those orders is read
 * straight off a date index, where newest first would make the database walk past every
 * booking made for the months ahead.
 */
const VIEWS = {
  all: { where: () => undefined, order: [desc(hotelOrders.createdAt), desc(hotelOrders.id)], shape: toHotelOrder },
  active: {
    where: (now: Date) => orderStatusCondition("Active", now),
    seek: arrivedBySql,
    order: [desc(hotelOrders.checkIn), desc(hotelOrders.id)],
    shape: toActiveHotelOrder,
  },
  planned: {
    where: (now: Date) => orderStatusCondition("Planned", now),
    order: [asc(hotelOrders.checkIn), asc(hotelOrders.id)],
    shape: toHotelOrder,
  },
  completed: { where: endedSql, order: [desc(hotelOrders.checkOut), desc(hotelOrders.id)], shape: toCompletedHotelOrder },
} satisfies Record<string, View>;

export type OrderView = keyof typeof VIEWS;

/**
 * A list's page in one statement: the page's ids (from the view's date index), their orders with
 * rooms and guests, and the count of all matching orders. The details are read for the page's
 * ids only, never for the rows an offset skips. The benchmark explains this very statement.
 */
export function listStatement(db: Db, query: HotelOrderListQuery, view: OrderView, now: Date) {
  const { where: shown, seek, order }: View = VIEWS[view];
  const filters = listFilters(query);
  const where = and(shown(now), filters);
  // Every order has its hotel: the ids and the count join it only when the search needs the hotel's name.
  const matching = <T extends PgSelect>(select: T) =>
    query.search ? select.innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId)) : select;
  const ids = matching(db.select({ id: hotelOrders.id }).from(hotelOrders).$dynamic())
    .where(and(where, seek?.(now)))
    .orderBy(...order)
    .limit(query.per_page)
    .offset(pageOffset(query));
  // All orders unfiltered: the count the table's triggers keep, not a count of every order ever booked.
  const counted =
    view === "all" && !filters
      ? maintainedRowCount(db, "hotel_orders")
      : matching(db.select({ total: count() }).from(hotelOrders).$dynamic()).where(where);
  return detailedOrderRows(db, inArray(hotelOrders.id, ids), now, { total: sql<number>`(${counted})`.mapWith(Number) }).orderBy(
    ...order,
  );
}

export async function listHotelOrders<V extends OrderView>(ctx: AppContext, query: HotelOrderListQuery, view: V) {
  const now = ctx.now();
  const rows = await listStatement(ctx.db, query, view, now);
  const food = await foodOfOrders(ctx.db, rows, now);
  const { shape } = VIEWS[view];
  return {
    // No row is page 1 of nothing, or a page past the end, which a count of 0 also makes a 404.
    count: rows[0]?.total ?? 0,
    results: rows.map((row) => shape(row, food) as ReturnType<(typeof VIEWS)[V]["shape"]>),
  };
}

export async function getHotelOrder(ctx: AppContext, id: string): Promise<HotelOrder> {
  const now = ctx.now();
  const [row] = await detailedOrderRows(ctx.db, eq(hotelOrders.id, id), now, {});
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return toHotelOrder(row, await foodOfOrders(ctx.db, [row], now));
}
