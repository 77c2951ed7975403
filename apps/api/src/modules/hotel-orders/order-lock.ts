import { eq } from "drizzle-orm";
import { ORDER_NOT_FOUND } from "@app/contract/endpoints/hotel-orders";
import { type BookingStep, arrivalDayReached, refusalOf } from "@app/contract/formulas/booking-steps";
import type { Tx } from "../../db/client.ts";
import { hotelOrders } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { statusAt } from "../hotels/stay-status.ts";

export type LockedOrder = typeof hotelOrders.$inferSelect;

/**
 * The booking a step changes, locked until the step commits: two steps on one booking (an
 * edit and a cancel, two check-ins) run one after the other, each seeing what the other did.
 */
export async function lockOrder(tx: Tx, id: string): Promise<LockedOrder> {
  const [order] = await tx.select().from(hotelOrders).where(eq(hotelOrders.id, id)).for("update");
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

type StepFacts = Pick<LockedOrder, "checkIn" | "checkOut" | "canceledAt" | "checkedInAt" | "checkedOutAt" | "guestType">;

/** Why the booking may not take this step at `now` (the contract's rule), or null when it may. */
export function stepRefusal(step: BookingStep, order: StepFacts, now: Date): string | null {
  return refusalOf(step, {
    status: statusAt(order, now),
    guestType: order.guestType,
    checkedIn: order.checkedInAt !== null,
    checkedOut: order.checkedOutAt !== null,
    arrivalDayReached: arrivalDayReached(order.checkIn, now),
  });
}

/** A 409 with the reason when the booking may not take this step at `now`. */
export function requireStep(step: BookingStep, order: LockedOrder, now: Date) {
  const refusal = stepRefusal(step, order, now);
  if (refusal) throw conflict(refusal);
}
