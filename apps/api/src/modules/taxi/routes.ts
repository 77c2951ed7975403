import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { driverRoutes } from "./driver-routes.ts";
import { flightRoutes } from "./flight-routes.ts";
import { orderRoutes } from "./order-routes.ts";
import { placeRoutes } from "./place-routes.ts";
import { vehicleRoutes } from "./vehicle-routes.ts";

/** The taxi base: places, drivers, vehicles, flights, transfer orders and their plans, the day board and sheet. */
export function taxiRoutes(app: FastifyInstance, ctx: AppContext) {
  placeRoutes(app, ctx);
  driverRoutes(app, ctx);
  vehicleRoutes(app, ctx);
  flightRoutes(app, ctx);
  orderRoutes(app, ctx);
}
