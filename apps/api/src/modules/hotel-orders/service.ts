import { type AnyColumn, type Placeholder, type SQL, and, asc, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { type CalendarDate, addDays, zonedDateTime } from "@app/contract/dates";
import { ORDER_NOT_FOUND } from "@app/contract/endpoints/hotel-orders";
import type { HotelOrder, HotelOrderListQuery } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { hotelOrderRooms, hotelOrders, hotels, rooms } from "../../db/schema/index.ts";
import { clockKey, derivedRead } from "../../db/derived-reads.ts";
import { IDS, amongIds } from "../../db/id-lists.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { complementCount, listCount } from "../../db/row-counts.ts";
import { eachSearchWord, refersToMatch } from "../../db/search.ts";
import { notFound } from "../../http/errors.ts";
import { type ListOrder, matchedIds, rowsOfMatches, sortBy } from "../../http/matched-page.ts";
import { type PageRequest, literalPageSize, pageOffset, preparedPageStatement } from "../../http/pagination.ts";
import {
  type Instant,
  NOW,
  endedInPartsSql,
  endedSql,
  instantValue,
  openCountSql,
  orderStatusCondition,
  plannedCountSql,
  underWayByDatesSql,
} from "../hotels/stay-status.ts";
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
  /**
   * The same orders as `where`, said as an unfiltered page reads them off the key's index (the count
   * keeps `where`): one condition, or disjoint ones in the list's order, each read apart.
   */
  page?: (now: Instant) => SQL[];
  /** The count of an unfiltered page, where counting `where` itself would read more. */
  count?: (db: Db, now: Instant) => SQL<number>;
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
    page: (now: Instant) => [underWayByDatesSql(now)],
    key: hotelOrders.checkIn,
    direction: desc,
    shape: toActiveHotelOrder,
  },
  planned: {
    where: (now: Instant) => orderStatusCondition("Planned", now),
    count: (_db: Db, now: Instant) => plannedCountSql(now),
    key: hotelOrders.checkIn,
    direction: asc,
    shape: toHotelOrder,
  },
  completed: {
    where: endedSql,
    // Every order but the open ones: those stay a season's bookings, the completed grow with every season.
    count: (db: Db, now: Instant) => complementCount(db, hotelOrders, openCountSql(now)),
    page: endedInPartsSql,
    key: hotelOrders.checkOut,
    direction: desc,
    shape: toCompletedHotelOrder,
  },
} satisfies Record<string, View>;

export type OrderView = keyof typeof VIEWS;

/**
 * The ids of a list's page with the count of all its orders. Unfiltered, the page is read off the
 * view's date index and counted apart (all orders by the count the table's triggers keep, not a
 * count of every order ever booked). A view read in parts takes each part's rows up to the page's
 * end and the page from those.
 */
function unfilteredPage(db: Db, perPage: PageRequest, offset: number | Placeholder, view: View, now: Instant) {
  const where = view.where(now);
  const total = (view.count?.(db, now) ?? listCount(db, hotelOrders, where)).as("total");
  // Fresh each time: a set operation's ORDER BY rewrites the columns of the terms it is given.
  const inOrder = () => [view.direction(view.key), view.direction(hotelOrders.id)];
  const [first, second, ...more] = view.page?.(now) ?? [where];
  if (!second) {
    return db.select({ id: hotelOrders.id, total }).from(hotelOrders).where(first).orderBy(...inOrder()).limit(literalPageSize(perPage)).offset(offset);
  }
  const end = sql`${offset} + ${literalPageSize(perPage)}` as unknown as number;
  const part = (condition: SQL | undefined) =>
    db.select({ id: hotelOrders.id, key: view.key }).from(hotelOrders).where(condition).orderBy(...inOrder()).limit(end);
  const page = unionAll(part(first), part(second), ...more.map(part)).orderBy(...inOrder()).limit(literalPageSize(perPage)).offset(offset).as("parts");
  return db.select({ id: page.id, total }).from(page);
}

/** The orders of a page, with rooms and guests, in the list's order. */
const ordersOfPage = <E extends Record<string, SQL>>(db: Db, view: View, where: SQL | undefined, now: Instant, extra: E) =>
  detailedOrderRows(db, where, now, extra).orderBy(view.direction(view.key), view.direction(hotelOrders.id));

/**
 * An unfiltered list's page in one statement: the page's ids off the view's date index with the
 * count, and their orders with rooms and guests (read for the page's ids only, never for the rows
 * an offset skips). The benchmark explains this very statement.
 */
export function unfilteredListStatement(db: Db, query: PageRequest, view: OrderView, now: Instant, offset: number | Placeholder = pageOffset(query)) {
  const shown: View = VIEWS[view];
  const page = unfilteredPage(db, query, offset, shown, now).as("page");
  return ordersOfPage(db, shown, undefined, now, { total: sql<number>`${page.total}`.mapWith(Number) }).innerJoin(page, eq(page.id, hotelOrders.id));
}

/**
 * A filtered list's page as ids with the count of all matches (`matchedIds`); null when nothing
 * filters. The benchmark explains this very statement.
 */
export function matchesStatement(db: Db, query: HotelOrderListQuery, view: OrderView, now: Date) {
  const shown: View = VIEWS[view];
  const filters = listFilters(db, query);
  return filters ? matchedIds(db, hotelOrders, hotelOrders.id, sortBy(shown), and(shown.where(now), filters), query) : null;
}

/**
 * The unfiltered page of each view and page size (the tabs open on it), and each view's orders
 * of a filtered page's ids: statements built once, bound on each request to the clock and the
 * offset or the ids. Planned with a search's words, the details took four times as long to plan
 * as the matches.
 */
async function unfilteredOrders(db: Db, query: HotelOrderListQuery, view: OrderView, now: Date) {
  const statement = preparedPageStatement(db, `hotel_orders_${view}`, query, (offset) => unfilteredListStatement(db, query, view, NOW, offset));
  const rows = await statement.execute({ now: instantValue(now), offset: pageOffset(query) });
  return { count: rows[0]?.total ?? 0, rows };
}

function filteredOrders(db: Db, matches: NonNullable<ReturnType<typeof matchesStatement>>, view: OrderView, now: Date) {
  const statement = preparedOnce(db, `hotel_orders_${view}_of_ids`, (name) =>
    ordersOfPage(db, VIEWS[view], amongIds(hotelOrders.id, IDS), NOW, {}).prepare(name),
  );
  return rowsOfMatches(matches, (ids) => statement.execute({ now: instantValue(now), ids }));
}

export async function listHotelOrders<V extends OrderView>(ctx: AppContext, query: HotelOrderListQuery, view: V, now = ctx.now()) {
  const matches = matchesStatement(ctx.db, query, view, now);
  const { count, rows } = matches ? await filteredOrders(ctx.db, matches, view, now) : await unfilteredOrders(ctx.db, query, view, now);
  const food = await foodOfOrders(ctx.db, rows, now);
  const { shape } = VIEWS[view];
  return {
    // No row is page 1 of nothing, or a page past the end, which a count of 0 also makes a 404.
    count,
    results: rows.map((row) => shape(row, food) as ReturnType<(typeof VIEWS)[V]["shape"]>),
  };
}

/** The page a list shows, kept between changes to the bookings for the second it was asked in. */
export function shownHotelOrders<V extends OrderView>(ctx: AppContext, query: HotelOrderListQuery, view: V) {
  const now = ctx.now();
  return derivedRead(ctx.db, "hotel-orders", `${view}|${clockKey(now)}|${JSON.stringify(query)}`, () => listHotelOrders(ctx, query, view, now));
}

export async function getHotelOrder(ctx: AppContext, id: string): Promise<HotelOrder> {
  const now = ctx.now();
  const [row] = await detailedOrderRows(ctx.db, eq(hotelOrders.id, id), now, {});
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return toHotelOrder(row, await foodOfOrders(ctx.db, [row], now));
}
