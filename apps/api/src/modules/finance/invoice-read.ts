import { type SQL, and, asc, count, desc, eq, gte, lte, or, sql } from "drizzle-orm";
import { formatIsoDate, formatWireDateTime, isoToWire } from "@app/contract/dates";
import { dec, moneyNumber } from "@app/contract/decimal";
import type { Invoice, InvoiceListQuery, InvoiceStatus, InvoiceSummary } from "@app/contract/schemas/finance";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { counterparties, invoiceLines, invoices, paymentAllocations, payments } from "../../db/schema/index.ts";
import { eachSearchWord, refersToMatch } from "../../db/search.ts";
import { notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

export const INVOICE_NOT_FOUND = "Hisob-faktura topilmadi";

/** What has been allocated to an invoice, in its currency. */
const paidSql = sql<string>`coalesce((select sum(${paymentAllocations.amount}) from ${paymentAllocations} where ${paymentAllocations.invoiceId} = ${invoices.id}), 0)`;

/** The status on the wire: the stored state, an issued one told apart by what its allocations cover. */
const statusSql = sql<InvoiceStatus>`case
  when ${invoices.state} <> 'issued' then ${invoices.state}
  when ${paidSql} >= ${invoices.total} then 'paid'
  when ${paidSql} > 0 then 'partially_paid'
  else 'issued' end`;

const selectInvoices = (db: Db | Tx) =>
  db
    .select({ invoice: invoices, agentName: counterparties.name, paid: paidSql, status: statusSql })
    .from(invoices)
    .innerJoin(counterparties, eq(counterparties.id, invoices.counterpartyId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectInvoices>>[number];

const wire = (iso: string) => isoToWire(iso) ?? iso;

function toSummary({ invoice, agentName, paid, status }: Row): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    counter_agent: invoice.counterpartyId,
    counter_agent_name: agentName,
    date: wire(invoice.date),
    due_date: wire(invoice.dueDate),
    currency: invoice.currency,
    rate: Number(invoice.rate),
    total: moneyNumber(invoice.total),
    total_operating: moneyNumber(invoice.totalOperating),
    paid: moneyNumber(paid),
    // A void invoice owes nothing; a draft shows what it would owe once issued.
    balance: invoice.state === "void" ? 0 : moneyNumber(dec(invoice.total).minus(paid)),
    status,
    void_reason: invoice.voidReason,
    created_at: formatWireDateTime(invoice.createdAt),
  };
}

function listCondition(db: Db, query: InvoiceListQuery): SQL | undefined {
  return and(
    eachSearchWord(query.search, (matches) =>
      or(matches(invoices.number), refersToMatch(db, invoices.counterpartyId, counterparties, counterparties.id, matches(counterparties.name))),
    ),
    query.counter_agent ? eq(invoices.counterpartyId, query.counter_agent) : undefined,
    query.status ? sql`${statusSql} = ${query.status}` : undefined,
    query.currency ? eq(invoices.currency, query.currency) : undefined,
    query.date_from ? gte(invoices.date, formatIsoDate(query.date_from)) : undefined,
    query.date_to ? lte(invoices.date, formatIsoDate(query.date_to)) : undefined,
  );
}

export async function listInvoices(ctx: AppContext, query: InvoiceListQuery) {
  const where = listCondition(ctx.db, query);
  const [rows, [{ total }]] = await Promise.all([
    selectInvoices(ctx.db)
      .where(where)
      .orderBy(desc(invoices.date), desc(invoices.createdAt), desc(invoices.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { count: total, results: rows.map(toSummary) };
}

export async function getInvoice(ctx: AppContext, id: string, db: Db | Tx = ctx.db): Promise<Invoice> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const [lines, allocations] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
    db
      .select({ allocation: paymentAllocations, payment: payments })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(eq(paymentAllocations.invoiceId, id))
      .orderBy(asc(payments.date), asc(payments.createdAt)),
  ]);
  return {
    ...toSummary(row),
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: Number(line.quantity),
      unit_price: moneyNumber(line.unitPrice),
      amount: moneyNumber(line.amount),
      order: line.orderType && line.orderId ? { type: line.orderType, id: line.orderId } : null,
    })),
    payments: allocations.map(({ allocation, payment }) => ({
      payment: payment.id,
      date: wire(payment.date),
      method: payment.method,
      reference: payment.reference,
      amount: moneyNumber(allocation.amount),
    })),
  };
}
