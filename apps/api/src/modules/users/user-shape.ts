import { formatWireDateTime, isoToWire, wireToIso } from "@app/contract/dates";
import { normalizeRole, type Role } from "@app/contract/roles";
import type { Profile } from "@app/contract/schemas/profile";
import type { User } from "@app/contract/schemas/users";
import type { users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

const wireDate = (value: string | null) => (value ? isoToWire(value) : null);

/** A body date (dd.MM.yyyy, already validated) for a date column; undefined leaves the column alone. */
export function columnDate(value: string | null | undefined): string | null | undefined {
  return value ? wireToIso(value) : value;
}

export function roleOf(row: UserRow): Role | null {
  return row.role ? (normalizeRole(row.role) ?? null) : null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    birthdate: wireDate(row.birthdate),
    gender: row.gender,
    date_come: wireDate(row.dateCome),
    from_come: row.fromCome,
    passport_number: row.passportNumber,
    given_by: row.givenBy,
    validity_period: wireDate(row.validityPeriod),
    role: roleOf(row),
    is_active: row.isActive,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    last_login: row.lastLogin ? formatWireDateTime(row.lastLogin) : null,
    created_at: formatWireDateTime(row.createdAt),
  };
}

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    birthdate: wireDate(row.birthdate),
    gender: row.gender,
    role: roleOf(row),
    is_active: row.isActive,
  };
}
