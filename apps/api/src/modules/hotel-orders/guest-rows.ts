import { asc, eq, inArray } from "drizzle-orm";
import type { GuestDetailInput } from "@app/contract/schemas/guests";
import type { Tx } from "../../db/client.ts";
import { guests } from "../../db/schema/index.ts";
import { newGuestNumber } from "./codes.ts";
import type { Placement } from "./placement.ts";

type GuestValues = Omit<typeof guests.$inferInsert, "orderNumber">;

function distinctGuestNumbers(count: number): string[] {
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(newGuestNumber());
  return [...numbers];
}

/** Guest numbers are random too: the ones that clash are drawn again. */
async function insertGuests(tx: Tx, pending: GuestValues[]) {
  let left = pending;
  for (let attempt = 0; attempt < 10 && left.length; attempt++) {
    const numbers = distinctGuestNumbers(left.length);
    const numbered = left.map((guest, index) => ({ ...guest, orderNumber: numbers[index] }));
    const inserted = await tx
      .insert(guests)
      .values(numbered)
      .onConflictDoNothing({ target: guests.orderNumber })
      .returning({ orderNumber: guests.orderNumber });
    const done = new Set(inserted.map((row) => row.orderNumber));
    left = numbered.filter((guest) => !done.has(guest.orderNumber)).map(({ orderNumber: _, ...guest }) => guest);
  }
  if (left.length) throw new Error("no free guest order_number after 10 draws");
}

/**
 * An individual booking's guests as sent, in its one room, each with its share of the price.
 * A changed booking keeps its guests in the order they were sent: the first ones are rewritten
 * in place (keeping their numbers, which guests were given), extra ones are added and the
 * ones past the new list are removed.
 */
export async function writeGuests(tx: Tx, orderId: string, details: GuestDetailInput[], placement: Placement, now: Date) {
  const room = placement.held[0];
  const existing = await tx
    .select({ id: guests.id, createdAt: guests.createdAt })
    .from(guests)
    .where(eq(guests.hotelOrderId, orderId))
    .orderBy(asc(guests.createdAt), asc(guests.id));
  const valuesOf = (guest: GuestDetailInput, index: number) => ({
    hotelId: placement.hotelId,
    roomId: room.id,
    roomName: room.roomName,
    status: placement.status === "Completed" ? ("Completed" as const) : ("New" as const),
    gender: guest.gender,
    fullName: guest.full_name,
    price: placement.guestPrices[index].toFixed(2),
    checkIn: placement.stay.checkIn,
    checkOut: placement.stay.checkOut,
  });
  for (const [index, { id }] of existing.slice(0, details.length).entries()) {
    await tx.update(guests).set(valuesOf(details[index], index)).where(eq(guests.id, id));
  }
  const surplus = existing.slice(details.length).map((guest) => guest.id);
  if (surplus.length) await tx.delete(guests).where(inArray(guests.id, surplus));
  const added = details.slice(existing.length);
  if (!added.length) return;
  const first = Math.max(now.getTime(), (existing.at(-1)?.createdAt.getTime() ?? 0) + 1);
  await insertGuests(
    tx,
    added.map((guest, offset) => ({
      ...valuesOf(guest, existing.length + offset),
      hotelOrderId: orderId,
      // A millisecond apart and after the guests kept, so the guests list in the order they were sent.
      createdAt: new Date(first + offset),
    })),
  );
}
