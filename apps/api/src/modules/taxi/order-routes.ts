import type { FastifyInstance } from "fastify";
import { TRANSFERS, VEHICLES } from "@app/contract/endpoints/taxi";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { sendListXlsx, sendWorkbook } from "../../http/xlsx-export.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { dayView } from "./day.ts";
import { driverSheet, driverSheetParts } from "./day-sheet.ts";
import { transferListSheet } from "./order-sheet.ts";
import * as orders from "./orders.ts";
import { planGroupTransfers } from "./plan.ts";

export function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, TRANSFERS.list, async ({ query, xlsx, request, reply }) => {
    if (xlsx) {
      return sendListXlsx(reply, transferListSheet, (page) => orders.listOrders(ctx, { ...query, ...page }), await operatingCurrency(ctx));
    }
    const { count, results } = await orders.listOrders(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, TRANSFERS.create, async ({ user, body }) => orders.createOrder(ctx, user, body));
  route(app, ctx, TRANSFERS.get, async ({ params }) => orders.getOrder(ctx, params.id));
  route(app, ctx, TRANSFERS.replace, async ({ user, params, body }) => orders.updateOrder(ctx, user, params.id, body));
  route(app, ctx, TRANSFERS.update, async ({ user, params, body }) => orders.updateOrder(ctx, user, params.id, body));
  route(app, ctx, TRANSFERS.plan, async ({ user, params, body }) => planGroupTransfers(ctx, user, params.id, body.dry_run));
  route(app, ctx, TRANSFERS.remove, async ({ params }) => orders.deleteOrder(ctx, params.id));
  // The day board is listed with the vehicles but made of their orders, so it lives with the orders.
  route(app, ctx, VEHICLES.day, async ({ query }) => dayView(ctx, query));
  route(app, ctx, VEHICLES.sheet, async ({ query, xlsx, reply }) => {
    const sheet = await driverSheet(ctx, query);
    if (!xlsx) return sheet;
    const { file, parts } = driverSheetParts(sheet);
    return sendWorkbook(reply, file, parts, sheet.date.replaceAll(".", "-"));
  });
}
