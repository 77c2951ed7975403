import { type SQL, sql } from "drizzle-orm";
import type { OrderStatus } from "@app/contract/schemas/hotel-orders";
import type { GuestStatus } from "@app/contract/schemas/guests";
import { guests, hotelOrders } from "../../db/schema/index.ts";

/**
 * The status rule: Planned before check-in, Active until check-out, then
 * Completed. Reads derive it from the clock, so no list waits for the job to be right; the
 * SQL forms and `statusAt` below are the same rule for queries and for code.
 */
export function statusAt(checkIn: Date, checkOut: Date, now: Date): OrderStatus {
  if (now < checkIn) return "Planned";
  return now < checkOut ? "Active" : "Completed";
}

/** A clock reading as a timestamptz parameter. */
export function instantParam(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

export function orderStatusSql(now: Date): SQL<OrderStatus> {
  const at = instantParam(now);
  return sql<OrderStatus>`(case when ${at} < ${hotelOrders.checkIn} then 'Planned' when ${at} < ${hotelOrders.checkOut} then 'Active' else 'Completed' end)`;
}

/**
 * Under way at `now`: check_in <= now < check_out. The range form is what the gist index
 * finds (counts, "now" occupancy); the repeated check_in bound lets a list ordered by
 * check-in start reading its index at `now` instead of at the last planned arrival.
 */
export function underWaySql(now: Date): SQL {
  const at = instantParam(now);
  return sql`(tstzrange(${hotelOrders.checkIn}, ${hotelOrders.checkOut}) @> ${at} and ${hotelOrders.checkIn} <= ${at})`;
}

export function orderStatusCondition(status: OrderStatus, now: Date): SQL {
  const at = instantParam(now);
  if (status === "Planned") return sql`${hotelOrders.checkIn} > ${at}`;
  if (status === "Active") return underWaySql(now);
  return sql`${hotelOrders.checkOut} <= ${at}`;
}

/** A guest is Completed once its stay is over; Canceled (never set by this server) stays as stored. */
export function guestStatusSql(now: Date): SQL<GuestStatus> {
  const at = instantParam(now);
  return sql<GuestStatus>`(case when ${guests.status} = 'Canceled' then 'Canceled' when ${guests.checkOut} <= ${at} then 'Completed' else 'New' end)`;
}

export function guestStatusCondition(status: GuestStatus, now: Date): SQL {
  const at = instantParam(now);
  if (status === "Canceled") return sql`${guests.status} = 'Canceled'`;
  if (status === "Completed") return sql`(${guests.status} <> 'Canceled' and ${guests.checkOut} <= ${at})`;
  return sql`(${guests.status} <> 'Canceled' and ${guests.checkOut} > ${at})`;
}
