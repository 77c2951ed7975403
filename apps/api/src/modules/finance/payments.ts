import { type SQL, and, asc, count, desc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { formatIsoDate, formatWireDateTime, isoToWire, wireToIso } from "@app/contract/dates";
import { ZERO, dec, moneyNumber, toCents } from "@app/contract/decimal";
import type { Payment, PaymentInput, PaymentListQuery } from "@app/contract/schemas/finance";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { counterparties, invoices, paymentAllocations, payments } from "../../db/schema/index.ts";
import { eachSearchWord, refersToMatch } from "../../db/search.ts";
import { type FieldErrors, invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { rateOn } from "./rates.ts";

const NOT_FOUND = "To'lov topilmadi";
const AGENT_MISSING = "Kontragent topilmadi";
const OVER_PAYMENT = "Taqsimlangan summa to'lov summasidan oshmasligi kerak";
const INVOICE_MISSING = "Hisob-faktura topilmadi";
const OTHER_AGENT = "Hisob-faktura boshqa kontragentniki";
const OTHER_CURRENCY = "Hisob-faktura valyutasi to'lov valyutasidan farq qiladi";
const NOT_OPEN = "Faqat chiqarilgan, bekor qilinmagan hisob-fakturaga taqsimlanadi";

const selectPayments = (db: Db | Tx) =>
  db
    .select({ payment: payments, agentName: counterparties.name })
    .from(payments)
    .innerJoin(counterparties, eq(counterparties.id, payments.counterpartyId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectPayments>>[number];

/** The payments with their allocations, read for a whole page at once. */
async function toPayments(db: Db | Tx, rows: Row[]): Promise<Payment[]> {
  const ids = rows.map((row) => row.payment.id);
  const allocations = ids.length
    ? await db
        .select({ paymentId: paymentAllocations.paymentId, invoice: paymentAllocations.invoiceId, number: invoices.number, amount: paymentAllocations.amount })
        .from(paymentAllocations)
        .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
        .where(inArray(paymentAllocations.paymentId, ids))
        .orderBy(asc(invoices.date), asc(invoices.number))
    : [];
  return rows.map(({ payment, agentName }) => {
    const own = allocations.filter((allocation) => allocation.paymentId === payment.id);
    const allocated = own.reduce((sum, allocation) => sum.plus(allocation.amount), ZERO);
    return {
      id: payment.id,
      counter_agent: payment.counterpartyId,
      counter_agent_name: agentName,
      date: isoToWire(payment.date) ?? payment.date,
      amount: moneyNumber(payment.amount),
      currency: payment.currency,
      rate: Number(payment.rate),
      amount_operating: moneyNumber(payment.amountOperating),
      method: payment.method,
      reference: payment.reference,
      allocations: own.map((allocation) => ({ invoice: allocation.invoice, invoice_number: allocation.number, amount: moneyNumber(allocation.amount) })),
      allocated: moneyNumber(allocated),
      unallocated: moneyNumber(dec(payment.amount).minus(allocated)),
      created_at: formatWireDateTime(payment.createdAt),
    };
  });
}

function listCondition(db: Db, query: PaymentListQuery): SQL | undefined {
  return and(
    eachSearchWord(query.search, (matches) =>
      or(matches(payments.reference), refersToMatch(db, payments.counterpartyId, counterparties, counterparties.id, matches(counterparties.name))),
    ),
    query.counter_agent ? eq(payments.counterpartyId, query.counter_agent) : undefined,
    query.currency ? eq(payments.currency, query.currency) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.date_from ? gte(payments.date, formatIsoDate(query.date_from)) : undefined,
    query.date_to ? lte(payments.date, formatIsoDate(query.date_to)) : undefined,
  );
}

export async function listPayments(ctx: AppContext, query: PaymentListQuery) {
  const where = listCondition(ctx.db, query);
  const [rows, [{ total }]] = await Promise.all([
    selectPayments(ctx.db)
      .where(where)
      .orderBy(desc(payments.date), desc(payments.createdAt), desc(payments.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(payments).where(where),
  ]);
  return { count: total, results: await toPayments(ctx.db, rows) };
}

export async function getPayment(ctx: AppContext, id: string, db: Db | Tx = ctx.db): Promise<Payment> {
  const rows = await selectPayments(db).where(eq(payments.id, id));
  if (!rows.length) throw notFound(NOT_FOUND);
  return (await toPayments(db, rows))[0];
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * Splits a payment across invoices of its agent and currency, replacing any earlier split. The
 * invoices are locked in id order (as voiding locks them), so no two payments over-pay one
 * invoice; each share is kept at the payment's rate beside what the invoice's rate makes of it.
 */
async function allocate(tx: Tx, payment: PaymentRow, allocations: PaymentInput["allocations"]): Promise<void> {
  await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id));
  if (!allocations.length) return;
  const errors: FieldErrors = {};
  const total = allocations.reduce((sum, allocation) => sum.plus(allocation.amount), ZERO);
  if (total.greaterThan(payment.amount)) errors.allocations = [OVER_PAYMENT];
  const ids = allocations.map((allocation) => allocation.invoice);
  const locked = await tx.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for("update");
  // Read after the locks: another payment's split of the same invoice has committed by now.
  const sums = await tx
    .select({
      invoiceId: paymentAllocations.invoiceId,
      paid: sql<string>`sum(${paymentAllocations.amount})`,
      atInvoiceRate: sql<string>`sum(${paymentAllocations.amountOperating} - ${paymentAllocations.exchangeDifference})`,
    })
    .from(paymentAllocations)
    .where(inArray(paymentAllocations.invoiceId, ids))
    .groupBy(paymentAllocations.invoiceId);
  const sumOf = new Map(sums.map((sum) => [sum.invoiceId, sum]));
  const byId = new Map(
    locked.map((invoice) => [invoice.id, { invoice, paid: sumOf.get(invoice.id)?.paid ?? "0", atInvoiceRate: sumOf.get(invoice.id)?.atInvoiceRate ?? "0" }]),
  );
  allocations.forEach((allocation, index) => {
    const found = byId.get(allocation.invoice);
    const refuse = (field: string, message: string) => (errors[`allocations.${index}.${field}`] = [message]);
    if (!found) return refuse("invoice", INVOICE_MISSING);
    const { invoice, paid } = found;
    if (invoice.counterpartyId !== payment.counterpartyId) return refuse("invoice", OTHER_AGENT);
    if (invoice.currency !== payment.currency) return refuse("invoice", OTHER_CURRENCY);
    if (invoice.state !== "issued") return refuse("invoice", NOT_OPEN);
    const balance = dec(invoice.total).minus(paid);
    if (balance.lessThan(allocation.amount)) refuse("amount", `Hisob-faktura qoldig'i ${balance.toFixed(2)} ${invoice.currency}: undan ko'p taqsimlanmaydi`);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  await tx.insert(paymentAllocations).values(allocations.map(shareOf(payment, byId)));
}

/**
 * Each share in the operating currency, rounded so that no cent is left over: on the payment's
 * side its shares add up to the whole payment converted once, on each invoice's side its shares
 * add up to what it has been paid converted once (its whole total when fully paid). So a payment
 * fully allocated leaves no credit, an invoice fully paid in its own currency owes exactly nothing,
 * and the cent two roundings disagree on lands in the exchange difference.
 */
function shareOf(payment: PaymentRow, byId: Map<string, { invoice: typeof invoices.$inferSelect; paid: string; atInvoiceRate: string }>) {
  let allocated = ZERO;
  return (allocation: PaymentInput["allocations"][number]) => {
    const target = byId.get(allocation.invoice)!;
    const before = toCents(allocated.times(payment.rate));
    allocated = allocated.plus(allocation.amount);
    const atPaymentRate = toCents(allocated.times(payment.rate)).minus(before);
    target.paid = dec(target.paid).plus(allocation.amount).toFixed();
    const atInvoiceRate = toCents(dec(target.paid).times(target.invoice.rate)).minus(target.atInvoiceRate);
    target.atInvoiceRate = dec(target.atInvoiceRate).plus(atInvoiceRate).toFixed();
    return {
      paymentId: payment.id,
      invoiceId: target.invoice.id,
      amount: allocation.amount,
      amountOperating: atPaymentRate.toFixed(2),
      exchangeDifference: atPaymentRate.minus(atInvoiceRate).toFixed(2),
    };
  };
}

export async function createPayment(ctx: AppContext, input: PaymentInput): Promise<Payment> {
  const id = await ctx.db.transaction(async (tx) => {
    const [agent] = await tx.select({ id: counterparties.id }).from(counterparties).where(eq(counterparties.id, input.counter_agent));
    if (!agent) throw invalid({ counter_agent: [AGENT_MISSING] }, AGENT_MISSING);
    const date = wireToIso(input.date)!;
    const { rate } = await rateOn(ctx, tx, input.currency, date);
    const [payment] = await tx
      .insert(payments)
      .values({
        counterpartyId: input.counter_agent,
        date,
        amount: input.amount,
        currency: input.currency,
        rate: rate.toFixed(),
        amountOperating: toCents(rate.times(input.amount)).toFixed(2),
        method: input.method,
        reference: input.reference ?? null,
      })
      .returning();
    await allocate(tx, payment, input.allocations);
    return payment.id;
  });
  return getPayment(ctx, id);
}

export async function reallocatePayment(ctx: AppContext, id: string, allocations: PaymentInput["allocations"]): Promise<Payment> {
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
    if (!payment) throw notFound(NOT_FOUND);
    await allocate(tx, payment, allocations);
  });
  return getPayment(ctx, id);
}

export async function deletePayment(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(payments).where(eq(payments.id, id)).returning({ id: payments.id });
  if (!deleted.length) throw notFound(NOT_FOUND);
}
