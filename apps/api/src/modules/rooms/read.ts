import { type SQL, asc, eq, sql } from "drizzle-orm";
import type { Room, RoomGroup } from "@app/contract/schemas/rooms";
import { moneyNumber } from "@app/contract/decimal";
import type { Db, Tx } from "../../db/client.ts";
import { hotelOrderRooms, hotelOrders, hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { underWaySql } from "../hotels/public.ts";

export type RoomNow = Awaited<ReturnType<typeof roomsNow>>[number];

/** Rooms with their hotel and type names and the people in them right now (display figures). */
export function roomsNow(db: Db | Tx, where: SQL | undefined, now: Date) {
  const present = db
    .select({ roomId: hotelOrderRooms.roomId, people: sql<number>`sum(${hotelOrderRooms.people})::int`.as("people") })
    .from(hotelOrderRooms)
    .innerJoin(hotelOrders, eq(hotelOrders.id, hotelOrderRooms.orderId))
    .where(underWaySql(now))
    .groupBy(hotelOrderRooms.roomId)
    .as("present");
  return db
    .select({
      id: rooms.id,
      hotelId: rooms.hotelId,
      hotelName: hotels.name,
      roomTypeId: rooms.roomTypeId,
      roomName: roomTypes.name,
      floor: rooms.floor,
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      netPrice: rooms.netPrice,
      profit: rooms.profit,
      grossPrice: rooms.grossPrice,
      createdAt: rooms.createdAt,
      people: sql<number>`coalesce(${present.people}, 0)`.mapWith(Number),
    })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .leftJoin(present, eq(present.roomId, rooms.id))
    .where(where)
    .orderBy(asc(hotels.name), asc(rooms.floor), asc(rooms.roomNumber));
}

/** A room's occupancy: occupied once anyone is in, free beds never below 0. */
function occupancy(people: number, capacity: number) {
  const occupied = Math.min(Math.ceil(people / capacity), 1);
  return {
    occupied_count: occupied,
    available_count: 1 - occupied,
    remaining_capacity: Math.max(capacity - people, 0),
  };
}

export function toRoom(row: RoomNow): Room {
  const now = occupancy(row.people, row.capacity);
  return {
    id: row.id,
    hotel: row.hotelId,
    hotel_name: row.hotelName,
    room_type: row.roomTypeId,
    room_name: row.roomName,
    floor: row.floor,
    room_number: row.roomNumber,
    capacity: row.capacity,
    net_price: moneyNumber(row.netPrice),
    profit: moneyNumber(row.profit),
    gross_price: moneyNumber(row.grossPrice),
    ...now,
    is_busy: now.remaining_capacity === 0,
  };
}

const oldestFirst = (a: RoomNow, b: RoomNow) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.roomNumber.localeCompare(b.roomNumber);

/** Room groups (one per hotel + room type) in the order their first room appears in `rows`. */
export function toRoomGroups(rows: RoomNow[]): RoomGroup[] {
  const groups = new Map<string, RoomNow[]>();
  for (const row of rows) {
    const key = `${row.hotelId}/${row.roomTypeId}`;
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((members) => {
    const first = [...members].sort(oldestFirst)[0];
    const figures = members.map((row) => occupancy(row.people, row.capacity));
    const occupied = figures.reduce((sum, figure) => sum + figure.occupied_count, 0);
    return {
      id: first.id,
      hotel: first.hotelId,
      hotel_name: first.hotelName,
      room_type: first.roomTypeId,
      room_name: first.roomName,
      floor: first.floor,
      count: members.length,
      occupied_count: occupied,
      available_count: members.length - occupied,
      remaining_capacity: figures.reduce((sum, figure) => sum + figure.remaining_capacity, 0),
      capacity: first.capacity,
      net_price: moneyNumber(first.netPrice),
      profit: moneyNumber(first.profit),
      gross_price: Math.max(...members.map((row) => moneyNumber(row.grossPrice))),
    };
  });
}
