import { randomInt } from "node:crypto";

/** A hotel order's `order_id`: a random 8-digit number. */
export function newOrderId(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

/** A guest's `order_number`: "№" and 7 random digits. */
export function newGuestNumber(): string {
  return `№${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
}
