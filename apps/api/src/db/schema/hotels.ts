import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { MEALS } from "@app/contract/schemas/hotel-orders";
import { CITIES } from "@app/contract/schemas/transport-places";
import { entityColumns, oneOf } from "./columns.ts";
import { guestGroups } from "./counterparties.ts";

/** A room's price; the contract keeps net and profit to 10 integer digits so their sum fits. */
const price = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Order and guest totals multiply prices by nights and rooms: unbounded, still exact. */
const total = (name: string) => numeric(name);
const instant = (name: string) => timestamp(name, { withTimezone: true });

// Newest-first lists (ORDER BY created_at DESC, id DESC) read the plain ascending
// (created_at, id) indexes backwards; Drizzle's .desc() means DESC NULLS LAST, which that
// ORDER BY (NULLS FIRST) cannot use.

export const hotels = pgTable(
  "hotels",
  {
    ...entityColumns,
    name: text("name").notNull(),
    address: text("address").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1 }).notNull(),
    /** A trigger keeps the hotel's transport place (name and city) in step with it. */
    city: text("city", { enum: CITIES }).notNull().default("other"),
  },
  (table) => [
    check("hotels_city", oneOf(table.city, CITIES)),
    uniqueIndex("hotels_name_unique").on(sql`lower(${table.name})`),
    uniqueIndex("hotels_email_unique").on(sql`lower(${table.email})`),
    index("hotels_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("hotels_created_at").on(table.createdAt, table.id),
  ],
);

export const roomTypes = pgTable(
  "room_types",
  {
    ...entityColumns,
    name: text("name").notNull(),
    status: boolean("status").notNull().default(true),
  },
  (table) => [
    uniqueIndex("room_types_name_unique").on(sql`lower(${table.name})`),
    index("room_types_created_at").on(table.createdAt, table.id),
  ],
);

/** One physical room; prices are per room per night and `gross_price` is always net + profit. */
export const rooms = pgTable(
  "rooms",
  {
    ...entityColumns,
    hotelId: uuid("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    roomTypeId: uuid("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "no action" }),
    floor: integer("floor").notNull(),
    roomNumber: text("room_number").notNull(),
    capacity: integer("capacity").notNull(),
    netPrice: price("net_price").notNull().default("0"),
    profit: price("profit").notNull().default("0"),
    grossPrice: price("gross_price")
      .notNull()
      .generatedAlwaysAs(sql`"net_price" + "profit"`),
  },
  (table) => [
    uniqueIndex("rooms_hotel_room_number").on(table.hotelId, table.roomNumber),
    index("rooms_hotel_type").on(table.hotelId, table.roomTypeId, table.createdAt),
    index("rooms_room_type").on(table.roomTypeId),
    check("rooms_capacity_positive", sql`${table.capacity} >= 1`),
    check("rooms_floor_positive", sql`${table.floor} >= 1`),
  ],
);

/** A range of instants, as PostgreSQL writes it: `["2026-05-01 14:00:00+00","2026-05-04 12:00:00+00")`. */
const instantRange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/**
 * A reservation. Its status is derived from the clock on every read; the
 * stored `order_status` is what the periodic job last applied, so it knows what changed.
 * A canceled order (canceled_at) and one checked out early (checked_out_at before check_out)
 * hold no room from that moment; the booked dates and the price stay as they were.
 */
export const hotelOrders = pgTable(
  "hotel_orders",
  {
    ...entityColumns,
    orderId: text("order_id").notNull().unique(),
    guestType: text("guest_type", { enum: ["individual", "group"] }).notNull(),
    hotelId: uuid("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "no action" }),
    guestGroupId: uuid("guest_group_id").references(() => guestGroups.id, { onDelete: "no action" }),
    orderStatus: text("order_status", { enum: ["Planned", "Active", "Completed", "Canceled"] }).notNull(),
    /** The meals the kitchen serves the stay, each once, in the day's order. */
    meals: text("meals", { enum: MEALS }).array().notNull().default(sql`'{}'::text[]`),
    checkIn: instant("check_in").notNull(),
    checkOut: instant("check_out").notNull(),
    countOfPeople: integer("count_of_people").notNull(),
    /** Fixed at booking: what the rooms cost and the markup in it. */
    hotelCost: total("hotel_cost").notNull(),
    profit: total("profit").notNull(),
    canceledAt: instant("canceled_at"),
    cancelReason: text("cancel_reason"),
    checkedInAt: instant("checked_in_at"),
    checkedOutAt: instant("checked_out_at"),
    /** The stay as a range, what every overlap and under-way condition reads; stored so that an index of it can answer a count by itself. */
    stay: instantRange("stay")
      .notNull()
      .generatedAlwaysAs(sql`tstzrange("check_in", "check_out")`),
  },
  (table) => [
    index("hotel_orders_created_at").on(table.createdAt, table.id),
    // A hotel's bookings not over yet: what availability reads (a hotel's past grows, its future does not).
    index("hotel_orders_hotel_check_out").on(table.hotelId, table.checkOut),
    // The bookings overlapping a span (the kitchen's eaters, availability).
    index("hotel_orders_stay").using("gist", table.stay),
    // The bookings under way at an instant (the active list and its count, "now" occupancy): every
    // condition is in the index, so a count reads no table page the visibility map vouches for.
    index("hotel_orders_holding_stay")
      .using("gist", table.stay)
      .where(sql`${table.canceledAt} is null and ${table.checkedOutAt} is null`),
    // The lists by arrival and by departure, each day's bookings in id order: hundreds arrive at the
    // same check-in hour, and a page of them sorted by id would otherwise read every one of them.
    // The called-off marks come last, so that the lists' counts and walks never read the table.
    index("hotel_orders_check_in").on(table.checkIn, table.id, table.canceledAt, table.checkedOutAt),
    index("hotel_orders_check_out").on(table.checkOut, table.id, table.canceledAt, table.checkedOutAt),
    // The orders called off: the completed list reads those not over yet apart from the ones over.
    index("hotel_orders_called_off")
      .on(table.checkOut, table.id)
      .where(sql`${table.canceledAt} is not null or ${table.checkedOutAt} is not null`),
    index("hotel_orders_guest_group").on(table.guestGroupId),
    index("hotel_orders_order_id_trgm").using("gin", sql`search_fold(${table.orderId}) gin_trgm_ops`),
    check("hotel_orders_stay", sql`${table.checkOut} > ${table.checkIn}`),
    check("hotel_orders_people", sql`${table.countOfPeople} >= 1`),
    check("hotel_orders_meals", sql`${table.meals} <@ array['breakfast', 'lunch', 'dinner']::text[]`),
    check("hotel_orders_canceled", sql`(${table.canceledAt} is null) = (${table.cancelReason} is null)`),
    check("hotel_orders_checked_out", sql`${table.checkedOutAt} is null or ${table.checkedInAt} <= ${table.checkedOutAt}`),
  ],
);

/** The rooms an order holds and how many of its people each takes: what availability counts. */
export const hotelOrderRooms = pgTable(
  "hotel_order_rooms",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => hotelOrders.id, { onDelete: "cascade" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "no action" }),
    people: integer("people").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.roomId] }), index("hotel_order_rooms_room").on(table.roomId)],
);

/** The people of an individual order; deleting the order deletes them. */
export const guests = pgTable(
  "guests",
  {
    ...entityColumns,
    hotelOrderId: uuid("hotel_order_id")
      .notNull()
      .references(() => hotelOrders.id, { onDelete: "cascade" }),
    hotelId: uuid("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "no action" }),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "no action" }),
    roomName: text("room_name"),
    status: text("status", { enum: ["New", "Completed", "Canceled"] }).notNull().default("New"),
    orderNumber: text("order_number").notNull().unique(),
    gender: smallint("gender").notNull(),
    fullName: text("full_name").notNull(),
    count: integer("count").notNull().default(1),
    price: total("price").notNull(),
    checkIn: instant("check_in").notNull(),
    checkOut: instant("check_out").notNull(),
  },
  (table) => [
    index("guests_created_at").on(table.createdAt, table.id),
    index("guests_hotel").on(table.hotelId, table.createdAt, table.id),
    index("guests_hotel_order").on(table.hotelOrderId),
    index("guests_room").on(table.roomId),
    index("guests_full_name_trgm").using("gin", sql`search_fold(${table.fullName}) gin_trgm_ops`),
    index("guests_order_number_trgm").using("gin", sql`search_fold(${table.orderNumber}) gin_trgm_ops`),
    check("guests_gender", sql`${table.gender} in (1, 2)`),
  ],
);
