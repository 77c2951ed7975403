import { eq } from "drizzle-orm";
import { ORDER_NOT_FOUND } from "@app/contract/endpoints/hotel-orders";
import type { AppContext } from "../../context.ts";
import { hotelOrders } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { syncGroupStatuses } from "./group-status.ts";

/**
 * DELETE /orders/hotel_order/delete/{id}/ releases everything the order held: its room
 * bookings and guests go with it (cascading keys) and its group falls back to what its
 * remaining orders say, Pending when none is left.
 */
export async function deleteHotelOrder(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(hotelOrders)
      .where(eq(hotelOrders.id, id))
      .returning({ groupId: hotelOrders.guestGroupId });
    if (!deleted) throw notFound(ORDER_NOT_FOUND);
    if (deleted.groupId) await syncGroupStatuses(tx, ctx.now(), [deleted.groupId]);
  });
}
