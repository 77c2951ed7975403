import type { FastifyInstance } from "fastify";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import type { AppContext } from "../../../context.ts";
import { toPage } from "../../../http/pagination.ts";
import { route } from "../../../http/route.ts";
import { sendListXlsx } from "../../../http/xlsx-export.ts";
import { mediaUrls } from "../../media/storage.ts";
import { operatingCurrency } from "../../settings/operating-currency.ts";
import { batchListSheet } from "./list-sheet.ts";
import { expiringBatches, getBatch, listBatches, shownBatches } from "./read.ts";
import * as service from "./service.ts";

export function warehouseRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, STOCK_BATCHES.list, async ({ query, xlsx, request, reply }) => {
    const url = mediaUrls(request);
    if (xlsx) return sendListXlsx(reply, batchListSheet, (page) => listBatches(ctx, { ...query, ...page }, url), await operatingCurrency(ctx));
    const { count, results } = await shownBatches(ctx, query, url);
    return toPage(request, query, count, results);
  });
  route(app, ctx, STOCK_BATCHES.receive, async ({ body, user, request }) =>
    service.receiveOne(ctx, body, user.id, mediaUrls(request)),
  );
  route(app, ctx, STOCK_BATCHES.receiveDelivery, async ({ body, user, request }) =>
    service.receiveMany(ctx, body, user.id, mediaUrls(request)),
  );
  route(app, ctx, STOCK_BATCHES.expiring, async ({ query, request }) => expiringBatches(ctx, query.days, mediaUrls(request)));
  route(app, ctx, STOCK_BATCHES.get, async ({ params, request }) => getBatch(ctx, ctx.db, params.id, mediaUrls(request)));
  route(app, ctx, STOCK_BATCHES.correct, async ({ params, body, request }) =>
    service.correctDelivery(ctx, params.id, body, mediaUrls(request)),
  );
  route(app, ctx, STOCK_BATCHES.writeOff, async ({ params, body, user, request }) =>
    service.writeOffStock(ctx, params.id, body, user.id, mediaUrls(request)),
  );
}
