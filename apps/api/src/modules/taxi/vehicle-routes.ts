import type { FastifyInstance } from "fastify";
import { VEHICLES } from "@app/contract/endpoints/taxi";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import * as vehicles from "./vehicles.ts";

export function vehicleRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, VEHICLES.list, async ({ query, request }) => {
    const { count, results } = await vehicles.listVehicles(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, VEHICLES.create, async ({ user, body }) => vehicles.createVehicle(ctx, user, body));
  route(app, ctx, VEHICLES.get, async ({ params }) => vehicles.getVehicle(ctx, params.id));
  route(app, ctx, VEHICLES.replace, async ({ user, params, body }) => vehicles.updateVehicle(ctx, user, params.id, body));
  route(app, ctx, VEHICLES.update, async ({ user, params, body }) => vehicles.updateVehicle(ctx, user, params.id, body));
  route(app, ctx, VEHICLES.remove, async ({ params }) => vehicles.deleteVehicle(ctx, params.id));
}
