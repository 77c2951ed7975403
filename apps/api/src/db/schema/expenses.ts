import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { EXPENSE_CATEGORIES } from "@app/contract/schemas/expenses";
import { CURRENCIES, PAYMENT_METHODS } from "@app/contract/schemas/money";
import { entityColumns, oneOf } from "./columns.ts";
import { counterparties } from "./counterparties.ts";

/**
 * The company's general expenses, each in its own currency. A counterparty deleted later leaves
 * its expenses in the register without it, as its food orders are.
 */
export const generalExpenses = pgTable(
  "general_expenses",
  {
    ...entityColumns,
    category: text("category", { enum: EXPENSE_CATEGORIES }).notNull(),
    counterpartyId: uuid("counter_agent_id").references(() => counterparties.id, { onDelete: "set null" }),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    date: date("date").notNull(),
    paidFrom: text("paid_from", { enum: PAYMENT_METHODS }).notNull(),
    note: text("note"),
  },
  (table) => [
    index("general_expenses_date").on(table.date, table.createdAt, table.id),
    index("general_expenses_counter_agent").on(table.counterpartyId),
    index("general_expenses_note_trgm").using("gin", sql`search_fold(${table.note}) gin_trgm_ops`),
    check("general_expenses_amount_positive", sql`${table.amount} > 0`),
    check("general_expenses_category_values", oneOf(table.category, EXPENSE_CATEGORIES)),
    check("general_expenses_currency_values", oneOf(table.currency, CURRENCIES)),
    check("general_expenses_paid_from_values", oneOf(table.paidFrom, PAYMENT_METHODS)),
  ],
);
