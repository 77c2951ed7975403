import { type SQL, and, desc, eq, or, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import {
  GENDER_LABELS,
  type GuestGender,
  type GuestListItem,
  type GuestListQuery,
  type GuestShort,
} from "@app/contract/schemas/guests";
import { moneyNumber } from "@app/contract/decimal";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { guests, hotelOrders, rooms } from "../../db/schema/index.ts";
import { clockKey, derivedRead } from "../../db/derived-reads.ts";
import { IDS, amongIds } from "../../db/id-lists.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { listCount } from "../../db/row-counts.ts";
import { eachSearchWord, refersToMatch } from "../../db/search.ts";
import { matchedIds, rowsOfMatches, sortBy } from "../../http/matched-page.ts";
import { literalPageSize, pageOffset, preparedPageStatement } from "../../http/pagination.ts";
import { requireHotel } from "./lookup.ts";
import { type Instant, NOW, guestStatusCondition, guestStatusSql, instantValue } from "./stay-status.ts";

export type GuestRow = Awaited<ReturnType<typeof guestRows>>[number];

/** Guests with their status derived from the clock, their room's number and `extra`, newest first. */
function guestsWith<E extends Record<string, SQL>>(db: Db | Tx, where: SQL | undefined, now: Instant, extra: E) {
  return db
    .select({
      id: guests.id,
      orderNumber: guests.orderNumber,
      hotelId: guests.hotelId,
      hotelOrderId: guests.hotelOrderId,
      bookingNumber: hotelOrders.orderId,
      roomId: guests.roomId,
      roomName: guests.roomName,
      roomNumber: rooms.roomNumber,
      status: guestStatusSql(now),
      gender: guests.gender,
      fullName: guests.fullName,
      count: guests.count,
      price: guests.price,
      checkIn: guests.checkIn,
      checkOut: guests.checkOut,
      createdAt: guests.createdAt,
      ...extra,
    })
    .from(guests)
    .innerJoin(hotelOrders, eq(hotelOrders.id, guests.hotelOrderId))
    .leftJoin(rooms, eq(rooms.id, guests.roomId))
    .where(where)
    .orderBy(desc(guests.createdAt), desc(guests.id))
    .$dynamic();
}

/** Guests with their status derived from the clock and their room's number, newest first. */
export const guestRows = (db: Db | Tx, where: SQL | undefined, now: Date) => guestsWith(db, where, now, {});

/** A guest row as the JSON of `guestsOfOrderJson` carries it: its instants as ISO strings. */
type GuestJson = Omit<GuestRow, "checkIn" | "checkOut" | "createdAt"> & { checkIn: string; checkOut: string; createdAt: string };

/**
 * The guests of the hotel order the enclosing statement reads, oldest first, as one JSON array of
 * `GuestRow` fields: a page of orders reads its guests in its own statement, not in a second
 * round trip. The price goes as text, to stay exact.
 */
export function guestsOfOrderJson(now: Instant): SQL<GuestJson[]> {
  return sql<GuestJson[]>`(select coalesce(json_agg(json_build_object(
      'id', ${guests.id}, 'orderNumber', ${guests.orderNumber}, 'hotelId', ${guests.hotelId},
      'hotelOrderId', ${guests.hotelOrderId}, 'bookingNumber', ${hotelOrders.orderId}, 'roomId', ${guests.roomId},
      'roomName', ${guests.roomName}, 'roomNumber', ${rooms.roomNumber}, 'status', ${guestStatusSql(now)},
      'gender', ${guests.gender}, 'fullName', ${guests.fullName}, 'count', ${guests.count}, 'price', ${guests.price}::text,
      'checkIn', ${guests.checkIn}, 'checkOut', ${guests.checkOut}, 'createdAt', ${guests.createdAt})
      order by ${guests.createdAt}, ${guests.id}), '[]'::json)
    from ${guests} left join ${rooms} on ${rooms.id} = ${guests.roomId}
    where ${guests.hotelOrderId} = ${hotelOrders.id})`;
}

export const guestRowOfJson = (json: GuestJson): GuestRow => ({
  ...json,
  checkIn: new Date(json.checkIn),
  checkOut: new Date(json.checkOut),
  createdAt: new Date(json.createdAt),
});

const genderLabel = (gender: number) => GENDER_LABELS[gender as GuestGender];

export function toGuestListItem(row: GuestRow): GuestListItem {
  return {
    id: row.id,
    order_number: row.orderNumber,
    hotel: row.hotelId,
    hotel_order: row.hotelOrderId,
    booking_number: row.bookingNumber,
    room: row.roomId,
    room_name: row.roomName,
    room_number: row.roomNumber,
    status: row.status,
    gender: genderLabel(row.gender),
    full_name: row.fullName,
    count: row.count,
    price: moneyNumber(row.price),
    check_in: formatWireDateTime(row.checkIn),
    check_out: formatWireDateTime(row.checkOut),
    created_at: formatWireDateTime(row.createdAt),
  };
}

export function toGuestShort(row: GuestRow): GuestShort {
  return {
    id: row.id,
    full_name: row.fullName,
    hotel: row.hotelId,
    room: row.roomId,
    room_name: row.roomName,
    gender: genderLabel(row.gender),
    price: moneyNumber(row.price),
  };
}

/**
 * Guests whose name, guest number or booking number holds every word. The bookings are found
 * first, as an array the guests' order index can look up: one condition over the join folded
 * every guest's booking number (400 ms a page at 180,000 guests).
 */
function searchedGuests(db: Db, term: string | undefined): SQL | undefined {
  return eachSearchWord(term, (matches) =>
    or(
      matches(guests.fullName),
      matches(guests.orderNumber),
      refersToMatch(db, guests.hotelOrderId, hotelOrders, hotelOrders.id, matches(hotelOrders.orderId)),
    ),
  );
}

/**
 * A filtered GET /guests/ page as ids with the count of all matches; null when nothing filters.
 * The benchmark explains this very statement.
 */
export function guestMatchesStatement(db: Db, query: GuestListQuery, now: Date) {
  const where = and(
    searchedGuests(db, query.search),
    query.status ? guestStatusCondition(query.status, now) : undefined,
    query.hotel ? eq(guests.hotelId, query.hotel) : undefined,
  );
  return where ? matchedIds(db, guests, guests.id, sortBy({ key: guests.createdAt, direction: desc }), where, query) : null;
}

/**
 * GET /guests/'s page. Unfiltered, one statement of the page with the count the table's triggers
 * keep; filtered, the matches' ids and count, then the guests of those ids. Both reading
 * statements are built once per database (and page size) and bound on each request.
 */
async function listGuests(ctx: AppContext, query: GuestListQuery, now: Date) {
  const matches = guestMatchesStatement(ctx.db, query, now);
  if (!matches) {
    const page = preparedPageStatement(ctx.db, "guests_page", query, (offset) =>
      guestsWith(ctx.db, undefined, NOW, { total: listCount(ctx.db, guests) }).limit(literalPageSize(query)).offset(offset),
    );
    const rows = await page.execute({ now: instantValue(now), offset: pageOffset(query) });
    // No row is page 1 of nothing, or a page past the end, which a count of 0 also makes a 404.
    return { count: rows[0]?.total ?? 0, results: rows.map(toGuestListItem) };
  }
  const ofIds = preparedOnce(ctx.db, "guests_of_ids", (name) => guestsWith(ctx.db, amongIds(guests.id, IDS), NOW, {}).prepare(name));
  const { count, rows } = await rowsOfMatches(matches, (ids) => ofIds.execute({ now: instantValue(now), ids }));
  return { count, results: rows.map(toGuestListItem) };
}

/** GET /guests/'s page, kept between changes to the bookings for the second it was asked in. */
export function shownGuests(ctx: AppContext, query: GuestListQuery) {
  const now = ctx.now();
  return derivedRead(ctx.db, "hotel-orders", `guests|${clockKey(now)}|${JSON.stringify(query)}`, () => listGuests(ctx, query, now));
}

/** GET /guests/of-hotel/{id}/: every guest of the hotel. */
export async function guestsOfHotel(ctx: AppContext, hotelId: string): Promise<GuestListItem[]> {
  await requireHotel(ctx.db, hotelId);
  const rows = await guestRows(ctx.db, eq(guests.hotelId, hotelId), ctx.now());
  return rows.map(toGuestListItem);
}
