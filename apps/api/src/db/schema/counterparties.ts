import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { entityColumns } from "./columns.ts";

export const counterparties = pgTable(
  "counter_agents",
  {
    ...entityColumns,
    name: text("name").notNull(),
    address: text("address").notNull(),
    counterpartyType: text("counter_agent_type", { enum: ["B2B", "B2C"] }).notNull(),
    status: boolean("status").notNull().default(true),
    /** The most the agent may owe, in the operating currency; null is no limit. */
    creditLimit: numeric("credit_limit", { precision: 14, scale: 2 }),
  },
  (table) => [
    check("counter_agents_credit_limit_positive", sql`${table.creditLimit} is null or ${table.creditLimit} >= 0`),
    index("counter_agents_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("counter_agents_address_trgm").using("gin", sql`search_fold(${table.address}) gin_trgm_ops`),
    index("counter_agents_created_at").on(table.createdAt, table.id),
    index("counter_agents_type_status_created").on(table.counterpartyType, table.status, table.createdAt),
  ],
);

export const guestGroups = pgTable(
  "guest_groups",
  {
    ...entityColumns,
    name: text("name").notNull(),
    count: integer("count").notNull(),
    guestGroupStatus: text("guest_group_status", { enum: ["Pending", "Accepted", "Finished"] })
      .notNull()
      .default("Pending"),
    /** The agent who sent the group; the group outlives an agent removed from the books. */
    counterpartyId: uuid("counter_agent_id").references(() => counterparties.id, { onDelete: "set null" }),
    leaderName: text("leader_name"),
    leaderPhone: text("leader_phone"),
    /** When staff closed the group: done with, whatever its stays say, so its passports are free again. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    index("guest_groups_counter_agent").on(table.counterpartyId),
    index("guest_groups_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("guest_groups_created_at").on(table.createdAt, table.id),
  ],
);
