import { and, eq, ne, sql } from "drizzle-orm";
import type { ReceiptCorrection, ReceiptInput, WriteOffInput } from "@app/contract/schemas/kitchen-warehouse";
import { quantityText } from "@app/contract/decimal";
import { batchUnitPrice, inStockUnits, quantityCost, inRecipeUnits } from "@app/contract/formulas/stock";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { units, products, stockBatches, stockMovements } from "../../../db/schema/index.ts";
import { invalid, notFound } from "../../../http/errors.ts";

export const BATCH_NOT_FOUND = "Ombor yozuvi topilmadi";
const PRODUCT_NOT_FOUND = "Mahsulot topilmadi";
const ALREADY_USED = "Partiyadan mahsulot olingan yoki hisobdan chiqarilgan, uni tuzatib bo'lmaydi";

/** A delivery in stock units, converted once to recipe units: the ledger's exact base. */
function receiptFigures(grossPrice: string, arrivedAmount: string, factor: string) {
  return {
    received: inRecipeUnits(arrivedAmount, factor).toFixed(),
    unitPrice: batchUnitPrice(grossPrice, arrivedAmount, factor).toFixed(6),
  };
}

/** Receives a delivery: a new batch and its receipt in the ledger. Answers the batch id. */
export async function receive(ctx: AppContext, tx: Tx, input: ReceiptInput, userId: string | null): Promise<string> {
  const [product] = await tx
    .select({ factor: products.unitFactor })
    .from(products)
    .where(eq(products.id, input.product))
    .for("share");
  if (!product) throw invalid({ product: [PRODUCT_NOT_FOUND] }, PRODUCT_NOT_FOUND);
  const { received, unitPrice } = receiptFigures(input.gross_price, input.arrived_amount, product.factor);
  const now = ctx.now();
  const [batch] = await tx
    .insert(stockBatches)
    .values({
      productId: input.product,
      grossPrice: input.gross_price,
      arrivedAmount: input.arrived_amount,
      received,
      remaining: received,
      unitPrice,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: stockBatches.id });
  await tx.insert(stockMovements).values({
    batchId: batch.id,
    productId: input.product,
    kind: "receipt",
    quantity: received,
    value: input.gross_price,
    createdBy: userId,
    createdAt: now,
  });
  return batch.id;
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
    .for("update", { of: stockBatches });
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
