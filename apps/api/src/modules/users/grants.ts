import { mayGrant, mayGrantFlag, mayManage, type Role } from "@app/contract/roles";
import type { AuthUser } from "../../http/auth.ts";
import { badRequest, forbidden } from "../../http/errors.ts";
import { roleOf, type UserRow } from "./user-shape.ts";

const ROLE_GRANT = "Bu rolni berish uchun sizda ruxsat yo'q";
const SUPERUSER_GRANT = "Superuser huquqini faqat superuser bera oladi";
const STAFF_GRANT = "Xodim (staff) huquqini faqat admin yoki superuser bera oladi";
const TARGET = "Bu foydalanuvchini o'zgartirish yoki o'chirish uchun sizda ruxsat yo'q";
const SELF_CHANGE = "O'zingizning rolingizni, huquqlaringizni yoki faolligingizni o'zgartira olmaysiz";

/** The parts of a user input that hand out power. */
type Grant = { role?: Role; is_superuser?: boolean; is_staff?: boolean; is_active?: boolean };

const differs = (value: boolean | undefined, current: boolean) => value !== undefined && value !== current;

/** The account as it stands may be changed or deleted only by someone who could have granted its power. */
export function assertMayManage(actor: AuthUser, target: UserRow) {
  if (!mayManage(actor, { role: roleOf(target), isSuperuser: target.isSuperuser })) throw forbidden(TARGET);
}

/**
 * Every role and flag the input sets must be the actor's to grant. A flag left as the account
 * has it (`current`, or off for a new account) grants nothing, so sending it unchanged is no fault.
 */
export function assertMayGrant(actor: AuthUser, input: Grant, current?: UserRow) {
  if (input.role !== undefined && !mayGrant(actor, input.role)) throw forbidden(ROLE_GRANT);
  if (differs(input.is_superuser, current?.isSuperuser ?? false) && !mayGrantFlag(actor, "is_superuser")) {
    throw forbidden(SUPERUSER_GRANT);
  }
  if (differs(input.is_staff, current?.isStaff ?? false) && !mayGrantFlag(actor, "is_staff")) {
    throw forbidden(STAFF_GRANT);
  }
}

/** Nobody changes their own power, up or down, nor locks themself out by deactivating. */
export function assertNoSelfChange(current: UserRow, input: Grant) {
  const changes =
    (input.role !== undefined && input.role !== roleOf(current)) ||
    input.is_active === false ||
    differs(input.is_superuser, current.isSuperuser) ||
    differs(input.is_staff, current.isStaff);
  if (changes) throw badRequest(SELF_CHANGE);
}

/** A change that leaves the account's tokens claiming powers it no longer has, or an account no longer active. */
export function endsSessions(before: UserRow, after: UserRow): boolean {
  return (
    !after.isActive ||
    roleOf(after) !== roleOf(before) ||
    after.isSuperuser !== before.isSuperuser ||
    after.isStaff !== before.isStaff
  );
}
