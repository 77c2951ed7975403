import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { amongIds } from "../../db/id-lists.ts";
import { hotelOrderRooms, hotelOrders } from "../../db/schema/index.ts";

export type Stay = { checkIn: Date; checkOut: Date };
/** A booking being changed: what it holds counts as free for its own new stay. */
export type Excluding = { exceptOrder?: string };
type Booking = { roomId: string; checkIn: Date; checkOut: Date; people: number };

/**
 * Bookings of these rooms (all of one hotel) that overlap the stay and are not completed at
 * `now`. Two stays overlap when each starts before the other ends, so a check-out at the very
 * minute of the next check-in is no overlap. Only the hotel's bookings
 * not over yet are read (hotel_orders_hotel_check_out), however long its history. A canceled
 * booking holds nothing, nor does one checked out: its departure was no later than `now`.
 */
export function overlappingBookingsQuery(
  db: Db | Tx,
  hotelId: string,
  roomIds: string[],
  stay: Stay,
  now: Date,
  { exceptOrder }: Excluding = {},
) {
  const from = stay.checkIn > now ? stay.checkIn : now;
  return db
    .select({
      roomId: hotelOrderRooms.roomId,
      checkIn: hotelOrders.checkIn,
      checkOut: hotelOrders.checkOut,
      people: hotelOrderRooms.people,
    })
    .from(hotelOrderRooms)
    .innerJoin(hotelOrders, eq(hotelOrders.id, hotelOrderRooms.orderId))
    .where(
      and(
        eq(hotelOrders.hotelId, hotelId),
        gt(hotelOrders.checkOut, from),
        lt(hotelOrders.checkIn, stay.checkOut),
        // The same two conditions said as ranges: the planner knows how few bookings overlap a
        // range from the statistics of the stay column, so it joins their rooms by key instead
        // of hashing every booking the hotel's rooms ever had. Only a range that is not empty.
        from < stay.checkOut
          ? sql`${hotelOrders.stay} && tstzrange(${from}::timestamptz, ${stay.checkOut}::timestamptz)`
          : undefined,
        amongIds(hotelOrderRooms.roomId, roomIds),
        isNull(hotelOrders.canceledAt),
        isNull(hotelOrders.checkedOutAt),
        exceptOrder ? ne(hotelOrders.id, exceptOrder) : undefined,
      ),
    );
}

/**
 * The most people present at once in each room during the stay. Occupancy only rises when a
 * booking starts, so it is enough to look at the stay's start and at every later check-in.
 */
function peakPeople(bookings: Booking[], stay: Stay): Map<string, number> {
  const byRoom = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const list = byRoom.get(booking.roomId) ?? [];
    list.push(booking);
    byRoom.set(booking.roomId, list);
  }
  const peaks = new Map<string, number>();
  for (const [roomId, list] of byRoom) {
    const moments = [stay.checkIn, ...list.map((booking) => booking.checkIn).filter((start) => start > stay.checkIn)];
    let peak = 0;
    for (const moment of moments) {
      const present = list
        .filter((booking) => booking.checkIn <= moment && moment < booking.checkOut)
        .reduce((sum, booking) => sum + booking.people, 0);
      peak = Math.max(peak, present);
    }
    peaks.set(roomId, peak);
  }
  return peaks;
}

/** The busiest moment of each of the hotel's rooms within the stay, counting bookings not completed at `now`. */
export async function peakOccupancy(
  db: Db | Tx,
  hotelId: string,
  roomIds: string[],
  stay: Stay,
  now: Date,
  excluding: Excluding = {},
): Promise<Map<string, number>> {
  if (!roomIds.length) return new Map();
  return peakPeople(await overlappingBookingsQuery(db, hotelId, roomIds, stay, now, excluding), stay);
}

/**
 * Free beds of each room over the whole stay: its capacity minus the busiest moment of the
 * bookings it already has. The one availability rule: the booking form's figures and the
 * create's check both come from here.
 */
export async function freeBeds(
  db: Db | Tx,
  hotelId: string,
  rooms: Array<{ id: string; capacity: number }>,
  stay: Stay,
  now: Date,
  excluding: Excluding = {},
): Promise<Map<string, number>> {
  const peaks = await peakOccupancy(
    db,
    hotelId,
    rooms.map((room) => room.id),
    stay,
    now,
    excluding,
  );
  return new Map(rooms.map((room) => [room.id, Math.max(room.capacity - (peaks.get(room.id) ?? 0), 0)]));
}
