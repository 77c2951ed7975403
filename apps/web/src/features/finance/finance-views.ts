import { INVOICE_STATUSES } from "@app/contract/schemas/finance";
import { CURRENCIES, PAYMENT_METHODS } from "@app/contract/schemas/money";
import { defineListView } from "../../lib/list-view.ts";

/** /finance/invoices: by agent, status, currency and a span of days; searched by number or agent. */
export const invoicesView = defineListView({
  filters: {
    counter_agent: {},
    status: { values: INVOICE_STATUSES },
    currency: { values: CURRENCIES },
    date_from: {},
    date_to: {},
  },
});

/** /finance/payments: by agent, currency, method and a span of days. */
export const paymentsView = defineListView({
  filters: {
    counter_agent: {},
    currency: { values: CURRENCIES },
    method: { values: PAYMENT_METHODS },
    date_from: {},
    date_to: {},
  },
});

/** /finance/balances: every agent with a document, most overdue first. */
export const balancesView = defineListView({ filters: {} });

/** /finance/rates: by currency and a span of days. */
export const ratesView = defineListView({
  filters: { currency: { values: CURRENCIES }, date_from: {}, date_to: {} },
});
