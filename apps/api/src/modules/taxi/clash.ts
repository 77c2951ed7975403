import { type SQL, and, asc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import { MAX_DURATION_MINUTES } from "@app/contract/schemas/taxi";
import type { Db, Tx } from "../../db/client.ts";
import { transfers } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";

const MINUTE = 60_000;

/** What a trip holds: its vehicle and driver over [start, start + minutes). */
export type Slot = { vehicleId: string; driverId: string | null; start: Date; minutes: number };

/** Trips overlap when each starts before the other ends: one ending as the next starts does not. */
export function overlaps(a: { start: Date; minutes: number }, b: { start: Date; minutes: number }): boolean {
  return a.start.getTime() < b.start.getTime() + b.minutes * MINUTE && b.start.getTime() < a.start.getTime() + a.minutes * MINUTE;
}

/** Live trips of any of the holders overlapping [from, to); the bounded start keeps to the (holder, time) indexes. */
export function liveTripsDuring(holders: SQL | undefined, from: Date, to: Date, exceptOrderId?: string) {
  return and(
    holders,
    ne(transfers.status, "canceled"),
    lt(transfers.performDate, to),
    gt(transfers.performDate, new Date(from.getTime() - MAX_DURATION_MINUTES * MINUTE)),
    sql`${transfers.performDate} + make_interval(mins => ${transfers.durationMinutes}) > ${from.toISOString()}::timestamptz`,
    exceptOrderId ? ne(transfers.id, exceptOrderId) : undefined,
  );
}

/**
 * 409 naming the other trip when the vehicle or the driver already has a live (non-canceled)
 * trip overlapping the slot. Run it with the vehicle and the driver locked (lockVehicle,
 * lockDriver) so two requests cannot both pass it.
 */
export async function assertSlotFree(tx: Db | Tx, slot: Slot, exceptOrderId?: string) {
  const end = new Date(slot.start.getTime() + slot.minutes * MINUTE);
  const holders = or(
    eq(transfers.vehicleId, slot.vehicleId),
    slot.driverId ? eq(transfers.driverId, slot.driverId) : undefined,
  );
  const [clash] = await tx
    .select({
      id: transfers.id,
      orderNumber: transfers.orderNumber,
      performDate: transfers.performDate,
      durationMinutes: transfers.durationMinutes,
      vehicleId: transfers.vehicleId,
    })
    .from(transfers)
    .where(liveTripsDuring(holders, slot.start, end, exceptOrderId))
    .orderBy(asc(transfers.performDate))
    .limit(1);
  if (!clash) return;
  const time = formatWireDateTime(clash.performDate);
  const until = formatWireDateTime(new Date(clash.performDate.getTime() + clash.durationMinutes * MINUTE)).slice(11);
  const busy = clash.vehicleId === slot.vehicleId ? "Transport band" : "Haydovchi band";
  throw conflict(`${busy}: ${time}–${until} da №${clash.orderNumber} buyurtmasi bor`, {
    clashing_order: {
      id: clash.id,
      order_number: clash.orderNumber,
      perform_date: time,
      duration_minutes: clash.durationMinutes,
    },
  });
}
