import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import { hotelOrderInput, hotelOrderListQuery } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import { allow } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { sendListXlsx, wantsXlsx } from "../../http/xlsx-export.ts";
import { hotelOrderListSheet } from "../statistics/list-sheets.ts";
import { createHotelOrder } from "./create.ts";
import { deleteHotelOrder } from "./delete.ts";
import { ORDER_NOT_FOUND, type OrderView, getHotelOrder, listHotelOrders } from "./service.ts";

/** Reservations belong to the orders desk and to the hotel staff alike. */
const AREAS = ["orders", "hotels"] as const;
/** The planned list follows its own menu entry, which leaves out the warehouse role. */
const PLANNED_AREAS = ["orders_planned", "hotels"] as const;

export function hotelOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const paths = PATHS.hotelOrders;
  const read = { preHandler: allow(ctx, AREAS, "read") };
  const write = { preHandler: allow(ctx, AREAS, "write") };
  const orderId = (request: FastifyRequest) => parseId((request.params as { id: string }).id, ORDER_NOT_FOUND);

  const list = (path: string, view: OrderView, guard = read) =>
    app.get(path, guard, async (request, reply) => {
      const query = parse(hotelOrderListQuery, request.query);
      if (wantsXlsx(request)) return sendListXlsx(reply, hotelOrderListSheet, (page) => listHotelOrders(ctx, { ...query, ...page }, view));
      const { count, results } = await listHotelOrders(ctx, query, view);
      return toPage(request, query, count, results);
    });
  list(paths.list, "all");
  list(paths.active, "active");
  list(paths.planned, "planned", { preHandler: allow(ctx, PLANNED_AREAS, "read") });
  list(paths.completed, "completed");

  app.post(paths.create, write, async (request, reply) =>
    reply.status(201).send(await createHotelOrder(ctx, parse(hotelOrderInput, request.body))),
  );
  app.get(paths.item, read, async (request) => getHotelOrder(ctx, orderId(request)));
  app.get(paths.delete, read, async (request) => getHotelOrder(ctx, orderId(request)));
  app.delete(paths.delete, write, async (request, reply) => {
    await deleteHotelOrder(ctx, orderId(request));
    return reply.status(204).send();
  });
}
