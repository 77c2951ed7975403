import { and, eq, gt } from "drizzle-orm";
import { businessDateOf, formatWireDate, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import type { HotelOrder, HotelOrderCancelInput, StayMomentInput } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { guests, hotelOrders } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import { syncGroupStatuses } from "./group-status.ts";
import { type LockedOrder, lockOrder, requireStep } from "./order-lock.ts";
import { getHotelOrder } from "./service.ts";

/** One desk step on a locked booking, then the booking as it now stands. */
async function onOrder(ctx: AppContext, id: string, step: (tx: Tx, order: LockedOrder, now: Date) => Promise<void>): Promise<HotelOrder> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => step(tx, await lockOrder(tx, id), now));
  return getHotelOrder(ctx, id);
}

const refuseAt = (message: string) => invalid({ at: [message] });

/** A recorded moment is one that has happened: never later than now. */
function momentOf(input: StayMomentInput, now: Date): Date {
  const at = input.at ?? now;
  if (at > now) throw refuseAt("Vaqt hali kelmagan: kelajakdagi vaqtni belgilab bo'lmaydi");
  return at;
}

/**
 * POST …/cancel/: the booking holds no room from now on, its guests are canceled and it leaves
 * the totals (their triggers read canceled_at) and its group's status. Its rooms and price stay
 * on it as the record of what was booked.
 */
export function cancelHotelOrder(ctx: AppContext, id: string, input: HotelOrderCancelInput) {
  return onOrder(ctx, id, async (tx, order, now) => {
    requireStep("cancel", order, now);
    await tx
      .update(hotelOrders)
      .set({ canceledAt: now, cancelReason: input.reason, orderStatus: "Canceled", updatedAt: now })
      .where(eq(hotelOrders.id, order.id));
    await tx.update(guests).set({ status: "Canceled", updatedAt: now }).where(eq(guests.hotelOrderId, order.id));
    if (order.guestGroupId) await syncGroupStatuses(tx, now, [order.guestGroupId]);
  });
}

/** POST …/check-in/: the arrival, from the start of the check-in day until the check-out. */
export function checkInHotelOrder(ctx: AppContext, id: string, input: StayMomentInput) {
  return onOrder(ctx, id, async (tx, order, now) => {
    requireStep("check_in", order, now);
    const at = momentOf(input, now);
    const day = businessDateOf(order.checkIn);
    if (at < zonedDateTime(day, 0, 0)) throw refuseAt(`Kelish vaqti kirish kunidan (${formatWireDate(day)}) oldin bo'lishi mumkin emas`);
    if (at >= order.checkOut) throw refuseAt(`Kelish vaqti chiqish vaqtidan (${formatWireDateTime(order.checkOut)}) oldin bo'lishi kerak`);
    await tx.update(hotelOrders).set({ checkedInAt: at, updatedAt: now }).where(eq(hotelOrders.id, order.id));
  });
}

/**
 * POST …/check-out/: the departure. It completes the booking; one before the booked check-out
 * frees the rooms from that moment (availability and the room-night totals stop there), while
 * the price stays as booked. The guests' stays end then too.
 */
export function checkOutHotelOrder(ctx: AppContext, id: string, input: StayMomentInput) {
  return onOrder(ctx, id, async (tx, order, now) => {
    requireStep("check_out", order, now);
    const at = momentOf(input, now);
    if (order.checkedInAt && at < order.checkedInAt) {
      throw refuseAt(`Ketish vaqti kelish vaqtidan (${formatWireDateTime(order.checkedInAt)}) oldin bo'lishi mumkin emas`);
    }
    await tx
      .update(hotelOrders)
      .set({ checkedOutAt: at, orderStatus: "Completed", updatedAt: now })
      .where(eq(hotelOrders.id, order.id));
    await tx
      .update(guests)
      .set({ checkOut: at, updatedAt: now })
      .where(and(eq(guests.hotelOrderId, order.id), gt(guests.checkOut, at)));
    await tx.update(guests).set({ status: "Completed", updatedAt: now }).where(and(eq(guests.hotelOrderId, order.id), eq(guests.status, "New")));
    if (order.guestGroupId) await syncGroupStatuses(tx, now, [order.guestGroupId]);
  });
}
