import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type CalendarDate, formatIsoDate, parseWireDate } from "@app/contract/dates";
import type {
  DeliveryInput,
  ReceiptCorrection,
  ReceiptInput,
  ReceiptWarning,
  WriteOffInput,
} from "@app/contract/schemas/kitchen-warehouse";
import { quantityText } from "@app/contract/decimal";
import { batchUnitPrice, inStockUnits, quantityCost, inRecipeUnits } from "@app/contract/formulas/stock";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import {
  counterparties,
  units,
  products,
  stockBatches,
  stockMovements,
  stockReceipts,
} from "../../../db/schema/index.ts";
import { type FieldErrors, invalid, notFound } from "../../../http/errors.ts";
import { stockDay } from "./fefo.ts";

export const BATCH_NOT_FOUND = "Ombor yozuvi topilmadi";
const PRODUCT_NOT_FOUND = "Mahsulot topilmadi";
const SUPPLIER_NOT_FOUND = "Yetkazib beruvchi (kontragent) topilmadi";
const EXPIRED_ON_ARRIVAL = "Yaroqlilik muddati o'tgan";
const ALREADY_USED = "Partiyadan mahsulot olingan yoki hisobdan chiqarilgan, uni tuzatib bo'lmaydi";

/** A delivery in stock units, converted once to recipe units: the ledger's exact base. */
function receiptFigures(grossPrice: string, arrivedAmount: string, factor: string) {
  return {
    received: inRecipeUnits(arrivedAmount, factor).toFixed(),
    unitPrice: batchUnitPrice(grossPrice, arrivedAmount, factor).toFixed(6),
  };
}

/** One line of a delivery, as both receipt forms send it. */
type ReceivedLine = Pick<ReceiptInput, "product" | "gross_price" | "arrived_amount" | "expiry_date" | "lot">;

/** Where the lines came from: the supplier, the delivery's invoice, who took them in. */
type Provenance = { supplierId: string | null; receiptId: string | null; userId: string | null };

/** The factors of the products asked for, locked against deletion; unknown ids are left out. */
async function productFactors(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: products.id, factor: products.unitFactor })
    .from(products)
    .where(inArray(products.id, ids))
    .for("share");
  return new Map(rows.map((row) => [row.id, row.factor]));
}

/** A supplier must be a counter agent: a field error, not a foreign key failure. */
async function checkSupplier(tx: Tx, id: string): Promise<string> {
  const [agent] = await tx
    .select({ name: counterparties.name })
    .from(counterparties)
    .where(eq(counterparties.id, id))
    .for("share");
  if (!agent) throw invalid({ supplier: [SUPPLIER_NOT_FOUND] }, SUPPLIER_NOT_FOUND);
  return agent.name;
}

/**
 * Takes lines into stock: a batch each and its receipt in the ledger, in one statement each.
 * Unknown products are field errors keyed by `fieldOf(index)`, all found before anything is
 * written. Answers the batch ids in the order of the lines, and a warning per line received
 * already expired (accepted, so that it can be recorded and written off).
 */
async function receiveLines(
  ctx: AppContext,
  tx: Tx,
  lines: ReceivedLine[],
  from: Provenance,
  fieldOf: (index: number) => string,
): Promise<{ ids: string[]; warnings: ReceiptWarning[] }> {
  const factors = await productFactors(tx, [...new Set(lines.map((line) => line.product))]);
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (!factors.has(line.product)) errors[fieldOf(index)] = [PRODUCT_NOT_FOUND];
  });
  if (Object.keys(errors).length) throw invalid(errors, PRODUCT_NOT_FOUND);
  const now = ctx.now();
  const rows = lines.map((line) => {
    const { received, unitPrice } = receiptFigures(line.gross_price, line.arrived_amount, factors.get(line.product) as string);
    const expiry = line.expiry_date ? parseWireDate(line.expiry_date) : null;
    return {
      productId: line.product,
      grossPrice: line.gross_price,
      arrivedAmount: line.arrived_amount,
      received,
      remaining: received,
      unitPrice,
      expiryDate: expiry ? formatIsoDate(expiry) : null,
      supplierId: from.supplierId,
      lot: line.lot ?? null,
      receiptId: from.receiptId,
      createdBy: from.userId,
      createdAt: now,
      updatedAt: now,
    };
  });
  const batches = await tx.insert(stockBatches).values(rows).returning({ id: stockBatches.id });
  await tx.insert(stockMovements).values(
    rows.map((row, index) => ({
      batchId: batches[index].id,
      productId: row.productId,
      kind: "receipt" as const,
      quantity: row.received,
      value: row.grossPrice,
      createdBy: from.userId,
      createdAt: now,
    })),
  );
  const today = stockDay(ctx);
  const warnings: ReceiptWarning[] = [];
  rows.forEach((row, index) => {
    if (row.expiryDate && row.expiryDate < today) {
      warnings.push({ line: from.receiptId ? index : null, code: "expired", detail: `${EXPIRED_ON_ARRIVAL}: ${lines[index].expiry_date}` });
    }
  });
  return { ids: batches.map((batch) => batch.id), warnings };
}

/** Receives one delivery of one product: a new batch. */
export async function receive(ctx: AppContext, tx: Tx, input: ReceiptInput, userId: string | null) {
  if (input.supplier) await checkSupplier(tx, input.supplier);
  const { ids, warnings } = await receiveLines(ctx, tx, [input], { supplierId: input.supplier ?? null, receiptId: null, userId }, () => "product");
  return { id: ids[0], warnings };
}

/** Receives a delivery of many lines on one invoice: the receipt and a batch per line, all or none. */
export async function receiveDelivery(ctx: AppContext, tx: Tx, input: DeliveryInput, userId: string | null) {
  const supplierName = await checkSupplier(tx, input.supplier);
  const invoiceDate = formatIsoDate(parseWireDate(input.invoice_date) as CalendarDate);
  const [receipt] = await tx
    .insert(stockReceipts)
    .values({
      supplierId: input.supplier,
      invoiceNumber: input.invoice_number,
      invoiceDate,
      createdBy: userId,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning({ id: stockReceipts.id });
  const received = await receiveLines(
    ctx,
    tx,
    input.lines,
    { supplierId: input.supplier, receiptId: receipt.id, userId },
    (index) => `lines.${index}.product`,
  );
  return { receipt: receipt.id, supplierName, ...received };
}

async function lockBatch(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: stockBatches.id,
      productId: stockBatches.productId,
      grossPrice: stockBatches.grossPrice,
      arrivedAmount: stockBatches.arrivedAmount,
      remaining: stockBatches.remaining,
      unitPrice: stockBatches.unitPrice,
      factor: products.unitFactor,
      productName: products.name,
      stockUnit: units.abbreviation,
    })
    .from(stockBatches)
    .innerJoin(products, eq(products.id, stockBatches.productId))
    .innerJoin(units, eq(units.id, products.stockUnitId))
    .where(eq(stockBatches.id, id))
    .for("no key update", { of: stockBatches });
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return row;
}

/**
 * Corrects a delivery's price or amount while nothing has left the batch (once something has,
 * it was costed at the old figures); the receipt in the ledger is corrected with it.
 */
export async function correctReceipt(ctx: AppContext, tx: Tx, id: string, input: ReceiptCorrection): Promise<void> {
  const batch = await lockBatch(tx, id);
  const [used] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.batchId, id), ne(stockMovements.kind, "receipt")))
    .limit(1);
  if (used) throw invalid({ non_field_errors: [ALREADY_USED] }, ALREADY_USED);
  const grossPrice = input.gross_price ?? batch.grossPrice;
  const arrivedAmount = input.arrived_amount ?? batch.arrivedAmount;
  const { received, unitPrice } = receiptFigures(grossPrice, arrivedAmount, batch.factor);
  await tx
    .update(stockBatches)
    .set({ grossPrice, arrivedAmount, received, remaining: received, unitPrice, updatedAt: ctx.now() })
    .where(eq(stockBatches.id, id));
  await tx
    .update(stockMovements)
    .set({ quantity: received, value: grossPrice })
    .where(and(eq(stockMovements.batchId, id), eq(stockMovements.kind, "receipt")));
}

/**
 * Writes off part of a batch (spoilage, loss) with a reason and a note; never more than remains.
 * Answers the confirmation text.
 */
export async function writeOff(
  ctx: AppContext,
  tx: Tx,
  id: string,
  input: WriteOffInput,
  userId: string | null,
): Promise<string> {
  const batch = await lockBatch(tx, id);
  const quantity = inRecipeUnits(input.amount, batch.factor);
  if (quantity.gt(batch.remaining)) {
    const left = quantityText(inStockUnits(batch.remaining, batch.factor));
    const message = `Qoldiqdan ko'p chiqarib bo'lmaydi: omborda ${left} ${batch.stockUnit} qolgan`;
    throw invalid({ amount: [message] }, message);
  }
  await tx
    .update(stockBatches)
    .set({ remaining: sql`${stockBatches.remaining} - ${quantity.toFixed()}::numeric`, updatedAt: ctx.now() })
    .where(eq(stockBatches.id, id));
  await tx.insert(stockMovements).values({
    batchId: id,
    productId: batch.productId,
    kind: "write_off",
    quantity: quantity.toFixed(),
    value: quantityCost(quantity, batch.unitPrice).toFixed(2),
    reason: input.reason,
    note: input.note ?? null,
    createdBy: userId,
    createdAt: ctx.now(),
  });
  return `${quantityText(input.amount)} ${batch.stockUnit} ${batch.productName} hisobdan chiqarildi`;
}
