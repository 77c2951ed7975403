import { and, eq, sql } from "drizzle-orm";
import type { GuestMoveInput, HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import { guests, hotelOrderRooms } from "../../db/schema/index.ts";
import { conflict, invalid } from "../../http/errors.ts";
import { freeBeds } from "../rooms/availability.ts";
import { lockOrder, requireStep } from "./order-lock.ts";
import { checkRooms, lockRooms } from "./placement.ts";
import { getHotelOrder } from "./service.ts";

/**
 * POST /orders/hotel_order/{id}/move/: one guest of an individual booking to another room of
 * its hotel that has a free bed over the booking's stay, under the same room locks as a
 * booking (so a booking and a move never take the last bed twice). The booking then holds
 * the rooms its guests are in; its price stays as booked.
 */
export async function moveGuest(ctx: AppContext, id: string, input: GuestMoveInput): Promise<HotelOrder> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    requireStep("move", order, now);
    const [guest] = await tx
      .select({ id: guests.id, roomId: guests.roomId })
      .from(guests)
      .where(and(eq(guests.id, input.guest), eq(guests.hotelOrderId, order.id)));
    if (!guest) throw invalid({ guest: ["Mehmon bu buyurtmada topilmadi"] });
    if (guest.roomId === input.room) throw invalid({ room: ["Mehmon allaqachon shu xonada"] });

    const held = await lockRooms(tx, guest.roomId ? [guest.roomId, input.room] : [input.room]);
    const target = held.find((room) => room.id === input.room);
    if (!target) throw invalid({ room: [`Xona topilmadi: ${input.room}`] });
    checkRooms([target], [input.room], order.hotelId, "room");
    const free = await freeBeds(tx, order.hotelId, [target], { checkIn: order.checkIn, checkOut: order.checkOut }, now);
    if ((free.get(target.id) ?? 0) < 1) throw conflict(`${target.roomNumber}-xonada bu sanalarda bo'sh joy yo'q`);

    if (guest.roomId) {
      await tx
        .update(hotelOrderRooms)
        .set({ people: sql`${hotelOrderRooms.people} - 1` })
        .where(and(eq(hotelOrderRooms.orderId, order.id), eq(hotelOrderRooms.roomId, guest.roomId)));
      await tx
        .delete(hotelOrderRooms)
        .where(and(eq(hotelOrderRooms.orderId, order.id), eq(hotelOrderRooms.roomId, guest.roomId), eq(hotelOrderRooms.people, 0)));
    }
    await tx
      .insert(hotelOrderRooms)
      .values({ orderId: order.id, roomId: target.id, people: 1 })
      .onConflictDoUpdate({
        target: [hotelOrderRooms.orderId, hotelOrderRooms.roomId],
        set: { people: sql`${hotelOrderRooms.people} + 1` },
      });
    await tx.update(guests).set({ roomId: target.id, roomName: target.roomName, updatedAt: now }).where(eq(guests.id, guest.id));
  });
  return getHotelOrder(ctx, id);
}
