import { z } from "zod";
import { pageQuery, pageSchema, queryDate, uuid } from "./common.ts";

/**
 * The business records the journal follows, by their table names. The database keeps one trigger
 * set per name (a test holds the two lists together); sessions, tokens, counters and the totals
 * kept for reports are not business records and are left out.
 */
export const AUDITED_ENTITIES = [
  "users",
  "settings",
  "counter_agents",
  "guest_groups",
  "pilgrims",
  "room_assignments",
  "hotels",
  "room_types",
  "rooms",
  "hotel_orders",
  "hotel_order_rooms",
  "guests",
  "general_expenses",
  "hiring_expenses",
  "monthly_salaries",
  "kitchen_measures",
  "kitchen_sections",
  "products",
  "stock_receipts",
  "stock_batches",
  "stock_movements",
  "food_sections",
  "recipe_foods",
  "foods",
  "food_recipe_foods",
  "menus",
  "menu_foods",
  "rations",
  "food_orders",
  "menu_cycle",
  "menu_cycle_days",
  "kitchen_plan_orders",
  "transport_places",
  "transport_drivers",
  "transports",
  "flights",
  "flight_groups",
  "transport_orders",
  "exchange_rates",
  "invoices",
  "invoice_lines",
  "payments",
  "payment_allocations",
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/** A status change is told apart from other updates: it is what people look for first. */
export const AUDIT_ACTIONS = ["create", "update", "status", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One change of one record: who, when, and each field's old and new value (null where there was none). */
export const auditEntry = z.object({
  id: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** Null for changes the system made itself (first run, startup rewrites, scheduled jobs). */
  user: z.object({ id: uuid, full_name: z.string(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDITED_ENTITIES),
  entity_id: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = pageQuery.extend({
  entity: z.enum(AUDITED_ENTITIES, { error: "Noma'lum yozuv turi" }).optional(),
  entity_id: z.string().trim().max(64, { error: "Identifikator juda uzun" }).optional(),
  user: uuid.optional(),
  date_from: queryDate.optional(),
  date_to: queryDate.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
export const auditPage = pageSchema(auditEntry);
