import { eq } from "drizzle-orm";
import { businessDayIso, wireToIso } from "@app/contract/dates";
import { type Dec, ZERO, dec, toCents } from "@app/contract/decimal";
import type { BilledOrderType, Invoice, InvoiceFromOrdersInput, InvoiceInput } from "@app/contract/schemas/finance";
import type { Currency } from "@app/contract/schemas/money";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { counterparties, invoiceLines, invoices } from "../../db/schema/index.ts";
import { badRequest, invalid, notFound } from "../../http/errors.ts";
import { chargeOf } from "./billed-orders.ts";
import { INVOICE_NOT_FOUND, getInvoice } from "./invoice-read.ts";
import { rateOn } from "./rates.ts";

const AGENT_MISSING = "Kontragent topilmadi";
const NOT_DRAFT = "Chiqarilgan hisob-faktura o'zgartirilmaydi: uni bekor qiling va yangisini chiqaring";
const ORDER_BILLED = "Buyurtma boshqa amaldagi hisob-fakturada bor";

type Line = { description: string; quantity: string; unitPrice: string; amount: Dec; orderType: BilledOrderType | null; orderId: string | null };

async function requireAgent(tx: Tx, id: string) {
  const [row] = await tx.select({ id: counterparties.id }).from(counterparties).where(eq(counterparties.id, id));
  if (!row) throw invalid({ counter_agent: [AGENT_MISSING] }, AGENT_MISSING);
}

/** The invoice's row and lines from its header and lines; totals in its currency, then once at its rate. */
async function writeInvoice(
  ctx: AppContext,
  tx: Tx,
  id: string | null,
  head: { counterpartyId: string; currency: Currency; date: string; dueDate: string },
  lines: Line[],
): Promise<string> {
  const { rate } = await rateOn(ctx, tx, head.currency, head.date);
  const total = lines.reduce((sum, line) => sum.plus(line.amount), ZERO);
  const values = { ...head, rate: rate.toFixed(), total: total.toFixed(2), totalOperating: toCents(total.times(rate)).toFixed(2) };
  const invoiceId = id
    ? (await tx.update(invoices).set({ ...values, updatedAt: ctx.now() }).where(eq(invoices.id, id)).returning({ id: invoices.id }))[0].id
    : (await tx.insert(invoices).values(values).returning({ id: invoices.id }))[0].id;
  if (id) await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  try {
    await tx.insert(invoiceLines).values(
      lines.map((line, position) => ({ ...line, amount: line.amount.toFixed(2), invoiceId, position })),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ lines: [ORDER_BILLED] }, ORDER_BILLED);
    throw error;
  }
  return invoiceId;
}

async function linesOf(tx: Tx, input: InvoiceInput): Promise<Line[]> {
  const lines: Line[] = [];
  for (const [index, line] of input.lines.entries()) {
    if (line.order) await chargeOf(tx, line.order, input.counter_agent, `lines.${index}.order`);
    lines.push({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      amount: toCents(dec(line.quantity).times(line.unit_price)),
      orderType: line.order?.type ?? null,
      orderId: line.order?.id ?? null,
    });
  }
  return lines;
}

const headOf = (input: InvoiceInput) => ({
  counterpartyId: input.counter_agent,
  currency: input.currency,
  date: wireToIso(input.date)!,
  dueDate: wireToIso(input.due_date)!,
});

export async function createInvoice(ctx: AppContext, input: InvoiceInput): Promise<Invoice> {
  const id = await ctx.db.transaction(async (tx) => {
    await requireAgent(tx, input.counter_agent);
    return writeInvoice(ctx, tx, null, headOf(input), await linesOf(tx, input));
  });
  return getInvoice(ctx, id);
}

/** Locks a draft for a change; an issued or void invoice is frozen. */
export async function lockInvoice(tx: Tx, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

async function lockDraft(tx: Tx, id: string) {
  const row = await lockInvoice(tx, id);
  if (row.state !== "draft") throw badRequest(NOT_DRAFT);
  return row;
}

export async function updateInvoice(ctx: AppContext, id: string, input: InvoiceInput): Promise<Invoice> {
  await ctx.db.transaction(async (tx) => {
    await lockDraft(tx, id);
    await requireAgent(tx, input.counter_agent);
    await writeInvoice(ctx, tx, id, headOf(input), await linesOf(tx, input));
  });
  return getInvoice(ctx, id);
}

export async function deleteInvoice(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockDraft(tx, id);
    await tx.delete(invoices).where(eq(invoices.id, id));
  });
}

/**
 * A draft of one line per order, each at its operating-currency price converted at the rate of
 * the invoice's day (today's business day when not sent), rounded once to the cent.
 */
export async function invoiceFromOrders(ctx: AppContext, input: InvoiceFromOrdersInput): Promise<Invoice> {
  const date = input.date ? wireToIso(input.date)! : businessDayIso(ctx.now());
  const dueDate = input.due_date ? wireToIso(input.due_date)! : date;
  const id = await ctx.db.transaction(async (tx) => {
    await requireAgent(tx, input.counter_agent);
    const { rate } = await rateOn(ctx, tx, input.currency, date);
    const lines: Line[] = [];
    for (const [index, order] of input.orders.entries()) {
      const charge = await chargeOf(tx, order, input.counter_agent, `orders.${index}`);
      const price = toCents(dec(charge.amount).dividedBy(rate));
      lines.push({ description: charge.description, quantity: "1", unitPrice: price.toFixed(2), amount: price, orderType: order.type, orderId: order.id });
    }
    return writeInvoice(ctx, tx, null, { counterpartyId: input.counter_agent, currency: input.currency, date, dueDate }, lines);
  });
  return getInvoice(ctx, id);
}
