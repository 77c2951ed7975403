import { randomInt } from "node:crypto";

const digits = (count: number) => String(randomInt(0, 10 ** count)).padStart(count, "0");

/**
 * The order number in its legacy form: epoch seconds mod 1 000 000, then 2 random digits;
 * a retry after a collision takes 8 random digits instead.
 */
export function orderNumberCandidate(now: Date, attempt: number): string {
  if (attempt > 0) return digits(8);
  return String(Math.floor(now.getTime() / 1000) % 1_000_000).padStart(6, "0") + digits(2);
}
