import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  transportOrderInput,
  transportOrderListQuery,
  transportOrderPatch,
  transportOrderUpdate,
} from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import { allow, caller } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { sendListXlsx, wantsXlsx } from "../../http/xlsx-export.ts";
import { transportOrderListSheet } from "../statistics/list-sheets.ts";
import * as orders from "./orders.ts";

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, orders.ORDER_NOT_FOUND);

export function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  const { orders: list, orderCreate, order: item } = PATHS.transports;
  const read = { preHandler: allow(ctx, "taxi", "read") };
  const write = { preHandler: allow(ctx, "taxi", "write") };

  app.get(list, read, async (request, reply) => {
    const query = parse(transportOrderListQuery, request.query);
    if (wantsXlsx(request)) return sendListXlsx(reply, transportOrderListSheet, (page) => orders.listOrders(ctx, { ...query, ...page }));
    const { count, results } = await orders.listOrders(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(orderCreate, write, async (request, reply) => {
    const created = await orders.createOrder(ctx, caller(request), parse(transportOrderInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => orders.getOrder(ctx, idOf(request)));

  app.put(item, write, async (request) =>
    orders.updateOrder(ctx, caller(request), idOf(request), parse(transportOrderUpdate, request.body)),
  );

  app.patch(item, write, async (request) =>
    orders.updateOrder(ctx, caller(request), idOf(request), parse(transportOrderPatch, request.body)),
  );

  app.delete(item, write, async (request, reply) => {
    await orders.deleteOrder(ctx, idOf(request));
    return reply.status(204).send();
  });
}
