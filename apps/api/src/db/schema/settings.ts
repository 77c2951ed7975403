import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { counterparties } from "./counterparties.ts";

const timeOfDay = (name: string) => text(name).notNull();

/**
 * The company's settings: at most one row (its key is always true), written by the first change;
 * until then the defaults of the contract (DEFAULT_SETTINGS) stand. No row is written on install,
 * so a freshly migrated database stays empty (backups and copy-to-postgres rely on that).
 */
export const companySettings = pgTable(
  "settings",
  {
    id: boolean("id").primaryKey().default(true),
    operatingCurrency: text("operating_currency", { enum: ["SAR", "USD", "UZS"] }).notNull(),
    businessTimezone: text("business_timezone").notNull(),
    breakfastTime: timeOfDay("breakfast_time"),
    lunchTime: timeOfDay("lunch_time"),
    dinnerTime: timeOfDay("dinner_time"),
    checkInTime: timeOfDay("check_in_time"),
    checkOutTime: timeOfDay("check_out_time"),
    ownCounterAgentId: uuid("own_counter_agent_id").references(() => counterparties.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("settings_one_row", sql`${table.id}`)],
);
