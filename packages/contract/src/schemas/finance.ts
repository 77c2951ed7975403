import { z } from "zod";
import { RATE_PLACES } from "../decimal.ts";
import { money, optionalText, pageQuery, pageSchema, queryDate, requiredText, searchQuery, uuid, wireDate } from "./common.ts";
import { currency, paymentMethod } from "./money.ts";

/** A figure with up to `places` fraction digits, above zero, kept as text so no float touches it. */
function positiveDecimal(places: number, integerDigits: number, message: string) {
  const format = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${places}})?$`);
  return z
    .union([z.number(), z.string().max(40)], { error: message })
    .transform((value, ctx): string => {
      // A JSON number may print in exponent form (1e-7): read it back at full precision.
      const text = typeof value === "number" ? value.toFixed(places).replace(/\.?0+$/, "") : value.trim();
      if (!format.test(text) || !/[1-9]/.test(text)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return text;
    });
}

const positiveMoney = money.refine((value) => /[1-9]/.test(value), { error: "Summa noldan katta bo'lishi kerak" });

/** The kinds of order an invoice line may bill. */
export const BILLED_ORDER_TYPES = ["hotel_order", "food_order", "transport_order"] as const;
export type BilledOrderType = (typeof BILLED_ORDER_TYPES)[number];
export const billedOrderType = z.enum(BILLED_ORDER_TYPES, {
  error: "Buyurtma turi hotel_order, food_order yoki transport_order bo'lishi kerak",
});
export const billedOrder = z.object({ type: billedOrderType, id: uuid });
export type BilledOrder = z.infer<typeof billedOrder>;

/** The most orders one invoice bills, and so the most the billable list answers at once. */
export const MAX_BILLED_ORDERS = 500;

/** GET /finance/billable-orders/: an agent's orders that may still go on an invoice. */
export const billableOrderQuery = z.object({ counter_agent: uuid });
export type BillableOrderQuery = z.infer<typeof billableOrderQuery>;

export const billableOrder = billedOrder.extend({
  /** The order's number as its own page shows it: a booking's order_id, a food order's code, a transfer's number. */
  code: z.string(),
  /** The text the invoice line gets. */
  description: z.string(),
  /** The day of the service: a booking's check-in, a food order's day, a transfer's day. */
  date: z.string(),
  /** What the line bills, in the operating currency. */
  amount: z.number(),
});
export type BillableOrder = z.infer<typeof billableOrder>;

export const billableOrderList = z.object({
  currency,
  /** Every billable order of the agent; `results` holds the newest MAX_BILLED_ORDERS of them. */
  count: z.number().int(),
  results: z.array(billableOrder),
});
export type BillableOrderList = z.infer<typeof billableOrderList>;

// Rates

/** Units of the operating currency per 1 unit of `currency`, from `date` on. */
export const exchangeRate = z.object({
  id: uuid,
  date: z.string(),
  currency,
  rate: z.number(),
  created_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

export const exchangeRateInput = z.object({
  date: wireDate,
  currency,
  rate: positiveDecimal(RATE_PLACES, 12, `Kurs noldan katta son bo'lishi kerak (ko'pi bilan ${RATE_PLACES} ta kasr raqami)`),
});
export type ExchangeRateInput = z.infer<typeof exchangeRateInput>;

export const exchangeRateListQuery = pageQuery.extend({
  currency: currency.optional(),
  date_from: queryDate.optional(),
  date_to: queryDate.optional(),
});
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuery>;
export const exchangeRatePage = pageSchema(exchangeRate);

/** GET /finance/rates/lookup/: the rate a document of `date` in `currency` takes. */
export const rateLookupQuery = z.object({ currency, date: queryDate });
export type RateLookupQuery = z.infer<typeof rateLookupQuery>;
export const rateLookup = z.object({
  currency,
  date: z.string(),
  rate: z.number(),
  /** The day of the rate used: the latest on or before `date`; null for the operating currency. */
  rate_date: z.string().nullable(),
});
export type RateLookup = z.infer<typeof rateLookup>;

// Invoices

export const INVOICE_STATUSES = ["draft", "issued", "partially_paid", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatus = z.enum(INVOICE_STATUSES, {
  error: "Holat draft, issued, partially_paid, paid yoki void bo'lishi kerak",
});

export const invoiceLine = z.object({
  id: uuid,
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  /** quantity × unit_price, in the invoice's currency. */
  amount: z.number(),
  order: billedOrder.nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** A payment's share that went to an invoice, as the invoice page lists it. */
export const invoicePayment = z.object({
  payment: uuid,
  date: z.string(),
  method: paymentMethod,
  reference: z.string().nullable(),
  amount: z.number(),
});

export const invoiceSummary = z.object({
  id: uuid,
  number: z.string().nullable(),
  counter_agent: uuid,
  counter_agent_name: z.string(),
  date: z.string(),
  due_date: z.string(),
  currency,
  rate: z.number(),
  total: z.number(),
  total_operating: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: invoiceStatus,
  void_reason: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoice = invoiceSummary.extend({
  lines: z.array(invoiceLine),
  payments: z.array(invoicePayment),
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceLineInput = z.object({
  description: requiredText(500),
  quantity: positiveDecimal(3, 9, "Miqdor noldan katta son bo'lishi kerak (ko'pi bilan 3 ta kasr raqami)"),
  unit_price: money,
  order: billedOrder.nullish().transform((value) => value ?? null),
});
export type InvoiceLineInput = z.output<typeof invoiceLineInput>;

const DUE_BEFORE_DATE = "To'lov muddati hisob-faktura sanasidan oldin bo'lmasligi kerak";
const dueNotBefore = (value: { date: string; due_date: string }) =>
  value.date.split(".").reverse().join("") <= value.due_date.split(".").reverse().join("");

export const invoiceInput = z
  .object({
    counter_agent: uuid,
    currency,
    date: wireDate,
    due_date: wireDate,
    lines: z
      .array(invoiceLineInput, { error: "Qatorlar ro'yxat bo'lishi kerak" })
      .min(1, { error: "Kamida bitta qator kerak" })
      .max(500, { error: "Ko'pi bilan 500 ta qator" }),
  })
  .refine(dueNotBefore, { path: ["due_date"], error: DUE_BEFORE_DATE });
export type InvoiceInput = z.output<typeof invoiceInput>;

/** A draft of one line per order, each at its price converted at the rate of `date` (today when not sent). */
export const invoiceFromOrdersInput = z
  .object({
    counter_agent: uuid,
    currency,
    date: wireDate.nullish(),
    due_date: wireDate.nullish(),
    orders: z
      .array(billedOrder, { error: "Buyurtmalar ro'yxat bo'lishi kerak" })
      .min(1, { error: "Kamida bitta buyurtma kerak" })
      .max(MAX_BILLED_ORDERS, { error: `Ko'pi bilan ${MAX_BILLED_ORDERS} ta buyurtma` }),
  })
  .refine((value) => !value.date || !value.due_date || dueNotBefore({ date: value.date, due_date: value.due_date }), {
    path: ["due_date"],
    error: DUE_BEFORE_DATE,
  });
export type InvoiceFromOrdersInput = z.output<typeof invoiceFromOrdersInput>;

export const invoiceVoidInput = z.object({ reason: requiredText(500) });
export type InvoiceVoidInput = z.infer<typeof invoiceVoidInput>;

export const invoiceListQuery = pageQuery.extend({
  ...searchQuery.shape,
  counter_agent: uuid.optional(),
  status: invoiceStatus.optional(),
  currency: currency.optional(),
  date_from: queryDate.optional(),
  date_to: queryDate.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
export const invoicePage = pageSchema(invoiceSummary);

// Payments

export const allocation = z.object({
  invoice: uuid,
  invoice_number: z.string().nullable(),
  amount: z.number(),
});

export const payment = z.object({
  id: uuid,
  counter_agent: uuid,
  counter_agent_name: z.string(),
  date: z.string(),
  amount: z.number(),
  currency,
  rate: z.number(),
  amount_operating: z.number(),
  method: paymentMethod,
  reference: z.string().nullable(),
  allocations: z.array(allocation),
  allocated: z.number(),
  /** What no invoice took yet: the agent's credit, in the payment's currency. */
  unallocated: z.number(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

const allocationInput = z.object({ invoice: uuid, amount: positiveMoney });
const allocationsList = z
  .array(allocationInput, { error: "Taqsimot ro'yxat bo'lishi kerak" })
  .max(500, { error: "Ko'pi bilan 500 ta hisob-faktura" })
  .refine((list) => new Set(list.map((item) => item.invoice)).size === list.length, {
    error: "Bir hisob-faktura bir marta tanlanadi",
  });

export const paymentInput = z.object({
  counter_agent: uuid,
  date: wireDate,
  amount: positiveMoney,
  currency,
  method: paymentMethod,
  reference: optionalText(200),
  allocations: allocationsList.nullish().transform((value) => value ?? []),
});
export type PaymentInput = z.output<typeof paymentInput>;

/** PUT /finance/payments/{id}/allocations/: the payment's whole split across invoices, replacing the last. */
export const allocationsInput = z.object({ allocations: allocationsList });
export type AllocationsInput = z.output<typeof allocationsInput>;

export const paymentListQuery = pageQuery.extend({
  ...searchQuery.shape,
  counter_agent: uuid.optional(),
  currency: currency.optional(),
  method: paymentMethod.optional(),
  date_from: queryDate.optional(),
  date_to: queryDate.optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
export const paymentPage = pageSchema(payment);

// Statements and balances

export const STATEMENT_LINE_TYPES = ["invoice", "payment", "exchange_difference"] as const;
export type StatementLineType = (typeof STATEMENT_LINE_TYPES)[number];

export const statementLine = z.object({
  date: z.string(),
  type: z.enum(STATEMENT_LINE_TYPES),
  number: z.string().nullable(),
  currency,
  /** In the document's currency; none for an exchange difference, which exists only in the operating currency. */
  amount_currency: z.number().nullable(),
  /** In the operating currency: invoices add, payments subtract. */
  amount: z.number(),
  balance: z.number(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementQuery = z.object({ date_from: queryDate.optional(), date_to: queryDate.optional() });
export type StatementQuery = z.infer<typeof statementQuery>;

export const statement = z.object({
  counter_agent: uuid,
  counter_agent_name: z.string(),
  currency,
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  opening_balance: z.number(),
  lines: z.array(statementLine),
  closing_balance: z.number(),
});
export type Statement = z.infer<typeof statement>;

export const aging = z.object({ d0_30: z.number(), d31_60: z.number(), d61_90: z.number(), d90_plus: z.number() });
export type Aging = z.infer<typeof aging>;

export const agentBalance = z.object({
  counter_agent: uuid,
  counter_agent_name: z.string(),
  credit_limit: z.number().nullable(),
  invoiced: z.number(),
  paid: z.number(),
  credit: z.number(),
  balance: z.number(),
  overdue: aging,
  overdue_total: z.number(),
});
export type AgentBalance = z.infer<typeof agentBalance>;

export const balanceListQuery = pageQuery.extend({ ...searchQuery.shape, counter_agent: uuid.optional() });
export type BalanceListQuery = z.infer<typeof balanceListQuery>;
export const balancePage = pageSchema(agentBalance).extend({ currency });
