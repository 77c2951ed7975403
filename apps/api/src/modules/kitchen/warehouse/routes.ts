import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  batchListQuery,
  receiptCorrection,
  receiptInput,
  writeOffInput,
} from "@app/contract/schemas/kitchen-warehouse";
import type { AppContext } from "../../../context.ts";
import { allow, caller } from "../../../http/auth.ts";
import { toPage } from "../../../http/pagination.ts";
import { parse, parseId } from "../../../http/validation.ts";
import { sendListXlsx, wantsXlsx } from "../../../http/xlsx-export.ts";
import { batchListSheet } from "../../statistics/list-sheets.ts";
import { mediaUrls } from "../../media/storage.ts";
import { BATCH_NOT_FOUND } from "../stock/batches.ts";
import { getBatch, listBatches } from "./read.ts";
import * as service from "./service.ts";

const AREA = "kitchen_warehouse";

export function warehouseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item } = PATHS.warehouses;
  const read = { preHandler: allow(ctx, AREA, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, BATCH_NOT_FOUND);

  app.get(list, read, async (request, reply) => {
    const query = parse(batchListQuery, request.query);
    if (wantsXlsx(request)) return sendListXlsx(reply, batchListSheet, (page) => listBatches(ctx, { ...query, ...page }, mediaUrls(request)));
    const { count, results } = await listBatches(ctx, query, mediaUrls(request));
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const input = parse(receiptInput, request.body);
    const created = await service.receiveDelivery(ctx, input, caller(request).id, mediaUrls(request));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => getBatch(ctx.db, idOf(request), mediaUrls(request)));

  app.patch(item, write, async (request) =>
    service.correctDelivery(ctx, idOf(request), parse(receiptCorrection, request.body), mediaUrls(request)),
  );

  app.post(item, write, async (request) =>
    service.writeOffStock(
      ctx,
      idOf(request),
      parse(writeOffInput, request.body),
      caller(request).id,
      mediaUrls(request),
    ),
  );
}
