import { eq, sql } from "drizzle-orm";
import { businessDateOf } from "@app/contract/dates";
import type { Invoice } from "@app/contract/schemas/finance";
import type { AppContext } from "../../context.ts";
import { invoiceCounters, invoiceLines, invoices, paymentAllocations } from "../../db/schema/index.ts";
import { badRequest } from "../../http/errors.ts";
import { currentSettings } from "../settings/service.ts";
import { lockAgentBalance } from "./credit.ts";
import { getInvoice } from "./invoice-read.ts";
import { lockInvoice } from "./invoice-write.ts";

const ONLY_DRAFTS = "Faqat qoralama hisob-faktura chiqariladi";
const ONLY_ISSUED = "Faqat chiqarilgan hisob-faktura bekor qilinadi (qoralamani o'chiring)";
const HAS_PAYMENTS = "Hisob-fakturaga to'lovlar taqsimlangan: avval ularni bo'shating";

const invoiceNumber = (year: number, sequence: number) => `INV-${year}-${String(sequence).padStart(6, "0")}`;

/**
 * Numbers a draft and freezes it. The year's counter row is taken by the upsert and stays locked
 * until this transaction ends, so concurrent issues queue on it and a rolled-back issue gives its
 * number back: the numbers of a year have no gaps. The year is the one the invoice is issued in,
 * on the business calendar, so numbers follow the order of issuing even for back- or post-dated
 * invoices.
 */
export async function issueInvoice(ctx: AppContext, id: string): Promise<Invoice> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.state !== "draft") throw badRequest(ONLY_DRAFTS);
    await lockAgentBalance(tx, invoice.counterpartyId);
    const { business_timezone } = await currentSettings(tx);
    const { year } = businessDateOf(ctx.now(), business_timezone);
    const [{ last }] = await tx
      .insert(invoiceCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
      .returning({ last: invoiceCounters.last });
    await tx
      .update(invoices)
      .set({ state: "issued", number: invoiceNumber(year, last), issuedAt: ctx.now(), updatedAt: ctx.now() })
      .where(eq(invoices.id, id));
  });
  return getInvoice(ctx, id);
}

/** Voids an issued invoice nothing is allocated to; its orders may go on a new invoice. */
export async function voidInvoice(ctx: AppContext, id: string, reason: string): Promise<Invoice> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.state !== "issued") throw badRequest(ONLY_ISSUED);
    const [allocated] = await tx
      .select({ invoiceId: paymentAllocations.invoiceId })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.invoiceId, id))
      .limit(1);
    if (allocated) throw badRequest(HAS_PAYMENTS);
    await tx
      .update(invoices)
      .set({ state: "void", voidReason: reason, voidedAt: ctx.now(), updatedAt: ctx.now() })
      .where(eq(invoices.id, id));
    await tx.update(invoiceLines).set({ live: false }).where(eq(invoiceLines.invoiceId, id));
  });
  return getInvoice(ctx, id);
}
