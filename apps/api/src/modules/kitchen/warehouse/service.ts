import type {
  Batch,
  DeliveryInput,
  DeliveryResult,
  ReceiptCorrection,
  ReceiptInput,
  WriteOffInput,
  WriteOffResult,
} from "@app/contract/schemas/kitchen-warehouse";
import type { AppContext } from "../../../context.ts";
import type { MediaUrl } from "../../media/storage.ts";
import { correctReceipt, receive, receiveDelivery, writeOff } from "../stock/batches.ts";
import { getBatch, getBatches } from "./read.ts";

export async function receiveOne(ctx: AppContext, input: ReceiptInput, userId: string, url: MediaUrl) {
  return ctx.db.transaction(async (tx) => {
    const { id, warnings } = await receive(ctx, tx, input, userId);
    return { ...(await getBatch(ctx, tx, id, url)), warnings };
  });
}

/** A delivery of many lines: one transaction, so a refused line leaves nothing behind. */
export async function receiveMany(ctx: AppContext, input: DeliveryInput, userId: string, url: MediaUrl): Promise<DeliveryResult> {
  return ctx.db.transaction(async (tx) => {
    const { receipt, supplierName, ids, warnings } = await receiveDelivery(ctx, tx, input, userId);
    return {
      id: receipt,
      supplier: input.supplier,
      supplier_name: supplierName,
      invoice_number: input.invoice_number,
      invoice_date: input.invoice_date,
      batches: await getBatches(ctx, tx, ids, url),
      warnings,
    };
  });
}

export async function correctDelivery(
  ctx: AppContext,
  id: string,
  input: ReceiptCorrection,
  url: MediaUrl,
): Promise<Batch> {
  return ctx.db.transaction(async (tx) => {
    await correctReceipt(ctx, tx, id, input);
    return getBatch(ctx, tx, id, url);
  });
}

export async function writeOffStock(
  ctx: AppContext,
  id: string,
  input: WriteOffInput,
  userId: string,
  url: MediaUrl,
): Promise<WriteOffResult> {
  return ctx.db.transaction(async (tx) => {
    const detail = await writeOff(ctx, tx, id, input, userId);
    return { detail, batch: await getBatch(ctx, tx, id, url) };
  });
}
