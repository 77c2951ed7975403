import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES, PAYMENT_METHODS } from "@app/contract/schemas/money";
import { entityColumns, oneOf } from "./columns.ts";
import { users } from "./users.ts";

/** Costs of bringing an employee on (visa, tickets…); `status` is the paid flag. */
export const hiringExpenses = pgTable(
  "hiring_expenses",
  {
    ...entityColumns,
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    date: timestamp("date", { withTimezone: true }).notNull(),
    cost: numeric("cost", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    status: boolean("status").notNull().default(false),
  },
  (table) => [
    index("hiring_expenses_user_date").on(table.userId, table.date, table.id),
    check("hiring_expenses_cost_not_negative", sql`${table.cost} >= 0`),
    check("hiring_expenses_currency_values", oneOf(table.currency, CURRENCIES)),
  ],
);

/**
 * One salary per employee per calendar month; `status` is the paid flag, and a payment records
 * its day and method (months paid before payments were recorded have neither).
 */
export const monthlySalaries = pgTable(
  "monthly_salaries",
  {
    ...entityColumns,
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    month: integer("month").notNull(),
    salary: numeric("salary", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    status: boolean("status").notNull().default(false),
    paidAt: date("paid_at"),
    method: text("method", { enum: PAYMENT_METHODS }),
  },
  (table) => [
    unique("monthly_salaries_user_month").on(table.userId, table.year, table.month),
    index("monthly_salaries_month").on(table.year, table.month),
    check("monthly_salaries_month_range", sql`${table.month} between 1 and 12`),
    check("monthly_salaries_salary_not_negative", sql`${table.salary} >= 0`),
    check("monthly_salaries_currency_values", oneOf(table.currency, CURRENCIES)),
    check("monthly_salaries_method_values", sql`${table.method} is null or ${oneOf(table.method, PAYMENT_METHODS)}`),
  ],
);
