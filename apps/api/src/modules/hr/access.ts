import { can } from "@app/contract/roles";
import type { AuthUser } from "../../http/auth.ts";
import { forbidden } from "../../http/errors.ts";

/** HR readers see every employee's records; anyone else only their own. */
export function assertMayRead(actor: AuthUser, employeeId: string) {
  if (actor.id !== employeeId && !can(actor, "hr", "read")) throw forbidden();
}
