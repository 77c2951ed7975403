import { inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { guests, hotelOrderRooms } from "../../db/schema/index.ts";

/**
 * Rooms some booking or guest refers to, completed stays included: such a room is kept for
 * the history (and every busy room is one of them), so it is never deleted.
 */
export async function referencedRoomIds(tx: Tx, roomIds: string[]): Promise<Set<string>> {
  if (!roomIds.length) return new Set();
  const booked = await tx.selectDistinct({ roomId: hotelOrderRooms.roomId }).from(hotelOrderRooms).where(inArray(hotelOrderRooms.roomId, roomIds));
  const stayed = await tx.selectDistinct({ roomId: guests.roomId }).from(guests).where(inArray(guests.roomId, roomIds));
  return new Set([...booked, ...stayed].flatMap((row) => (row.roomId ? [row.roomId] : [])));
}

export const ROOM_REFERENCED = "Xona buyurtmalarda ishlatilgan (band yoki tarixda bor), uni o'chirib bo'lmaydi";
