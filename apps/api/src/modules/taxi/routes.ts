import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { orderRoutes } from "./order-routes.ts";
import { vehicleRoutes } from "./vehicle-routes.ts";

/** The taxi base: vehicles with their drivers, transfer orders and the day board. */
export function taxiRoutes(app: FastifyInstance, ctx: AppContext) {
  vehicleRoutes(app, ctx);
  orderRoutes(app, ctx);
}
