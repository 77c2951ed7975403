import { z } from "zod";

/** The currencies an amount may be kept in. */
export const CURRENCIES = ["SAR", "USD", "UZS"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Every price of the business (rooms, orders, stock, transfers) is in the operating currency and
 * carries none of its own; HR amounts and general expenses name theirs.
 */
export const OPERATING_CURRENCY: Currency = "SAR";

/** HR amounts were kept in dollars before they carried a currency, and new ones start there too. */
export const HR_CURRENCY: Currency = "USD";

export const currency = z.enum(CURRENCIES, { error: "Valyuta SAR, USD yoki UZS bo'lishi kerak" });

/** A sum in one currency: amounts in different currencies are never added together. */
export const currencyAmount = z.object({ currency, amount: z.number() });
export type CurrencyAmount = z.infer<typeof currencyAmount>;

/** How money left the company: cash, a card, or a bank transfer. */
export const PAYMENT_METHODS = ["cash", "card", "bank"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods as screens and spreadsheets name them. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Naqd",
  card: "Karta",
  bank: "Bank o‘tkazmasi",
};

export const paymentMethod = z.enum(PAYMENT_METHODS, { error: "To'lov usuli cash, card yoki bank bo'lishi kerak" });

/**
 * A new order's `override_credit`: the ceo takes an agent past its credit limit on purpose.
 * Only those who keep the ledger may send it true.
 */
export const overrideCredit = z.boolean({ error: "override_credit true yoki false bo'lishi kerak" }).optional();
