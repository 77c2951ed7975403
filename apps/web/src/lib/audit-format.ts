import { formatWireDateTime, isoToWire } from "@app/contract/dates";
import { type Area, type Principal, can } from "@app/contract/roles";
import type { AuditEntry, AuditedEntity } from "@app/contract/schemas/audit";
import { FOOD_ORDER_STATUS_LABELS } from "@app/contract/schemas/kitchen-food-orders";
import { employeePath, foodOrderPath, groupPath, hotelPath, invoicePath, reservationPath } from "@app/contract/web-paths";
import { uzAudit, uzAuditFields } from "../i18n/audit.ts";
import { uzFinance } from "../i18n/finance.ts";
import { uzGuestGroups } from "../i18n/guest-groups.ts";
import { uzHotels } from "../i18n/hotels.ts";
import { uzKitchenPlan } from "../i18n/kitchen-plan.ts";
import { uzOrders } from "../i18n/orders.ts";
import { uzTaxi } from "../i18n/taxi.ts";
import { uzRoles } from "../i18n/users.ts";

/** A value longer than this (a long note, a JSON column) is cut, so one change cannot swamp the table. */
const MAX_VALUE_LENGTH = 80;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant as PostgreSQL writes a timestamp into JSON: 2026-03-05T09:30:00.123+00:00. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

function truncated(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** Names on screen of a column's stored values (a status, a role, a diet). */
type ValueNames = Readonly<Record<string, string>>;

/**
 * The columns whose stored values the screens name, by record kind: the journal shows the same
 * names ('Rejalashtirilgan → Faol', not 'Planned → Active'). Other values show as stored.
 */
const VALUE_NAMES: Partial<Record<AuditedEntity, Readonly<Record<string, ValueNames>>>> = {
  users: { role: uzRoles },
  guest_groups: { guest_group_status: uzGuestGroups.statuses },
  pilgrims: { gender: uzGuestGroups.genders, diet: uzGuestGroups.diets },
  hotel_orders: { order_status: uzOrders.statuses, guest_type: uzOrders.types, meals: uzKitchenPlan.meals },
  guests: { status: uzHotels.guests.statuses, gender: uzGuestGroups.genders },
  food_orders: { status: FOOD_ORDER_STATUS_LABELS },
  transport_orders: { status: uzTaxi.statuses },
  invoices: { status: uzFinance.statuses },
};

const valueNamesOf = (entity: AuditedEntity, field: string): ValueNames | undefined => VALUE_NAMES[entity]?.[field];

/**
 * One old or new value of a change as people read it: days dd.MM.yyyy, instants on the business
 * clock, Ha/Yo‘q, "—" for none, and a value `names` names by its name.
 */
export function formatAuditValue(value: unknown, timeZone: string, names?: ValueNames): string {
  if (value === null || value === undefined || value === "") return uzAudit.none;
  if (typeof value === "boolean") return value ? uzAudit.yes : uzAudit.no;
  const named = (item: string | number) => names?.[String(item)] ?? String(item);
  if (typeof value === "number") return named(value);
  if (typeof value === "string") {
    if (names?.[value]) return names[value];
    if (ISO_DAY.test(value)) return isoToWire(value) ?? value;
    if (ISO_INSTANT.test(value)) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime())) return formatWireDateTime(instant, timeZone);
    }
    return truncated(value);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) {
    return truncated(value.map(named).join(", "));
  }
  return truncated(JSON.stringify(value));
}

/** A column's Uzbek name, or the column's own name for the rare ones without one. */
export function auditFieldLabel(field: string): string {
  return uzAuditFields[field] ?? field;
}

/** Who made the change: the user's full name, or 'Tizim' for what the system did itself. */
export function auditUserName(user: AuditEntry["user"]): string {
  return user?.full_name ?? uzAudit.system;
}

export type AuditChange = { field: string; label: string; text: string };

/**
 * The changes of an entry as lines: 'old → new' for an update, only the new values of a created
 * record and only the last values of a deleted one.
 */
export function auditChanges(entry: Pick<AuditEntry, "action" | "entity" | "changes">, timeZone: string): AuditChange[] {
  return Object.entries(entry.changes).map(([field, [before, after]]) => {
    const shown = (value: unknown) => formatAuditValue(value, timeZone, valueNamesOf(entry.entity, field));
    const text =
      entry.action === "create" ? shown(after) : entry.action === "delete" ? shown(before) : `${shown(before)} → ${shown(after)}`;
    return { field, label: auditFieldLabel(field), text };
  });
}

/** The records with a page of their own, and the area whose read right opens it. */
const RECORD_PAGES: Partial<Record<AuditedEntity, { area: Area; path: (id: string) => string }>> = {
  guest_groups: { area: "guest_groups", path: (id) => groupPath(id) },
  hotel_orders: { area: "hotels", path: reservationPath },
  food_orders: { area: "orders", path: (id) => foodOrderPath("active", id) },
  hotels: { area: "hotels", path: hotelPath },
  invoices: { area: "finance", path: invoicePath },
  users: { area: "hr", path: employeePath },
};

/** The page of the record an entry changed, for a principal who may open it; null when there is none (or it was deleted). */
export function auditRecordPath(principal: Principal, entry: Pick<AuditEntry, "action" | "entity" | "entity_id">): string | null {
  const page = RECORD_PAGES[entry.entity];
  if (!page || !entry.entity_id || entry.action === "delete" || !can(principal, page.area, "read")) return null;
  return page.path(entry.entity_id);
}
