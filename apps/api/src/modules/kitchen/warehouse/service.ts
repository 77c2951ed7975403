import type {
  Batch,
  ReceiptCorrection,
  ReceiptInput,
  WriteOffInput,
  WriteOffResult,
} from "@app/contract/schemas/kitchen-warehouse";
import type { AppContext } from "../../../context.ts";
import type { MediaUrl } from "../../media/storage.ts";
import { correctReceipt, receive, writeOff } from "../stock/batches.ts";
import { getBatch } from "./read.ts";

export async function receiveDelivery(
  ctx: AppContext,
  input: ReceiptInput,
  userId: string,
  url: MediaUrl,
): Promise<Batch> {
  return ctx.db.transaction(async (tx) => getBatch(tx, await receive(ctx, tx, input, userId), url));
}

export async function correctDelivery(
  ctx: AppContext,
  id: string,
  input: ReceiptCorrection,
  url: MediaUrl,
): Promise<Batch> {
  return ctx.db.transaction(async (tx) => {
    await correctReceipt(ctx, tx, id, input);
    return getBatch(tx, id, url);
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
    return { detail, batch: await getBatch(tx, id, url) };
  });
}
