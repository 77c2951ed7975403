import { type AnyColumn, type Placeholder, type SQL, and, asc, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import { type CalendarDate, addDays, zonedDateTime } from "@app/contract/dates";
import { ORDER_NOT_FOUND } from "@app/contract/endpoints/hotel-orders";
import type { HotelOrder, HotelOrderListQuery } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { hotelOrderRooms, hotelOrders, hotels, rooms } from "../../db/schema/index.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { listCount } from "../../db/row-counts.ts";
import { eachSearchWord, refersToMatch } from "../../db/search.ts";
import { notFound } from "../../http/errors.ts";
import { type ListOrder, matchedPage, sortBy } from "../../http/matched-page.ts";
import { type PageRequest, literalPageSize, pageOffset } from "../../http/pagination.ts";
import { type Instant, arrivedBySql, endedSql, instantValue, orderStatusCondition } from "../hotels/stay-status.ts";
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

/**
 * Orders whose number or hotel's name holds every word. The hotels are found first, as an array
 * the orders' hotel index can look up, so that the database can join the matches of the numbers'
 * trigrams and those of the hotels (a selective word), or read every order once (a word in most
 * numbers); one condition over the join folded every order's hotel name (400 ms a page at 200,000
 * orders).
 */
function searchedOrders(db: Db, term: string | undefined): SQL | undefined {
  return eachSearchWord(term, (matches) =>
    or(
      matches(hotelOrders.orderId),
      refersToMatch(db, hotelOrders.hotelId, hotels, hotels.id, matches(hotels.name)),
    ),
  );
}

function listFilters(db: Db, query: HotelOrderListQuery): SQL | undefined {
  return and(
    searchedOrders(db, query.search),
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

/** A list: the orders it shows, the date it follows and which way, and its item shape. */
type View = ListOrder & {
  where: (now: Instant) => SQL | undefined;
  /** A bound the page's ids add to start reading their index where the list starts; the count needs none. */
  seek?: (now: Instant) => SQL;
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
  all: { where: () => undefined, key: hotelOrders.createdAt, direction: desc, shape: toHotelOrder },
  active: {
    where: (now: Instant) => orderStatusCondition("Active", now),
    seek: arrivedBySql,
    key: hotelOrders.checkIn,
    direction: desc,
    shape: toActiveHotelOrder,
  },
  planned: {
    where: (now: Instant) => orderStatusCondition("Planned", now),
    key: hotelOrders.checkIn,
    direction: asc,
    shape: toHotelOrder,
  },
  completed: { where: endedSql, key: hotelOrders.checkOut, direction: desc, shape: toCompletedHotelOrder },
} satisfies Record<string, View>;

export type OrderView = keyof typeof VIEWS;

/**
 * The ids of a list's page with the count of all its orders. Unfiltered, the page is read off the
 * view's date index and counted apart (all orders by the count the table's triggers keep, not a
 * count of every order ever booked).
 */
function unfilteredPage(db: Db, perPage: PageRequest, offset: number | Placeholder, view: View, now: Instant) {
  const where = view.where(now);
  return db
    .select({ id: hotelOrders.id, total: listCount(db, hotelOrders, where).as("total") })
    .from(hotelOrders)
    .where(and(where, view.seek?.(now)))
    .orderBy(view.direction(view.key), view.direction(hotelOrders.id))
    .limit(literalPageSize(perPage))
    .offset(offset);
}

type Page = ReturnType<typeof matchedPage> | ReturnType<ReturnType<typeof unfilteredPage>["as"]>;

/** A page's orders with rooms and guests for the ids and count of `page`, in the list's order. */
function pageOfOrders(db: Db, page: Page, view: View, now: Instant) {
  return detailedOrderRows(db, undefined, now, { total: sql<number>`${page.total}`.mapWith(Number) })
    .innerJoin(page, eq(page.id, hotelOrders.id))
    .orderBy(view.direction(view.key), view.direction(hotelOrders.id));
}

const filteredStatement = (db: Db, filters: SQL, query: HotelOrderListQuery, view: View, now: Date) =>
  pageOfOrders(db, matchedPage(db, hotelOrders, hotelOrders.id, sortBy(view), and(view.where(now), filters), query), view, now);

/**
 * A list's page in one statement: the page's ids with the count of all matching orders, and
 * their orders with rooms and guests. The details are read for the page's ids only, never for
 * the rows an offset skips. The benchmark explains this very statement.
 */
export function listStatement(db: Db, query: HotelOrderListQuery, view: OrderView, now: Date) {
  const shown: View = VIEWS[view];
  const filters = listFilters(db, query);
  return filters
    ? filteredStatement(db, filters, query, shown, now)
    : pageOfOrders(db, unfilteredPage(db, query, pageOffset(query), shown, now).as("page"), shown, now);
}

const NOW = sql.placeholder("now");
const OFFSET = sql.placeholder("offset");

/**
 * The unfiltered page of each list and page size, which the Mehmonxona buyurtmalari tabs open
 * on, built once per database and bound to the clock and the offset on each request: building
 * the statement took a third of the API's time on the active list.
 */
const unfilteredStatements = preparedPerDatabase(() => new Map<string, ReturnType<ReturnType<typeof pageOfOrders>["prepare"]>>());

function unfilteredStatement(db: Db, view: OrderView, perPage: PageRequest) {
  const kept = unfilteredStatements(db);
  const name = `hotel_orders_${view}_${perPage.per_page}`;
  let statement = kept.get(name);
  if (!statement) {
    const shown: View = VIEWS[view];
    statement = pageOfOrders(db, unfilteredPage(db, perPage, OFFSET, shown, NOW).as("page"), shown, NOW).prepare(name);
    kept.set(name, statement);
  }
  return statement;
}

export async function listHotelOrders<V extends OrderView>(ctx: AppContext, query: HotelOrderListQuery, view: V) {
  const now = ctx.now();
  const filters = listFilters(ctx.db, query);
  const rows = filters
    ? await filteredStatement(ctx.db, filters, query, VIEWS[view], now)
    : await unfilteredStatement(ctx.db, view, query).execute({ now: instantValue(now), offset: pageOffset(query) });
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
