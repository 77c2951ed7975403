import type { FastifyInstance } from "fastify";
import { FLIGHTS } from "@app/contract/endpoints/flights";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import * as flights from "./flights.ts";

export function flightRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, FLIGHTS.list, async ({ query, request }) => {
    const { count, results } = await flights.listFlights(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, FLIGHTS.create, async ({ body }) => flights.createFlight(ctx, body));
  route(app, ctx, FLIGHTS.get, async ({ params }) => flights.getFlight(ctx, params.id));
  route(app, ctx, FLIGHTS.update, async ({ params, body }) => flights.updateFlight(ctx, params.id, body));
  route(app, ctx, FLIGHTS.remove, async ({ params }) => flights.deleteFlight(ctx, params.id));
}
