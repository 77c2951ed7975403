import type { FastifyInstance } from "fastify";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { sendListXlsx } from "../../http/xlsx-export.ts";
import { counterpartyListSheet } from "./list-sheet.ts";
import * as service from "./service.ts";

export function counterpartyRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, COUNTERPARTIES.list, async ({ query, xlsx, request, reply }) => {
    if (xlsx) return sendListXlsx(reply, counterpartyListSheet, (page) => service.listCounterparties(ctx, { ...query, ...page }), null);
    const { count, results } = await service.shownCounterparties(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, COUNTERPARTIES.create, async ({ body, user }) => service.createCounterparty(ctx, body, user));
  route(app, ctx, COUNTERPARTIES.get, async ({ params }) => service.getCounterparty(ctx, params.id));
  route(app, ctx, COUNTERPARTIES.replace, async ({ params, body, user }) => service.updateCounterparty(ctx, params.id, body, user));
  route(app, ctx, COUNTERPARTIES.update, async ({ params, body, user }) => service.updateCounterparty(ctx, params.id, body, user));
  route(app, ctx, COUNTERPARTIES.remove, async ({ params }) => service.deleteCounterparty(ctx, params.id));
}
