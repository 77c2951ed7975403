import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { FLIGHT_DIRECTIONS } from "@app/contract/schemas/flights";
import { CITIES, PLACE_KINDS } from "@app/contract/schemas/transport-places";
import { entityColumns, oneOf } from "./columns.ts";
import { guestGroups } from "./counterparties.ts";
import { hotels } from "./hotels.ts";
import { users } from "./users.ts";

const auditColumns = {
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
};

/**
 * Where trips start and end. A hotel's row is written by a trigger on hotels (insert and every
 * change of name or city), so every hotel is a place of its city; JED and MED airports come with
 * the migration. A place gone leaves its trips their text.
 */
export const places = pgTable(
  "transport_places",
  {
    ...entityColumns,
    name: text("name").notNull(),
    kind: text("kind", { enum: PLACE_KINDS }).notNull(),
    city: text("city", { enum: CITIES }).notNull(),
    hotelId: uuid("hotel_id")
      .unique()
      .references(() => hotels.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("transport_places_city_name").on(table.city, table.name),
    index("transport_places_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    check("transport_places_kind", oneOf(table.kind, PLACE_KINDS)),
    check("transport_places_city", oneOf(table.city, CITIES)),
    check("transport_places_hotel", sql`(${table.kind} = 'hotel') = (${table.hotelId} is not null)`),
  ],
);

/** A driver; `status` is the active flag. A driver a vehicle or a trip names cannot be deleted. */
export const drivers = pgTable(
  "transport_drivers",
  {
    ...entityColumns,
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    licenseNumber: text("license_number").notNull(),
    licenseExpiry: date("license_expiry").notNull(),
    status: boolean("status").notNull().default(true),
  },
  (table) => [
    index("transport_drivers_name_trgm").using("gin", sql`search_fold(${table.fullName}) gin_trgm_ops`),
    index("transport_drivers_created_at").on(table.createdAt, table.id),
  ],
);

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
    plateNumber: text("plate_number"),
    /** The default driver; name_of_driver and phone_number are then copies of theirs. */
    driverId: uuid("driver_id").references((): AnyPgColumn => drivers.id, { onDelete: "restrict" }),
  },
  (table) => [
    index("transports_driver").on(table.driverId),
    index("transports_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("transports_driver_trgm").using("gin", sql`search_fold(${table.nameOfDriver}) gin_trgm_ops`),
    index("transports_created_at").on(table.createdAt, table.id),
    check("transports_seats_positive", sql`${table.amountOfPeople} >= 1`),
  ],
);

/** A flight at an airport place. */
export const flights = pgTable(
  "flights",
  {
    ...entityColumns,
    number: text("number").notNull(),
    airline: text("airline").notNull(),
    airportId: uuid("airport_id")
      .notNull()
      .references(() => places.id, { onDelete: "restrict" }),
    direction: text("direction", { enum: FLIGHT_DIRECTIONS }).notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("flights_scheduled_at").on(table.scheduledAt, table.id),
    index("flights_number_trgm").using("gin", sql`search_fold(${table.number}) gin_trgm_ops`),
    check("flights_direction", oneOf(table.direction, FLIGHT_DIRECTIONS)),
  ],
);

/** The groups on a flight. A group on a flight cannot be deleted. */
export const flightGroups = pgTable(
  "flight_groups",
  {
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => guestGroups.id, { onDelete: "restrict" }),
  },
  (table) => [primaryKey({ columns: [table.flightId, table.groupId] }), index("flight_groups_group").on(table.groupId)],
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
    groupId: uuid("group_id").references(() => guestGroups.id, { onDelete: "restrict" }),
    flightId: uuid("flight_id").references(() => flights.id, { onDelete: "set null" }),
    fromPlaceId: uuid("from_place_id").references(() => places.id, { onDelete: "set null" }),
    toPlaceId: uuid("to_place_id").references(() => places.id, { onDelete: "set null" }),
    driverId: uuid("driver_id").references(() => drivers.id, { onDelete: "restrict" }),
    /** The trip holds its vehicle and driver over [perform_date, perform_date + duration). */
    durationMinutes: integer("duration_minutes").notNull().default(60),
    /** Which leg of its group's plan the trip serves (e.g. arrival:<flight>), so planning again skips it. */
    planLeg: text("plan_leg"),
  },
  (table) => [
    index("transport_orders_driver_time").on(table.driverId, table.performDate),
    index("transport_orders_group").on(table.groupId, table.performDate),
    index("transport_orders_flight").on(table.flightId),
    check("transport_orders_duration", sql`${table.durationMinutes} between 1 and 1440`),
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
