import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BILLED_ORDER_TYPES } from "@app/contract/schemas/finance";
import { CURRENCIES, PAYMENT_METHODS } from "@app/contract/schemas/money";
import { entityColumns, oneOf } from "./columns.ts";
import { counterparties } from "./counterparties.ts";

/** Rates keep 12 places; amounts of a document 2 (UZS included, shown without them). */
const rate = (name: string) => numeric(name, { precision: 24, scale: 12 });
const amount = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** Units of the operating currency per 1 unit of `currency`, from `date` until the next row. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    ...entityColumns,
    date: date("date").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    rate: rate("rate").notNull(),
  },
  (table) => [
    uniqueIndex("exchange_rates_currency_date").on(table.currency, table.date),
    check("exchange_rates_rate_positive", sql`${table.rate} > 0`),
    check("exchange_rates_currency_values", oneOf(table.currency, CURRENCIES)),
  ],
);

/** What is stored of an invoice's status; partly paid and paid follow from its allocations. */
export const INVOICE_STATES = ["draft", "issued", "void"] as const;

/**
 * An invoice to a counter agent. `total` and `total_operating` are written with the lines (a
 * draft's only change) so reads never add them up again. An agent with invoices cannot be deleted.
 */
export const invoices = pgTable(
  "invoices",
  {
    ...entityColumns,
    number: text("number").unique("invoices_number_unique"),
    counterpartyId: uuid("counter_agent_id")
      .notNull()
      .references(() => counterparties.id, { onDelete: "restrict" }),
    date: date("date").notNull(),
    dueDate: date("due_date").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    rate: rate("rate").notNull(),
    total: amount("total").notNull(),
    totalOperating: amount("total_operating").notNull(),
    state: text("state", { enum: INVOICE_STATES }).notNull().default("draft"),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
  },
  (table) => [
    index("invoices_counter_agent_date").on(table.counterpartyId, table.date),
    index("invoices_date").on(table.date, table.createdAt, table.id),
    index("invoices_number_trgm").using("gin", sql`search_fold(${table.number}) gin_trgm_ops`),
    check("invoices_currency_values", oneOf(table.currency, CURRENCIES)),
    check("invoices_state_values", oneOf(table.state, INVOICE_STATES)),
    check("invoices_due", sql`${table.dueDate} >= ${table.date}`),
    check("invoices_numbered", sql`(${table.number} is null) = (${table.state} = 'draft')`),
    check("invoices_void_reason", sql`(${table.voidReason} is null) = (${table.state} <> 'void')`),
  ],
);

/**
 * One line of an invoice. `live` is false once its invoice is void, so the unique index lets an
 * order sit on at most one invoice that is not void.
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 14, scale: 3 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 2 }).notNull(),
    amount: amount("amount").notNull(),
    orderType: text("order_type", { enum: BILLED_ORDER_TYPES }),
    orderId: uuid("order_id"),
    live: boolean("live").notNull().default(true),
  },
  (table) => [
    index("invoice_lines_invoice").on(table.invoiceId, table.position),
    uniqueIndex("invoice_lines_live_order")
      .on(table.orderType, table.orderId)
      .where(sql`${table.orderId} is not null and ${table.live}`),
    check("invoice_lines_quantity_positive", sql`${table.quantity} > 0`),
    check("invoice_lines_order", sql`(${table.orderType} is null) = (${table.orderId} is null)`),
    check("invoice_lines_order_type_values", sql`${table.orderType} is null or ${table.orderType} in ('hotel_order', 'food_order', 'transport_order')`),
  ],
);

/** The last invoice number given in each year; issuing locks its row, so numbers have no gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** Money an agent paid; what no allocation takes is its credit. An agent with payments cannot be deleted. */
export const payments = pgTable(
  "payments",
  {
    ...entityColumns,
    counterpartyId: uuid("counter_agent_id")
      .notNull()
      .references(() => counterparties.id, { onDelete: "restrict" }),
    date: date("date").notNull(),
    amount: amount("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    rate: rate("rate").notNull(),
    amountOperating: amount("amount_operating").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    reference: text("reference"),
  },
  (table) => [
    index("payments_counter_agent_date").on(table.counterpartyId, table.date),
    index("payments_date").on(table.date, table.createdAt, table.id),
    index("payments_reference_trgm").using("gin", sql`search_fold(${table.reference}) gin_trgm_ops`),
    check("payments_amount_positive", sql`${table.amount} > 0`),
    check("payments_currency_values", oneOf(table.currency, CURRENCIES)),
    check("payments_method_values", oneOf(table.method, PAYMENT_METHODS)),
  ],
);

/**
 * A payment's share for one invoice of the same currency. `amount_operating` is the share at
 * the payment's rate; `exchange_difference` is that minus the share at the invoice's rate, what
 * two rates make of one amount (the statement shows it as its own line).
 */
export const paymentAllocations = pgTable(
  "payment_allocations",
  {
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amount: amount("amount").notNull(),
    amountOperating: amount("amount_operating").notNull(),
    exchangeDifference: amount("exchange_difference").notNull(),
  },
  (table) => [
    primaryKey({ name: "payment_allocations_pk", columns: [table.paymentId, table.invoiceId] }),
    index("payment_allocations_invoice").on(table.invoiceId),
    check("payment_allocations_amount_positive", sql`${table.amount} > 0`),
  ],
);
