import { sql } from "drizzle-orm";
import { bigint, date, index, numeric, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";

/**
 * What the statistics read instead of a year of orders, so every report answers within 200 ms
 * at 200,000 orders of each kind (bench/scenarios/statistics.ts measures it). Triggers in
 * migrations 0003 and 0004 append the change of every write as a row of deltas (no row is ever
 * updated, so writers never wait on each other); the totals job adds them up per key. A figure
 * is the sum of the rows of its key, so readers sum too. Months, quarters, years and days are
 * those of the business clock, each keyed by its first day.
 */
const starting = (name: string) => date(name, { mode: "string" }).notNull();
const count = (name: string) => bigint(name, { mode: "number" }).notNull();
const sum = (name: string) => numeric(name).notNull();

/** What one food order contributes per item, counterparty and overall: sums times product_count. */
export const FOOD_TOTAL_DIMENSIONS = ["food", "menu", "ration", "counter_agent", "all"] as const;
export type FoodTotalDimension = (typeof FOOD_TOTAL_DIMENSIONS)[number];

const foodOrderFigures = () => ({
  status: smallint("status").notNull(),
  dimension: text("dimension", { enum: FOOD_TOTAL_DIMENSIONS }).notNull(),
  keyId: uuid("key_id"),
  orders: count("orders"),
  revenue: sum("revenue"),
  netPrice: sum("net_price"),
  profit: sum("profit"),
});

const hotelOrderFigures = () => ({
  hotelId: uuid("hotel_id").notNull(),
  orders: count("orders"),
  hotelCost: sum("hotel_cost"),
  profit: sum("profit"),
  nights: count("nights"),
  people: count("people"),
});

const transferFigures = () => ({
  vehicleId: uuid("transport_id").notNull(),
  status: text("status").notNull(),
  orders: count("orders"),
  grossFee: sum("gross_fee"),
  serviceFee: sum("service_fee"),
});

/**
 * Receipts, write-offs and the consumption of orders not canceled, per product (recipe units)
 * and, with no product, for the whole kitchen.
 */
export const STOCK_TOTAL_KINDS = ["receipt", "write_off", "consumption"] as const;
export type StockTotalKind = (typeof STOCK_TOTAL_KINDS)[number];

const stockFigures = () => ({
  kind: text("kind", { enum: STOCK_TOTAL_KINDS }).notNull(),
  productId: uuid("product_id"),
  quantity: sum("quantity"),
  value: sum("value"),
});

export const foodOrderTotals = pgTable("food_order_totals", { month: starting("month"), ...foodOrderFigures() }, (table) => [
  index("food_order_totals_dimension_month").on(table.dimension, table.month),
]);

/**
 * The order totals per day, for the days at the ends of a period that whole months do not
 * cover: per day they hold far fewer rows than the orders. Stock has none: products are too
 * many for a day of them to be fewer rows than a day's batches and movements.
 */
export const foodOrderDayTotals = pgTable("food_order_day_totals", { day: starting("day"), ...foodOrderFigures() }, (table) => [
  index("food_order_day_totals_dimension_day").on(table.dimension, table.day),
]);

export const hotelOrderTotals = pgTable("hotel_order_totals", { month: starting("month"), ...hotelOrderFigures() }, (table) => [
  index("hotel_order_totals_month").on(table.month),
]);

export const hotelOrderDayTotals = pgTable("hotel_order_day_totals", { day: starting("day"), ...hotelOrderFigures() }, (table) => [
  index("hotel_order_day_totals_day").on(table.day),
]);

/** Rooms booked per hotel and night: what occupancy reads. */
export const hotelRoomNights = pgTable(
  "hotel_room_nights",
  { night: starting("night"), hotelId: uuid("hotel_id").notNull(), rooms: count("rooms") },
  (table) => [index("hotel_room_nights_night").on(table.night)],
);

/** The same per month of the nights: a period's whole months of occupancy in a row per hotel. */
export const hotelRoomMonthNights = pgTable(
  "hotel_room_month_nights",
  { month: starting("month"), hotelId: uuid("hotel_id").notNull(), rooms: count("rooms") },
  (table) => [index("hotel_room_month_nights_month").on(table.month)],
);

export const transferTotals = pgTable(
  "transport_order_totals",
  { month: starting("month"), ...transferFigures() },
  (table) => [index("transport_order_totals_month").on(table.month)],
);

export const transferDayTotals = pgTable(
  "transport_order_day_totals",
  { day: starting("day"), ...transferFigures() },
  (table) => [index("transport_order_day_totals_day").on(table.day)],
);

export const stockTotals = pgTable("stock_totals", { month: starting("month"), ...stockFigures() }, (table) => [
  index("stock_totals_kind_month").on(table.kind, table.month),
  // The whole kitchen's rows among every product's.
  index("stock_totals_kitchen").on(table.kind, table.month).where(sql`${table.productId} is null`),
]);

/**
 * The stock totals per quarter and per year, kept from stock_totals itself (migration 0004):
 * where the products outnumber everything else, a year of a product is one or four rows, not
 * twelve.
 */
export const stockQuarterTotals = pgTable("stock_quarter_totals", { quarter: starting("quarter"), ...stockFigures() }, (table) => [
  index("stock_quarter_totals_kind_quarter").on(table.kind, table.quarter),
]);

export const stockYearTotals = pgTable("stock_year_totals", { year: starting("year"), ...stockFigures() }, (table) => [
  index("stock_year_totals_kind_year").on(table.kind, table.year),
]);

/** Orders per day of their creation, kind and stored status (hotel orders: status '', see order analytics). */
export const orderDayCounts = pgTable(
  "order_day_counts",
  { day: starting("day"), kind: text("kind").notNull(), status: text("status").notNull(), orders: count("orders") },
  (table) => [index("order_day_counts_day").on(table.day)],
);

/**
 * How many rows a big table holds (`stock_batches`, `audit_log`), kept the same way from its inserts
 * and deletes: an unfiltered list's exact count without scanning the table.
 */
export const rowCounts = pgTable(
  "row_counts",
  { tableName: text("table_name").notNull(), rows: count("rows") },
  (table) => [index("row_counts_table_name").on(table.tableName)],
);

/**
 * The bookings holding their rooms (neither canceled nor checked out) by the UTC day they arrive
 * and the day they leave: the planned list's count and the completed list's add up the days after
 * today instead of reading every booking ahead.
 */
export const holdingStayDays = pgTable(
  "holding_stay_days",
  { day: starting("day"), arrivals: count("arrivals"), departures: count("departures") },
  (table) => [index("holding_stay_days_day").on(table.day)],
);

/** Every totals table: the totals job adds up each one's rows per key. */
export const TOTALS_TABLES = [
  foodOrderTotals,
  foodOrderDayTotals,
  hotelOrderTotals,
  hotelOrderDayTotals,
  hotelRoomNights,
  hotelRoomMonthNights,
  transferTotals,
  transferDayTotals,
  stockTotals,
  stockQuarterTotals,
  stockYearTotals,
  orderDayCounts,
  rowCounts,
  holdingStayDays,
];
