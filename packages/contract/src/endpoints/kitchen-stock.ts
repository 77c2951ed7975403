import { allowed, endpoint } from "../endpoint.ts";
import { z } from "zod";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  batch,
  batchListQuery,
  deliveryInput,
  deliveryResult,
  expiringQuery,
  receiptCorrection,
  receiptInput,
  receiptResult,
  writeOffInput,
  writeOffResult,
} from "../schemas/kitchen-warehouse.ts";

const LIST = "/warehouses/";
const ITEM = "/warehouses/:id/";
const MISSING = "Ombor yozuvi topilmadi";
const read = allowed("kitchen_warehouse", "read");
const write = allowed("kitchen_warehouse", "write");

/** Stock batches ("warehouses" on the wire): one delivery of one product each. */
export const STOCK_BATCHES = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Stock batches, searched and filtered, one page or an xlsx file",
    query: batchListQuery,
    response: pageSchema(batch),
    xlsx: true,
  }),
  receive: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Receive a delivery of a product as a new batch; warns when it arrives expired",
    body: receiptInput,
    response: receiptResult,
    status: 201,
  }),
  receiveDelivery: endpoint({
    method: "POST",
    path: "/warehouses/receipts/",
    access: write,
    summary: "Receive a delivery of many lines on one invoice, all lines or none; warns about expired lines",
    body: deliveryInput,
    response: deliveryResult,
    status: 201,
  }),
  expiring: endpoint({
    method: "GET",
    path: "/warehouses/expiring/",
    access: read,
    summary: "Batches with stock expiring within `days` days (expired ones included), first-expiring first",
    query: expiringQuery,
    response: z.array(batch),
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One stock batch",
    params: idParams,
    response: batch,
    missing: MISSING,
  }),
  correct: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Correct a delivery's price or amount while nothing has been taken from it",
    params: idParams,
    body: receiptCorrection,
    response: batch,
    missing: MISSING,
  }),
  writeOff: endpoint({
    method: "POST",
    path: ITEM,
    access: write,
    summary: "Write stock off a batch, with a reason",
    params: idParams,
    body: writeOffInput,
    response: writeOffResult,
    missing: MISSING,
  }),
};
