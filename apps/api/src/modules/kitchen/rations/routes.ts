import type { FastifyInstance } from "fastify";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import type { AppContext } from "../../../context.ts";
import { toPage } from "../../../http/pagination.ts";
import { route } from "../../../http/route.ts";
import { getRation, listRations } from "./read.ts";
import * as service from "./service.ts";
import { stockDay } from "../stock/fefo.ts";

export function rationRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, RATIONS.list, async ({ query, request }) => {
    const { count, results } = await listRations(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, RATIONS.create, async ({ body }) => service.createRation(ctx, body));
  route(app, ctx, RATIONS.get, async ({ params }) => getRation(ctx.db, params.id, stockDay(ctx)));
  route(app, ctx, RATIONS.replace, async ({ params, body }) => service.updateRation(ctx, params.id, body));
  route(app, ctx, RATIONS.update, async ({ params, body }) => service.updateRation(ctx, params.id, body));
  route(app, ctx, RATIONS.remove, async ({ params }) => service.deleteRation(ctx, params.id));
}
