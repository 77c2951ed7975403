import { eq } from "drizzle-orm";
import { ROOMS_PER_FLOOR } from "@app/contract/schemas/rooms";
import type { Tx } from "../../db/client.ts";
import { hotels, rooms } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";

/**
 * Locks the hotel row for the rest of the transaction, so two requests numbering rooms of
 * the same hotel take turns instead of picking the same free numbers.
 */
export async function lockHotelForNumbering(tx: Tx, hotelId: string) {
  const [hotel] = await tx
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .for("update");
  return hotel;
}

export async function takenRoomNumbers(tx: Tx, hotelId: string): Promise<Set<string>> {
  const rows = await tx.select({ roomNumber: rooms.roomNumber }).from(rooms).where(eq(rooms.hotelId, hotelId));
  return new Set(rows.map((row) => row.roomNumber));
}

/**
 * The first `count` free numbers of a floor: floor×100 + 1..99 (floor 2 -> "201", "202", ...),
 * skipping numbers the hotel already uses. Skipping rather than refusing lets staff add rooms
 * to a floor that has some (a second bulk create on floor 2 continues at "204"); only a floor
 * with too few free numbers left is a 400.
 */
export function freeRoomNumbers(floor: number, count: number, taken: Set<string>): string[] {
  const free: string[] = [];
  for (let n = 1; n <= ROOMS_PER_FLOOR && free.length < count; n++) {
    const number = String(floor * 100 + n);
    if (!taken.has(number)) free.push(number);
  }
  if (free.length < count) {
    throw invalid({ count: [`${floor}-qavatda faqat ${free.length} ta bo'sh xona raqami qoldi`] });
  }
  return free;
}
