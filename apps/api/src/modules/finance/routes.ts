import type { FastifyInstance } from "fastify";
import { EXCHANGE_RATES, INVOICES, LEDGER, PAYMENTS } from "@app/contract/endpoints/finance";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { part, sendListXlsx, sendWorkbook } from "../../http/xlsx-export.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { billableOrders } from "./billed-orders.ts";
import { getInvoice, listInvoices } from "./invoice-read.ts";
import { issueInvoice, voidInvoice } from "./invoice-status.ts";
import { createInvoice, deleteInvoice, invoiceFromOrders, updateInvoice } from "./invoice-write.ts";
import { listBalances, statementOf } from "./ledger.ts";
import { createPayment, deletePayment, getPayment, listPayments, reallocatePayment } from "./payments.ts";
import { createRate, deleteRate, listRates, lookupRate, updateRate } from "./rates.ts";
import { invoiceListSheet, statementSheet } from "./sheets.ts";

/** The ledger under /finance/: rates, invoices, payments, statements and balances. */
export function financeRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, EXCHANGE_RATES.list, async ({ query, request }) => {
    const { count, results } = await listRates(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, EXCHANGE_RATES.lookup, async ({ query }) => lookupRate(ctx, query.currency, query.date));
  route(app, ctx, EXCHANGE_RATES.create, async ({ body }) => createRate(ctx, body));
  route(app, ctx, EXCHANGE_RATES.replace, async ({ params, body }) => updateRate(ctx, params.id, body));
  route(app, ctx, EXCHANGE_RATES.remove, async ({ params }) => deleteRate(ctx, params.id));

  route(app, ctx, INVOICES.list, async ({ query, xlsx, request, reply }) => {
    if (xlsx) return sendListXlsx(reply, invoiceListSheet, (page) => listInvoices(ctx, { ...query, ...page }), await operatingCurrency(ctx));
    const { count, results } = await listInvoices(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, INVOICES.create, async ({ body }) => createInvoice(ctx, body));
  route(app, ctx, INVOICES.fromOrders, async ({ body }) => invoiceFromOrders(ctx, body));
  route(app, ctx, INVOICES.billableOrders, async ({ query }) => billableOrders(ctx, query.counter_agent));
  route(app, ctx, INVOICES.get, async ({ params }) => getInvoice(ctx, params.id));
  route(app, ctx, INVOICES.replace, async ({ params, body }) => updateInvoice(ctx, params.id, body));
  route(app, ctx, INVOICES.remove, async ({ params }) => deleteInvoice(ctx, params.id));
  route(app, ctx, INVOICES.issue, async ({ params }) => issueInvoice(ctx, params.id));
  route(app, ctx, INVOICES.void, async ({ params, body }) => voidInvoice(ctx, params.id, body.reason));

  route(app, ctx, PAYMENTS.list, async ({ query, request }) => {
    const { count, results } = await listPayments(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, PAYMENTS.create, async ({ body }) => createPayment(ctx, body));
  route(app, ctx, PAYMENTS.get, async ({ params }) => getPayment(ctx, params.id));
  route(app, ctx, PAYMENTS.allocate, async ({ params, body }) => reallocatePayment(ctx, params.id, body.allocations));
  route(app, ctx, PAYMENTS.remove, async ({ params }) => deletePayment(ctx, params.id));

  route(app, ctx, LEDGER.statement, async ({ params, query, xlsx, reply }) => {
    const statement = await statementOf(ctx, params.id, query);
    if (!xlsx) return statement;
    const period = `${statement.date_from ?? "…"} — ${statement.date_to ?? "…"}`;
    const heading = [
      `Hisob varag'i: ${statement.counter_agent_name}`,
      `Davr: ${period}`,
      `Boshlang'ich qoldiq: ${statement.opening_balance.toFixed(2)} ${statement.currency}`,
      `Yakuniy qoldiq: ${statement.closing_balance.toFixed(2)} ${statement.currency}`,
    ];
    return sendWorkbook(reply, statementSheet.file, [part(statementSheet, statement.lines, statement.currency, heading)]);
  });
  route(app, ctx, LEDGER.balances, async ({ query, request }) => {
    const { count, results, currency } = await listBalances(ctx, query);
    return { ...toPage(request, query, count, results), currency };
  });
}
