import type { FastifyInstance } from "fastify";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import type { AppContext } from "../../../context.ts";
import { toPage } from "../../../http/pagination.ts";
import { route } from "../../../http/route.ts";
import * as service from "./service.ts";
import { stockDay } from "../stock/fefo.ts";

export function ingredientRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, INGREDIENTS.list, async ({ query, request }) => {
    const { count, results } = await service.listLines(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, INGREDIENTS.create, async ({ body }) => service.createLine(ctx, body));
  route(app, ctx, INGREDIENTS.get, async ({ params }) => service.getLine(ctx.db, params.id, stockDay(ctx)));
  route(app, ctx, INGREDIENTS.replace, async ({ params, body }) => service.updateLine(ctx, params.id, body));
  route(app, ctx, INGREDIENTS.update, async ({ params, body }) => service.updateLine(ctx, params.id, body));
  route(app, ctx, INGREDIENTS.remove, async ({ params }) => service.deleteLine(ctx, params.id));
  route(app, ctx, INGREDIENTS.ofDish, async ({ params }) => service.linesOfDish(ctx, params.id));
}
