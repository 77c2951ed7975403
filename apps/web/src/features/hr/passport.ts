import { businessDateOf, daysBetween, parseWireDate } from "@app/contract/dates";

export type PassportWarning = "expired" | "expiring";

/**
 * The warning badge of a passport: the server decides whether it ends soon (`passport_expiring`);
 * the badge only tells an already ended passport from one about to end.
 */
export function passportWarning(
  employee: { validity_period: string | null; passport_expiring: boolean },
  now = new Date(),
): PassportWarning | null {
  if (!employee.passport_expiring) return null;
  const end = employee.validity_period ? parseWireDate(employee.validity_period) : null;
  return end && daysBetween(businessDateOf(now), end) < 0 ? "expired" : "expiring";
}
