import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { hotelOrders } from "./hotels.ts";
import { foodOrders, menus, rations } from "./kitchen.ts";
import { users } from "./users.ts";

/** The menu cycle's start date: at most one row (its key is always true); none until the cycle is first set. */
export const menuCycle = pgTable(
  "menu_cycle",
  {
    id: boolean("id").primaryKey().default(true),
    startDate: date("start_date", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("menu_cycle_one_row", sql`${table.id}`)],
);

/** Day `position` (from 0) of a cycle: `main` for everyone, or a diet's own cycle. */
export const menuCycleDays = pgTable(
  "menu_cycle_days",
  {
    cycle: text("cycle", { enum: ["main", "diabetic", "soft", "vegetarian"] }).notNull(),
    position: integer("position").notNull(),
    rationId: uuid("ration_id")
      .notNull()
      .references(() => rations.id, { onDelete: "restrict" }),
  },
  (table) => [
    primaryKey({ columns: [table.cycle, table.position] }),
    index("menu_cycle_days_ration").on(table.rationId),
    check("menu_cycle_days_cycle", sql`${table.cycle} in ('main', 'diabetic', 'soft', 'vegetarian')`),
    check("menu_cycle_days_position", sql`${table.position} >= 0`),
  ],
);

/**
 * A day whose plan was confirmed. Confirming writes this row first, so two confirmations of the
 * same day queue on it and the second sees what the first placed.
 */
export const planDays = pgTable("kitchen_plan_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
  confirmedBy: uuid("confirmed_by").references(() => users.id, { onDelete: "set null" }),
});

/** What a plan food order was placed for: a stay's meal on a day, and the menu its eaters get. */
export const planOrders = pgTable(
  "kitchen_plan_orders",
  {
    foodOrderId: uuid("food_order_id")
      .primaryKey()
      .references(() => foodOrders.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" })
      .notNull()
      .references(() => planDays.day, { onDelete: "restrict" }),
    hotelOrderId: uuid("hotel_order_id")
      .notNull()
      .references(() => hotelOrders.id, { onDelete: "cascade" }),
    meal: text("meal", { enum: ["breakfast", "lunch", "dinner"] }).notNull(),
    menuId: uuid("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "restrict" }),
  },
  (table) => [
    index("kitchen_plan_orders_day").on(table.day, table.hotelOrderId),
    index("kitchen_plan_orders_hotel_order").on(table.hotelOrderId),
    check("kitchen_plan_orders_meal", sql`${table.meal} in ('breakfast', 'lunch', 'dinner')`),
  ],
);
