import { z } from "zod";
import { money, optionalText, pageQuery, pageSchema, queryDate, searchQuery, uuid, wireDate } from "./common.ts";
import { currency, currencyAmount, paymentMethod } from "./money.ts";

/** What the company spends on besides salaries and stock: a fixed list the reports can group by. */
export const EXPENSE_CATEGORIES = ["rent", "utilities", "transport", "food", "office", "tax", "other"] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** The categories as screens and spreadsheets name them. */
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  rent: "Ijara",
  utilities: "Kommunal xizmatlar",
  transport: "Transport",
  food: "Oziq-ovqat",
  office: "Ofis",
  tax: "Soliq",
  other: "Boshqa",
};

export const expenseCategory = z.enum(EXPENSE_CATEGORIES, { error: "Xarajat turi ro'yxatdagilardan biri bo'lishi kerak" });

/** One general expense: what for, to whom (optional), how much in which currency, when, paid from where. */
export const generalExpense = z.object({
  id: uuid,
  category: expenseCategory,
  counter_agent: uuid.nullable(),
  counter_agent_name: z.string().nullable(),
  amount: z.number(),
  currency,
  date: z.string(),
  paid_from: paymentMethod,
  note: z.string().nullable(),
  created_at: z.string(),
});
export type GeneralExpense = z.infer<typeof generalExpense>;

const positiveAmount = money.refine((value) => /[1-9]/.test(value), { error: "Summa noldan katta bo'lishi kerak" });

export const generalExpenseInput = z.object({
  category: expenseCategory,
  counter_agent: uuid.nullish().transform((value) => value ?? null),
  amount: positiveAmount,
  currency,
  date: wireDate,
  paid_from: paymentMethod,
  note: optionalText(1000),
});
export type GeneralExpenseInput = z.infer<typeof generalExpenseInput>;

/** The register's filters; `date_from` and `date_to` bound the expense date, both days included. */
export const generalExpenseListQuery = pageQuery.extend({
  ...searchQuery.shape,
  category: expenseCategory.optional(),
  currency: currency.optional(),
  paid_from: paymentMethod.optional(),
  counter_agent: uuid.optional(),
  date_from: queryDate.optional(),
  date_to: queryDate.optional(),
});
export type GeneralExpenseListQuery = z.infer<typeof generalExpenseListQuery>;

/** A page of the register with the sum of every matching expense per currency. */
export const generalExpensePage = pageSchema(generalExpense).extend({ totals: z.array(currencyAmount) });
