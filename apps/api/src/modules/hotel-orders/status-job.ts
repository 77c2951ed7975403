import { TransactionRollbackError, and, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context.ts";
import { guests, hotelOrders } from "../../db/schema/index.ts";
import { startPeriodicJob } from "../../jobs.ts";
import { orderStatusSql } from "../hotels/stay-status.ts";
import { syncGroupStatuses } from "./group-status.ts";

const STATUS_JOB_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The one periodic job, in one transaction: stores the status the clock
 * gives each order, completes the guests whose stay is over (keeping their room for the
 * history) and finishes the groups whose orders are all over. Prices are never touched.
 * Reads do not wait for it: they derive statuses themselves. A run that changed nothing is
 * rolled back: its statements' triggers would otherwise log a change of the hotel orders every
 * five minutes, and every kept rooming and kitchen plan would be derived again for nothing.
 */
export async function runHotelStatusJob(ctx: AppContext) {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const derived = orderStatusSql(now);
      const orders = await tx
        .update(hotelOrders)
        .set({ orderStatus: derived, updatedAt: now })
        .where(sql`${hotelOrders.orderStatus} <> ${derived}`)
        .returning({ id: hotelOrders.id });
      const completedGuests = await tx
        .update(guests)
        .set({ status: "Completed", updatedAt: now })
        .where(and(eq(guests.status, "New"), lte(guests.checkOut, now)))
        .returning({ id: guests.id });
      const groups = await syncGroupStatuses(tx, now);
      if (!orders.length && !completedGuests.length && !groups) tx.rollback();
      return { orders: orders.length, guests: completedGuests.length, groups };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return { orders: 0, guests: 0, groups: 0 };
    throw error;
  }
}

/** Runs the job now and every five minutes; the returned function stops it. */
export function startHotelStatusJob(ctx: AppContext, log: FastifyBaseLogger, intervalMs = STATUS_JOB_INTERVAL_MS) {
  return startPeriodicJob("hotel status job", () => runHotelStatusJob(ctx), log, intervalMs);
}
