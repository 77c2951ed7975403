import { and, asc, count, eq, or } from "drizzle-orm";
import { ROOM_NOT_FOUND } from "@app/contract/endpoints/rooms";
import type {
  AvailableRoom,
  Room,
  RoomAvailabilityQuery,
  RoomGroup,
  RoomGroupEdit,
  RoomListQuery,
} from "@app/contract/schemas/rooms";
import { moneyNumber } from "@app/contract/decimal";
import type { AppContext } from "../../context.ts";
import { clockKey, derivedRead } from "../../db/derived-reads.ts";
import { hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { requireHotel } from "../hotels/public.ts";
import { freeBeds } from "./availability.ts";
import { roomsNow, toRoom, toRoomGroups } from "./read.ts";

/** GET /rooms/: one entry per hotel + room type, ordered by hotel and type name. */
export async function listRoomGroups(ctx: AppContext, query: RoomListQuery): Promise<{ count: number; results: RoomGroup[] }> {
  const where = and(
    query.hotel ? eq(rooms.hotelId, query.hotel) : undefined,
    query.room_type ? eq(rooms.roomTypeId, query.room_type) : undefined,
  );
  const distinctGroups = ctx.db
    .selectDistinct({ hotelId: rooms.hotelId, roomTypeId: rooms.roomTypeId })
    .from(rooms)
    .where(where)
    .as("room_groups");
  const [keys, [{ total }]] = await Promise.all([
    ctx.db
      .selectDistinct({ hotelId: rooms.hotelId, roomTypeId: rooms.roomTypeId, hotelName: hotels.name, typeName: roomTypes.name })
      .from(rooms)
      .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .where(where)
      .orderBy(asc(hotels.name), asc(roomTypes.name), asc(rooms.hotelId), asc(rooms.roomTypeId))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(distinctGroups),
  ]);
  if (!keys.length) return { count: total, results: [] };
  const rows = await roomsNow(
    ctx.db,
    or(...keys.map((key) => and(eq(rooms.hotelId, key.hotelId), eq(rooms.roomTypeId, key.roomTypeId)))),
    ctx.now(),
  );
  const groups = new Map(toRoomGroups(rows).map((group) => [`${group.hotel}/${group.room_type}`, group]));
  return { count: total, results: keys.flatMap((key) => groups.get(`${key.hotelId}/${key.roomTypeId}`) ?? []) };
}

export async function getRoom(ctx: AppContext, id: string): Promise<Room> {
  const [row] = await roomsNow(ctx.db, eq(rooms.id, id), ctx.now());
  if (!row) throw notFound(ROOM_NOT_FOUND);
  return toRoom(row);
}

/** GET /rooms/update/{id}/: the room's values and how many rooms its hotel + type group has. */
export async function getRoomGroupEdit(ctx: AppContext, id: string): Promise<RoomGroupEdit> {
  const [room] = await ctx.db.select().from(rooms).where(eq(rooms.id, id));
  if (!room) throw notFound(ROOM_NOT_FOUND);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(rooms)
    .where(and(eq(rooms.hotelId, room.hotelId), eq(rooms.roomTypeId, room.roomTypeId)));
  return {
    id: room.id,
    hotel: room.hotelId,
    room_type: room.roomTypeId,
    floor: room.floor,
    capacity: room.capacity,
    net_price: moneyNumber(room.netPrice),
    profit: moneyNumber(room.profit),
    gross_price: moneyNumber(room.grossPrice),
    count_view: total,
  };
}

/** GET /rooms/rooms_of_hotel/{id}/: the hotel's rooms with a free bed right now. */
export async function roomsOfHotel(ctx: AppContext, hotelId: string): Promise<Room[]> {
  const rows = await roomsNow(ctx.db, eq(rooms.hotelId, hotelId), ctx.now());
  if (!rows.length) await requireHotel(ctx.db, hotelId);
  return rows.map(toRoom).filter((room) => !room.is_busy);
}

/** GET /rooms/available/: every room of the hotel with its free beds over the stay, kept between changes to the bookings for the second it was asked in. */
export function availableRooms(ctx: AppContext, query: RoomAvailabilityQuery): Promise<AvailableRoom[]> {
  const now = ctx.now();
  return derivedRead(ctx.db, "hotel-orders", `available rooms|${clockKey(now)}|${JSON.stringify(query)}`, () => roomsFreeFor(ctx, query, now));
}

async function roomsFreeFor(ctx: AppContext, query: RoomAvailabilityQuery, now: Date): Promise<AvailableRoom[]> {
  const list = await ctx.db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      floor: rooms.floor,
      roomTypeId: rooms.roomTypeId,
      roomName: roomTypes.name,
      capacity: rooms.capacity,
      grossPrice: rooms.grossPrice,
    })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(and(eq(rooms.hotelId, query.hotel), query.room_type ? eq(rooms.roomTypeId, query.room_type) : undefined))
    .orderBy(asc(rooms.floor), asc(rooms.roomNumber));
  // Only a hotel without rooms needs the second look: does it exist at all?
  if (!list.length) await requireHotel(ctx.db, query.hotel);
  const stay = { checkIn: query.check_in, checkOut: query.check_out };
  const free = await freeBeds(ctx.db, query.hotel, list, stay, now, { exceptOrder: query.except_order });
  return list.map((room) => ({
    id: room.id,
    room_number: room.roomNumber,
    floor: room.floor,
    room_type: room.roomTypeId,
    room_name: room.roomName,
    capacity: room.capacity,
    gross_price: moneyNumber(room.grossPrice),
    free_beds: free.get(room.id) ?? 0,
  }));
}
