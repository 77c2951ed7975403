import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { entityColumns } from "./columns.ts";
import { users } from "./users.ts";

const auditColumns = {
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
};

/** A vehicle with its driver; `status` is the active flag. */
export const vehicles = pgTable(
  "transports",
  {
    ...entityColumns,
    ...auditColumns,
    name: text("name").notNull(),
    nameOfDriver: text("name_of_driver").notNull(),
    address: text("address").notNull(),
    phoneNumber: text("phone_number").notNull(),
    amountOfPeople: integer("amount_of_people").notNull(),
    status: boolean("status").notNull().default(true),
  },
  (table) => [
    index("transports_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("transports_driver_trgm").using("gin", sql`search_fold(${table.nameOfDriver}) gin_trgm_ops`),
    index("transports_created_at").on(table.createdAt, table.id),
    check("transports_seats_positive", sql`${table.amountOfPeople} >= 1`),
  ],
);

/** A transfer (a trip). A vehicle with orders cannot be deleted: the key restricts it. */
export const transfers = pgTable(
  "transport_orders",
  {
    ...entityColumns,
    ...auditColumns,
    orderNumber: text("order_number").notNull().unique(),
    vehicleId: uuid("transport_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "restrict" }),
    performDate: timestamp("perform_date", { withTimezone: true }).notNull(),
    fromLocation: text("from_location").notNull(),
    toLocation: text("to_location"),
    status: text("status", { enum: ["created", "completed", "canceled"] }).notNull().default("created"),
    passengerCount: integer("passenger_count"),
    serviceFee: numeric("service_fee", { precision: 14, scale: 2 }).notNull(),
    grossFee: numeric("gross_fee", { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    index("transport_orders_transport_time").on(table.vehicleId, table.performDate),
    index("transport_orders_newest").on(table.performDate, table.createdAt),
    // The statistics read the days of a period not in whole-month totals by booking time.
    index("transport_orders_created_at").on(table.createdAt, table.id),
    index("transport_orders_from_trgm").using("gin", sql`search_fold(${table.fromLocation}) gin_trgm_ops`),
    index("transport_orders_to_trgm").using("gin", sql`search_fold(${table.toLocation}) gin_trgm_ops`),
    index("transport_orders_number_trgm").using("gin", sql`search_fold(${table.orderNumber}) gin_trgm_ops`),
    check("transport_orders_fees", sql`${table.grossFee} >= ${table.serviceFee} and ${table.serviceFee} >= 0`),
  ],
);
