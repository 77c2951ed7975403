import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ROOM_NOT_FOUND } from "@app/contract/endpoints/rooms";
import type { RoomGroupUpdateInput, RoomGroupUpdateResult } from "@app/contract/schemas/rooms";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { roomTypes, rooms } from "../../db/schema/index.ts";
import { conflict, locked, notFound } from "../../http/errors.ts";
import { peakOccupancy } from "./availability.ts";
import { freeRoomNumbers, lockHotelForNumbering, takenRoomNumbers } from "./numbering.ts";
import { referencedRoomIds } from "./references.ts";

type RoomRow = typeof rooms.$inferSelect;

/** Far enough ahead to cover every booking that is not over yet. */
const END_OF_TIME = new Date("9999-12-31T00:00:00Z");

/** A capacity below what a current or future booking already places in a room would overbook it. */
async function ensureCapacityHolds(tx: Tx, hotelId: string, group: RoomRow[], capacity: number, now: Date) {
  const peaks = await peakOccupancy(
    tx,
    hotelId,
    group.map((room) => room.id),
    { checkIn: now, checkOut: END_OF_TIME },
    now,
  );
  const tooFull = group.find((room) => (peaks.get(room.id) ?? 0) > capacity);
  if (tooFull) {
    throw conflict(
      `${tooFull.roomNumber}-xonaga ${peaks.get(tooFull.id)} kishi joylashtirilgan, sig'imni ${capacity} ga tushirib bo'lmaydi`,
    );
  }
}

/** Deletes `surplus` rooms, newest first, among those no booking or guest refers to. */
async function removeSurplus(tx: Tx, group: RoomRow[], surplus: number): Promise<RoomRow[]> {
  const referenced = await referencedRoomIds(
    tx,
    group.map((room) => room.id),
  );
  const doomed = [...group]
    .reverse()
    .filter((room) => !referenced.has(room.id))
    .slice(0, surplus);
  if (doomed.length < surplus) {
    throw locked(
      `Faqat ${doomed.length} ta xonani o'chirish mumkin: qolganlari band yoki buyurtmalarda ishlatilgan`,
    );
  }
  const ids = new Set(doomed.map((room) => room.id));
  await tx.delete(rooms).where(inArray(rooms.id, [...ids]));
  return group.filter((room) => !ids.has(room.id));
}

/**
 * Moves the rooms to `floor`, numbered oldest first from floor×100 + 1 past numbers other
 * rooms of the hotel use. The rooms first take their own ids as numbers so the new numbers
 * never meet the old ones in the unique index midway.
 */
async function renumber(tx: Tx, hotelId: string, group: RoomRow[], floor: number, now: Date) {
  const ids = group.map((room) => room.id);
  await tx.update(rooms).set({ roomNumber: sql`${rooms.id}::text` }).where(inArray(rooms.id, ids));
  const numbers = freeRoomNumbers(floor, group.length, await takenRoomNumbers(tx, hotelId));
  for (const [index, room] of group.entries()) {
    await tx.update(rooms).set({ floor, roomNumber: numbers[index], updatedAt: now }).where(eq(rooms.id, room.id));
  }
}

/**
 * PATCH /rooms/update/{id}/: acts on every room of the room's hotel + type.
 * Numbers stay as they are unless `floor` moves the group; removed rooms are never busy or
 * referenced; the capacity never drops below what bookings already place in a room.
 */
export async function updateRoomGroup(
  ctx: AppContext,
  id: string,
  input: RoomGroupUpdateInput,
): Promise<RoomGroupUpdateResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [anchor] = await tx.select().from(rooms).where(eq(rooms.id, id));
    if (!anchor) throw notFound(ROOM_NOT_FOUND);
    const hotel = await lockHotelForNumbering(tx, anchor.hotelId);
    const group = await tx
      .select()
      .from(rooms)
      .where(and(eq(rooms.hotelId, anchor.hotelId), eq(rooms.roomTypeId, anchor.roomTypeId)))
      .orderBy(asc(rooms.createdAt), asc(rooms.roomNumber))
      .for("update");
    const [type] = await tx.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.id, anchor.roomTypeId));
    if (!hotel || !group.some((room) => room.id === id)) throw notFound(ROOM_NOT_FOUND);

    if (input.capacity !== undefined) await ensureCapacityHolds(tx, hotel.id, group, input.capacity, now);
    const target = input.count ?? group.length;
    let kept = group;
    if (target < group.length) kept = await removeSurplus(tx, group, group.length - target);
    if (input.floor !== undefined && kept.some((room) => room.floor !== input.floor)) {
      await renumber(tx, hotel.id, kept, input.floor, now);
    }

    const values = {
      capacity: input.capacity ?? anchor.capacity,
      netPrice: input.net_price ?? anchor.netPrice,
      profit: input.profit ?? anchor.profit,
    };
    const changes = {
      capacity: input.capacity,
      netPrice: input.net_price,
      profit: input.profit,
    };
    if (Object.values(changes).some((value) => value !== undefined)) {
      await tx
        .update(rooms)
        .set({ ...changes, updatedAt: now })
        .where(inArray(rooms.id, kept.map((room) => room.id)));
    }
    if (target > kept.length) {
      const floor = input.floor ?? anchor.floor;
      const numbers = freeRoomNumbers(floor, target - kept.length, await takenRoomNumbers(tx, hotel.id));
      await tx.insert(rooms).values(
        numbers.map((roomNumber) => ({
          hotelId: hotel.id,
          roomTypeId: anchor.roomTypeId,
          floor,
          roomNumber,
          ...values,
        })),
      );
    }
    return { detail: "Xonalar guruhi yangilandi", room_type: type.name, hotel: hotel.name, new_count: target };
  });
}
