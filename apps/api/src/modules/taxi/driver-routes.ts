import type { FastifyInstance } from "fastify";
import { DRIVERS } from "@app/contract/endpoints/taxi-catalog";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import * as drivers from "./drivers.ts";

export function driverRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, DRIVERS.list, async ({ query, request }) => {
    const { count, results } = await drivers.listDrivers(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, DRIVERS.create, async ({ body }) => drivers.createDriver(ctx, body));
  route(app, ctx, DRIVERS.get, async ({ params }) => drivers.getDriver(ctx, params.id));
  route(app, ctx, DRIVERS.update, async ({ params, body }) => drivers.updateDriver(ctx, params.id, body));
  route(app, ctx, DRIVERS.remove, async ({ params }) => drivers.deleteDriver(ctx, params.id));
}
