import { allowed, endpoint } from "../endpoint.ts";
import { idParams } from "../schemas/common.ts";
import {
  allocationsInput,
  balanceListQuery,
  balancePage,
  billableOrderList,
  billableOrderQuery,
  exchangeRate,
  exchangeRateInput,
  exchangeRateListQuery,
  exchangeRatePage,
  invoice,
  invoiceFromOrdersInput,
  invoiceInput,
  invoiceListQuery,
  invoicePage,
  invoiceVoidInput,
  MAX_BILLED_ORDERS,
  payment,
  paymentInput,
  paymentListQuery,
  paymentPage,
  rateLookup,
  rateLookupQuery,
  statement,
  statementQuery,
} from "../schemas/finance.ts";

const read = allowed("finance", "read");
const write = allowed("finance", "write");

const RATE_LIST = "/finance/rates/";
const RATE_ONE = "/finance/rates/:id/";
const RATE_MISSING = "Kurs topilmadi";

/** Exchange rates staff enter: units of the operating currency per 1 unit of a currency, from a day on. */
export const EXCHANGE_RATES = {
  list: endpoint({
    method: "GET",
    path: RATE_LIST,
    access: read,
    summary: "Exchange rates, newest day first, by currency and period",
    query: exchangeRateListQuery,
    response: exchangeRatePage,
  }),
  lookup: endpoint({
    method: "GET",
    path: "/finance/rates/lookup/",
    access: read,
    summary: "The rate a document of a day takes: the latest on or before it (400 when there is none)",
    query: rateLookupQuery,
    response: rateLookup,
  }),
  create: endpoint({
    method: "POST",
    path: RATE_LIST,
    access: write,
    summary: "Enter a currency's rate from a day on",
    body: exchangeRateInput,
    response: exchangeRate,
    status: 201,
  }),
  replace: endpoint({
    method: "PUT",
    path: RATE_ONE,
    access: write,
    summary: "Correct a rate",
    params: idParams,
    body: exchangeRateInput,
    response: exchangeRate,
    missing: RATE_MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: RATE_ONE,
    access: write,
    summary: "Delete a rate",
    params: idParams,
    status: 204,
    missing: RATE_MISSING,
  }),
};

const INVOICE_LIST = "/finance/invoices/";
const INVOICE_ONE = "/finance/invoices/:id/";
const INVOICE_MISSING = "Hisob-faktura topilmadi";

/** Invoices to counter agents: drafts, issued (numbered, frozen), paid through allocations, or void. */
export const INVOICES = {
  list: endpoint({
    method: "GET",
    path: INVOICE_LIST,
    access: read,
    summary: "Invoices, newest first, by agent, status, currency and period; or an xlsx file",
    query: invoiceListQuery,
    response: invoicePage,
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: INVOICE_LIST,
    access: write,
    summary: "A draft invoice typed by hand",
    body: invoiceInput,
    response: invoice,
    status: 201,
  }),
  fromOrders: endpoint({
    method: "POST",
    path: "/finance/invoices/from-orders/",
    access: write,
    summary: "A draft invoice of one line per order, priced at the order's total converted at the rate",
    body: invoiceFromOrdersInput,
    response: invoice,
    status: 201,
  }),
  billableOrders: endpoint({
    method: "GET",
    path: "/finance/billable-orders/",
    access: read,
    summary: `An agent's orders an invoice may still bill (not canceled, on no invoice that is not void), newest first: at most ${MAX_BILLED_ORDERS}, with the count of all`,
    query: billableOrderQuery,
    response: billableOrderList,
  }),
  get: endpoint({
    method: "GET",
    path: INVOICE_ONE,
    access: read,
    summary: "One invoice with its lines and the payments allocated to it",
    params: idParams,
    response: invoice,
    missing: INVOICE_MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: INVOICE_ONE,
    access: write,
    summary: "Change a draft invoice (an issued one is frozen: 400)",
    params: idParams,
    body: invoiceInput,
    response: invoice,
    missing: INVOICE_MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: INVOICE_ONE,
    access: write,
    summary: "Delete a draft invoice (an issued one is voided instead: 400)",
    params: idParams,
    status: 204,
    missing: INVOICE_MISSING,
  }),
  issue: endpoint({
    method: "POST",
    path: "/finance/invoices/:id/issue/",
    access: write,
    summary: "Number a draft (INV-yyyy-000001, gapless per year) and freeze it",
    params: idParams,
    response: invoice,
    missing: INVOICE_MISSING,
  }),
  void: endpoint({
    method: "POST",
    path: "/finance/invoices/:id/void/",
    access: write,
    summary: "Void an issued invoice with a reason; refused while payments are allocated to it",
    params: idParams,
    body: invoiceVoidInput,
    response: invoice,
    missing: INVOICE_MISSING,
  }),
};

const PAYMENT_LIST = "/finance/payments/";
const PAYMENT_ONE = "/finance/payments/:id/";
const PAYMENT_MISSING = "To'lov topilmadi";

/** Money received from counter agents and how it is split across their invoices. */
export const PAYMENTS = {
  list: endpoint({
    method: "GET",
    path: PAYMENT_LIST,
    access: read,
    summary: "Payments, newest first, by agent, currency, method and period",
    query: paymentListQuery,
    response: paymentPage,
  }),
  create: endpoint({
    method: "POST",
    path: PAYMENT_LIST,
    access: write,
    summary: "Record a payment and allocate it to open invoices of its currency",
    body: paymentInput,
    response: payment,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: PAYMENT_ONE,
    access: read,
    summary: "One payment with its allocations",
    params: idParams,
    response: payment,
    missing: PAYMENT_MISSING,
  }),
  allocate: endpoint({
    method: "PUT",
    path: "/finance/payments/:id/allocations/",
    access: write,
    summary: "Replace a payment's allocations (an empty list frees the whole payment as credit)",
    params: idParams,
    body: allocationsInput,
    response: payment,
    missing: PAYMENT_MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: PAYMENT_ONE,
    access: write,
    summary: "Delete a payment recorded by mistake, and its allocations",
    params: idParams,
    status: 204,
    missing: PAYMENT_MISSING,
  }),
};

/** What each agent owes: its statement and every agent's balance with aging. */
export const LEDGER = {
  statement: endpoint({
    method: "GET",
    path: "/finance/counter_agents/:id/statement/",
    access: read,
    summary: "An agent's statement: opening balance, invoices and payments with the running balance, closing balance; or an xlsx file",
    params: idParams,
    query: statementQuery,
    response: statement,
    xlsx: true,
    missing: "Kontragent topilmadi",
  }),
  balances: endpoint({
    method: "GET",
    path: "/finance/balances/",
    access: read,
    summary: "Per agent: invoiced, paid, credit, balance and overdue by days past due, most overdue first",
    query: balanceListQuery,
    response: balancePage,
  }),
};
