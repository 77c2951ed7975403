import { and, eq, inArray } from "drizzle-orm";
import { HOTEL_NOT_FOUND } from "@app/contract/endpoints/hotels";
import { ROOM_NOT_FOUND, ROOM_TYPE_NOT_FOUND } from "@app/contract/endpoints/rooms";
import type { RoomGroupDeleteQuery, RoomGroupDeleteResult } from "@app/contract/schemas/rooms";
import type { AppContext } from "../../context.ts";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from "../../db/errors.ts";
import { hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { locked, notFound } from "../../http/errors.ts";
import { ROOM_REFERENCED, referencedRoomIds } from "./references.ts";

/**
 * Bookings and guests point at rooms with foreign keys, so a booking made while
 * a delete runs still makes the database refuse it; that refusal is the 423 as well.
 */
async function refusingReferenced<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorOf(error, PG_FOREIGN_KEY_VIOLATION)) throw locked(ROOM_REFERENCED);
    throw error;
  }
}

/** DELETE /rooms/delete/{id}/: only a room no booking or guest refers to. */
export async function deleteRoom(ctx: AppContext, id: string): Promise<void> {
  await refusingReferenced(() =>
    ctx.db.transaction(async (tx) => {
      const [room] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id)).for("update");
      if (!room) throw notFound(ROOM_NOT_FOUND);
      if ((await referencedRoomIds(tx, [id])).size) throw locked(ROOM_REFERENCED);
      await tx.delete(rooms).where(eq(rooms.id, id));
    }),
  );
}

/**
 * DELETE /rooms/delete/group/?hotel=&room_type=: deletes the group's rooms that no booking or
 * guest refers to and reports how many were kept; nothing deletable at all is a 423.
 */
export async function deleteRoomGroup(ctx: AppContext, query: RoomGroupDeleteQuery): Promise<RoomGroupDeleteResult> {
  return refusingReferenced(() =>
    ctx.db.transaction(async (tx) => {
      const [hotel] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, query.hotel));
      const [type] = await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, query.room_type));
      if (!hotel) throw notFound(HOTEL_NOT_FOUND);
      if (!type) throw notFound(ROOM_TYPE_NOT_FOUND);
      const group = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.hotelId, hotel.id), eq(rooms.roomTypeId, type.id)))
        .for("update");
      const referenced = await referencedRoomIds(
        tx,
        group.map((room) => room.id),
      );
      const doomed = group.filter((room) => !referenced.has(room.id)).map((room) => room.id);
      if (group.length && !doomed.length) throw locked(ROOM_REFERENCED);
      if (doomed.length) await tx.delete(rooms).where(inArray(rooms.id, doomed));
      return { deleted_count: doomed.length, kept_count: group.length - doomed.length };
    }),
  );
}
