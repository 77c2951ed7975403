import type { FastifyInstance } from "fastify";
import { COUNTER_AGENTS } from "@app/contract/endpoints/counterparties";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { sendListXlsx } from "../../http/xlsx-export.ts";
import { counterAgentListSheet } from "./list-sheet.ts";
import * as service from "./service.ts";

export function counterpartyRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, COUNTER_AGENTS.list, async ({ query, xlsx, request, reply }) => {
    if (xlsx) return sendListXlsx(reply, counterAgentListSheet, (page) => service.listCounterAgents(ctx, { ...query, ...page }));
    const { count, results } = await service.listCounterAgents(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, COUNTER_AGENTS.create, async ({ body }) => service.createCounterAgent(ctx, body));
  route(app, ctx, COUNTER_AGENTS.get, async ({ params }) => service.getCounterAgent(ctx, params.id));
  route(app, ctx, COUNTER_AGENTS.replace, async ({ params, body }) => service.updateCounterAgent(ctx, params.id, body));
  route(app, ctx, COUNTER_AGENTS.update, async ({ params, body }) => service.updateCounterAgent(ctx, params.id, body));
  route(app, ctx, COUNTER_AGENTS.remove, async ({ params }) => service.deleteCounterAgent(ctx, params.id));
}
