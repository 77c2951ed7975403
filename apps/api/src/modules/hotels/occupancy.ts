import { type SQL, and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  type CalendarDate,
  addDays,
  businessDateOf,
  formatWireDate,
  formatWireDateTime,
  zonedDateTime,
} from "@app/contract/dates";
import type {
  HotelMovement,
  HotelMovements,
  HotelMovementsQuery,
  HotelOccupancy,
  HotelOccupancyQuery,
  OccupancyBooking,
} from "@app/contract/schemas/hotels";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { guestGroups, guests, hotelOrderRooms, hotelOrders, roomTypes, rooms } from "../../db/schema/index.ts";
import { requireHotel } from "./lookup.ts";
import { instantParam, stayStatusSql } from "./stay-status.ts";

const dayStart = (date: CalendarDate) => zonedDateTime(date, 0, 0);

/** When a booking stops holding its rooms: its check-out, or the earlier moment its guests left. */
const heldUntil = sql<Date>`least(${hotelOrders.checkOut}, ${hotelOrders.checkedOutAt})`.mapWith(hotelOrders.checkOut);

/** One row per order and room it holds, with what a chart bar or a movement shows; canceled orders hold none. */
function bookingRows(db: Db, where: SQL | undefined, now: Date) {
  return db
    .select({
      orderKey: hotelOrders.id,
      orderId: hotelOrders.orderId,
      guestType: hotelOrders.guestType,
      groupName: guestGroups.name,
      checkIn: hotelOrders.checkIn,
      checkOut: heldUntil,
      status: stayStatusSql(now),
      countOfPeople: hotelOrders.countOfPeople,
      roomId: hotelOrderRooms.roomId,
      roomNumber: rooms.roomNumber,
      people: hotelOrderRooms.people,
    })
    .from(hotelOrderRooms)
    .innerJoin(hotelOrders, eq(hotelOrders.id, hotelOrderRooms.orderId))
    .innerJoin(rooms, eq(rooms.id, hotelOrderRooms.roomId))
    .leftJoin(guestGroups, eq(guestGroups.id, hotelOrders.guestGroupId))
    .where(and(where, isNull(hotelOrders.canceledAt)))
    .orderBy(asc(hotelOrders.checkIn), asc(rooms.floor), asc(rooms.roomNumber));
}

type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/** A booking's label: the group's name, or its guests' names in the order they were sent. */
async function labelsOf(db: Db, rows: BookingRow[]): Promise<Map<string, string>> {
  const individual = [...new Set(rows.filter((row) => row.guestType === "individual").map((row) => row.orderKey))];
  const names = individual.length
    ? await db
        .select({ orderKey: guests.hotelOrderId, fullName: guests.fullName })
        .from(guests)
        .where(inArray(guests.hotelOrderId, individual))
        .orderBy(asc(guests.createdAt), asc(guests.id))
    : [];
  const labels = new Map<string, string>();
  for (const row of rows) if (row.groupName !== null) labels.set(row.orderKey, row.groupName);
  for (const { orderKey, fullName } of names) {
    const before = labels.get(orderKey);
    labels.set(orderKey, before ? `${before}, ${fullName}` : fullName);
  }
  return labels;
}

function toBooking(row: BookingRow, labels: Map<string, string>, people: number): OccupancyBooking {
  return {
    id: row.orderKey,
    order_id: row.orderId,
    guest_type: row.guestType,
    label: labels.get(row.orderKey) ?? "",
    check_in: formatWireDateTime(row.checkIn),
    check_out: formatWireDateTime(row.checkOut),
    status: row.status,
    people,
  };
}

/**
 * GET /hotels/{id}/occupancy/: every room of the hotel with the bookings that overlap the
 * window of `days` business-calendar days from `date_from` (today by default).
 */
export async function hotelOccupancy(ctx: AppContext, hotelId: string, query: HotelOccupancyQuery): Promise<HotelOccupancy> {
  await requireHotel(ctx.db, hotelId);
  const now = ctx.now();
  const first = query.date_from ?? businessDateOf(now);
  const start = dayStart(first);
  const end = dayStart(addDays(first, query.days));
  const [roomList, rows] = await Promise.all([
    ctx.db
      .select({
        id: rooms.id,
        roomNumber: rooms.roomNumber,
        floor: rooms.floor,
        roomTypeId: rooms.roomTypeId,
        roomName: roomTypes.name,
        capacity: rooms.capacity,
      })
      .from(rooms)
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .where(eq(rooms.hotelId, hotelId))
      .orderBy(asc(rooms.floor), asc(rooms.roomNumber)),
    bookingRows(
      ctx.db,
      and(eq(hotelOrders.hotelId, hotelId), lt(hotelOrders.checkIn, end), sql`${heldUntil} > ${instantParam(start)}`),
      now,
    ),
  ]);
  const labels = await labelsOf(ctx.db, rows);
  return {
    hotel: hotelId,
    date_from: formatWireDate(first),
    date_to: formatWireDate(addDays(first, query.days - 1)),
    rooms: roomList.map((room) => ({
      id: room.id,
      room_number: room.roomNumber,
      floor: room.floor,
      room_type: room.roomTypeId,
      room_name: room.roomName,
      capacity: room.capacity,
      bookings: rows.filter((row) => row.roomId === room.id).map((row) => toBooking(row, labels, row.people)),
    })),
  };
}

/** GET /hotels/{id}/movements/: the bookings that arrive and that leave on one day (today by default). */
export async function hotelMovements(ctx: AppContext, hotelId: string, query: HotelMovementsQuery): Promise<HotelMovements> {
  await requireHotel(ctx.db, hotelId);
  const now = ctx.now();
  const day = query.date ?? businessDateOf(now);
  const start = dayStart(day);
  const end = dayStart(addDays(day, 1));
  const within = (moment: SQL | typeof hotelOrders.checkIn) =>
    sql`(${moment} >= ${instantParam(start)} and ${moment} < ${instantParam(end)})`;
  const rows = await bookingRows(
    ctx.db,
    and(eq(hotelOrders.hotelId, hotelId), or(within(hotelOrders.checkIn), within(heldUntil))),
    now,
  );
  const labels = await labelsOf(ctx.db, rows);
  const byOrder = new Map<string, { row: BookingRow; movement: HotelMovement }>();
  for (const row of rows) {
    const known = byOrder.get(row.orderKey);
    if (known) known.movement.room_numbers.push(row.roomNumber);
    else byOrder.set(row.orderKey, { row, movement: { ...toBooking(row, labels, row.countOfPeople), room_numbers: [row.roomNumber] } });
  }
  const list = [...byOrder.values()];
  const onDay = (instant: Date) => instant >= start && instant < end;
  return {
    date: formatWireDate(day),
    arrivals: list.filter(({ row }) => onDay(row.checkIn)).map(({ movement }) => movement),
    departures: list
      .filter(({ row }) => onDay(row.checkOut))
      .sort((a, b) => a.row.checkOut.getTime() - b.row.checkOut.getTime())
      .map(({ movement }) => movement),
  };
}
