import type { FastifyInstance } from "fastify";
import { PLACES } from "@app/contract/endpoints/taxi-catalog";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import * as places from "./places.ts";

export function placeRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, PLACES.list, async ({ query, request }) => {
    const { count, results } = await places.listPlaces(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, PLACES.create, async ({ body }) => places.createPlace(ctx, body));
  route(app, ctx, PLACES.get, async ({ params }) => places.getPlace(ctx, params.id));
  route(app, ctx, PLACES.update, async ({ params, body }) => places.updatePlace(ctx, params.id, body));
  route(app, ctx, PLACES.remove, async ({ params }) => places.deletePlace(ctx, params.id));
}
