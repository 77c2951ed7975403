import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { MENU_TYPES } from "@app/contract/schemas/kitchen-menus";
import { MOVEMENT_KINDS } from "@app/contract/schemas/kitchen-products";
import { WRITE_OFF_REASONS } from "@app/contract/schemas/kitchen-warehouse";
import { entityColumns } from "./columns.ts";
import { counterparties } from "./counterparties.ts";
import { hotelOrders } from "./hotels.ts";
import { users } from "./users.ts";

/**
 * The kitchen: catalogs, products, the stock ledger, dishes, menus, rations and food orders.
 * Quantities in the ledger are kept in the product's recipe unit, where
 * every operation (receipt × factor, ingredient count × portions, write-off × factor) is an
 * exact multiplication; stock units are derived for display.
 *
 * Lists read newest first through ascending (created_at, id) indexes, which PostgreSQL scans
 * backwards for `ORDER BY created_at DESC, id DESC`; a `.desc()` index is `DESC NULLS LAST`
 * and does not match that order.
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** Recipe-unit quantities: 3 places of stock amount × 4 places of factor stay exact. */
const ledgerQuantity = (name: string) => numeric(name, { precision: 24, scale: 7 });
/** Cost of one recipe unit; unbounded so a tiny delivery of an expensive product still fits. */
const unitPrice = (name: string) => numeric(name);

/** Names are unique ignoring case and punctuation ("Go'sht" = "gosht"); the key is computed on write. */
const nameColumns = () => ({
  name: text("name").notNull(),
  nameKey: text("name_key").notNull().unique(),
});

export const units = pgTable(
  "kitchen_measures",
  {
    ...entityColumns,
    ...nameColumns(),
    abbreviation: text("abbreviation").notNull(),
    status: boolean("status").notNull().default(true),
  },
  (table) => [
    index("kitchen_measures_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("kitchen_measures_created_at").on(table.createdAt, table.id),
  ],
);

/** Product sections: the kitchen's "Filiallar" page (see GLOSSARY.md). */
export const productSections = pgTable(
  "kitchen_sections",
  {
    ...entityColumns,
    ...nameColumns(),
    status: boolean("status").notNull().default(true),
  },
  (table) => [
    index("kitchen_sections_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("kitchen_sections_created_at").on(table.createdAt, table.id),
  ],
);

export const products = pgTable(
  "products",
  {
    ...entityColumns,
    ...nameColumns(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => productSections.id, { onDelete: "restrict" }),
    unitId: uuid("measure_id")
      .notNull()
      .references(() => units.id, { onDelete: "restrict" }),
    stockUnitId: uuid("measure_warehouse_id")
      .notNull()
      .references(() => units.id, { onDelete: "restrict" }),
    unitFactor: numeric("difference_measures", { precision: 11, scale: 4 }).notNull(),
    minStock: numeric("min_stock", { precision: 12, scale: 3 }).notNull().default("0"),
    image: text("image"),
  },
  (table) => [
    index("products_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("products_created_at").on(table.createdAt, table.id),
    index("products_section").on(table.sectionId),
    index("products_measure").on(table.unitId),
    index("products_measure_warehouse").on(table.stockUnitId),
    check("products_factor_positive", sql`${table.unitFactor} > 0`),
    check("products_min_stock_not_negative", sql`${table.minStock} >= 0`),
  ],
);

/** A delivery of many products on one supplier's invoice: its batches point to it. */
export const stockReceipts = pgTable(
  "stock_receipts",
  {
    ...entityColumns,
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => counterparties.id, { onDelete: "restrict" }),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceDate: date("invoice_date").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("stock_receipts_supplier").on(table.supplierId)],
);

/**
 * One delivery of one product. `received` and `remaining` are recipe units; the CHECKs are
 * the last guard of the ledger: stock never below zero nor above what arrived.
 */
export const stockBatches = pgTable(
  "stock_batches",
  {
    ...entityColumns,
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    grossPrice: money("gross_price").notNull(),
    arrivedAmount: numeric("arrived_amount", { precision: 12, scale: 3 }).notNull(),
    received: ledgerQuantity("received").notNull(),
    remaining: ledgerQuantity("remaining").notNull(),
    unitPrice: unitPrice("unit_price").notNull(),
    /** Null for goods that do not spoil: they are used after every dated batch, oldest first. */
    expiryDate: date("expiry_date"),
    supplierId: uuid("supplier_id").references(() => counterparties.id, { onDelete: "restrict" }),
    lot: text("lot"),
    receiptId: uuid("receipt_id").references(() => stockReceipts.id, { onDelete: "restrict" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Something is left. The indexes filter on this, never on `remaining`: an index naming a
     * column makes every update of it write to all the table's indexes (no HOT update), and
     * every order updates the remainders it takes from, while this flag changes only when a
     * batch empties.
     */
    inStock: boolean("in_stock")
      .notNull()
      .generatedAlwaysAs(sql`"remaining" > 0`),
  },
  (table) => [
    /**
     * Most batches end empty: consumption, stock sums and locks only ever look at the ones with
     * something left, first-expiring first.
     */
    index("stock_batches_fefo")
      .on(table.productId, sql`${table.expiryDate} asc nulls last`, table.createdAt, table.id)
      .where(sql`${table.inStock}`),
    index("stock_batches_expiry").on(table.expiryDate).where(sql`${table.inStock}`),
    index("stock_batches_supplier").on(table.supplierId),
    index("stock_batches_receipt").on(table.receiptId),
    index("stock_batches_fifo").on(table.productId, table.createdAt, table.id),
    index("stock_batches_created_at").on(table.createdAt, table.id),
    check("stock_batches_remaining_range", sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.received}`),
    check("stock_batches_received_positive", sql`${table.received} > 0`),
  ],
);

export const dishSections = pgTable(
  "food_sections",
  {
    ...entityColumns,
    ...nameColumns(),
    status: boolean("status").notNull().default(true),
  },
  (table) => [
    index("food_sections_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("food_sections_created_at").on(table.createdAt, table.id),
  ],
);

/** An ingredient line: a product and a quantity in its recipe unit. */
export const ingredients = pgTable(
  "recipe_foods",
  {
    ...entityColumns,
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    count: numeric("count", { precision: 12, scale: 3 }).notNull(),
  },
  (table) => [
    index("recipe_foods_product").on(table.productId),
    index("recipe_foods_created_at").on(table.createdAt, table.id),
    check("recipe_foods_count_positive", sql`${table.count} > 0`),
  ],
);

export const dishes = pgTable(
  "foods",
  {
    ...entityColumns,
    ...nameColumns(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => dishSections.id, { onDelete: "restrict" }),
    profit: money("profit").notNull(),
    image: text("image"),
  },
  (table) => [
    index("foods_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("foods_created_at").on(table.createdAt, table.id),
    index("foods_section").on(table.sectionId),
  ],
);

/** A dish's ingredient lines; a line in use cannot be deleted. */
export const dishIngredients = pgTable(
  "food_recipe_foods",
  {
    dishId: uuid("food_id")
      .notNull()
      .references(() => dishes.id, { onDelete: "cascade" }),
    ingredientId: uuid("recipe_food_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "restrict" }),
  },
  (table) => [
    primaryKey({ columns: [table.dishId, table.ingredientId] }),
    index("food_recipe_foods_line").on(table.ingredientId),
  ],
);

export const menus = pgTable(
  "menus",
  {
    ...entityColumns,
    ...nameColumns(),
    menuType: text("menu_type", { enum: MENU_TYPES }).notNull(),
    profit: money("profit").notNull(),
    image: text("image"),
  },
  (table) => [
    index("menus_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("menus_created_at").on(table.createdAt, table.id),
  ],
);

export const menuDishes = pgTable(
  "menu_foods",
  {
    menuId: uuid("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    dishId: uuid("food_id")
      .notNull()
      .references(() => dishes.id, { onDelete: "restrict" }),
  },
  (table) => [primaryKey({ columns: [table.menuId, table.dishId] }), index("menu_foods_food").on(table.dishId)],
);

/** A daily ration ("recipe" on the wire): a breakfast, a lunch and a dinner menu. */
export const rations = pgTable(
  "rations",
  {
    ...entityColumns,
    ...nameColumns(),
    profit: money("profit").notNull(),
    menuBreakfastId: uuid("menu_breakfast_id")
      .notNull()
      .references(() => menus.id, { onDelete: "restrict" }),
    menuLunchId: uuid("menu_lunch_id")
      .notNull()
      .references(() => menus.id, { onDelete: "restrict" }),
    menuDinnerId: uuid("menu_dinner_id")
      .notNull()
      .references(() => menus.id, { onDelete: "restrict" }),
  },
  (table) => [
    index("rations_name_trgm").using("gin", sql`search_fold(${table.name}) gin_trgm_ops`),
    index("rations_created_at").on(table.createdAt, table.id),
    index("rations_breakfast").on(table.menuBreakfastId),
    index("rations_lunch").on(table.menuLunchId),
    index("rations_dinner").on(table.menuDinnerId),
  ],
);

/**
 * An order of exactly one dish, menu or ration. `price`, `net_price` and `profit` are one
 * portion's, frozen when the order was placed; `code` is the 8-digit `food_order_id`.
 */
export const foodOrders = pgTable(
  "food_orders",
  {
    ...entityColumns,
    code: text("code").notNull().unique(),
    dishId: uuid("food_id").references(() => dishes.id, { onDelete: "restrict" }),
    menuId: uuid("menu_id").references(() => menus.id, { onDelete: "restrict" }),
    rationId: uuid("ration_id").references(() => rations.id, { onDelete: "restrict" }),
    counterpartyId: uuid("counter_agent_id").references(() => counterparties.id, { onDelete: "set null" }),
    /** The hotel order this food order is served with, if any. */
    hotelOrderId: uuid("hotel_order_id").references(() => hotelOrders.id, { onDelete: "set null" }),
    orderTime: date("order_time", { mode: "string" }),
    address: text("address"),
    productCount: integer("product_count").notNull(),
    price: money("price").notNull(),
    netPrice: money("net_price").notNull(),
    profit: money("profit").notNull(),
    status: smallint("status").notNull().default(0),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("food_orders_created_at").on(table.createdAt, table.id),
    index("food_orders_code_trgm").using("gin", sql`search_fold(${table.code}) gin_trgm_ops`),
    index("food_orders_counter_agent").on(table.counterpartyId),
    index("food_orders_hotel_order").on(table.hotelOrderId),
    index("food_orders_status").on(table.status, table.createdAt),
    index("food_orders_food").on(table.dishId),
    index("food_orders_menu").on(table.menuId),
    index("food_orders_ration").on(table.rationId),
    index("food_orders_day").on(sql`(coalesce(${table.orderTime}, business_day(${table.createdAt})))`, table.id),
    check("food_orders_one_item", sql`num_nonnulls(${table.dishId}, ${table.menuId}, ${table.rationId}) = 1`),
    check("food_orders_status_values", sql`${table.status} in (-1, 0, 1)`),
    check("food_orders_portions", sql`${table.productCount} >= 1`),
  ],
);

/**
 * The stock ledger: every change to a batch, never rewritten. For each batch
 * remaining = received − consumption − write_off + restoration, all in recipe units;
 * `value` is the quantity at the batch's unit price. Statistics read it.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => stockBatches.id, { onDelete: "restrict" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: MOVEMENT_KINDS }).notNull(),
    quantity: ledgerQuantity("quantity").notNull(),
    value: money("value").notNull(),
    foodOrderId: uuid("food_order_id").references(() => foodOrders.id, { onDelete: "restrict" }),
    reason: text("reason", { enum: WRITE_OFF_REASONS }),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("stock_movements_product").on(table.productId, table.createdAt, table.id),
    index("stock_movements_batch").on(table.batchId),
    index("stock_movements_food_order").on(table.foodOrderId),
    index("stock_movements_kind_created").on(table.kind, table.createdAt),
    check("stock_movements_quantity_positive", sql`${table.quantity} > 0`),
    check(
      "stock_movements_reason_values",
      sql`${table.reason} is null or ${table.reason} in (${sql.raw(WRITE_OFF_REASONS.map((reason) => `'${reason}'`).join(", "))})`,
    ),
  ],
);
