import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  foodOrderInput,
  foodOrderListQuery,
  foodOrderStatusInput,
} from "@app/contract/schemas/kitchen-food-orders";
import type { AppContext } from "../../context.ts";
import { allow, caller } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { sendListXlsx, wantsXlsx } from "../../http/xlsx-export.ts";
import { foodOrderListSheet } from "../statistics/list-sheets.ts";
import { createFoodOrder } from "./create.ts";
import { FOOD_ORDER_NOT_FOUND, getFoodOrder, listFoodOrders } from "./read.ts";
import { changeStatus } from "./status.ts";

const AREA = "orders";

export function foodOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item } = PATHS.foodOrders;
  const read = { preHandler: allow(ctx, AREA, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, FOOD_ORDER_NOT_FOUND);

  app.get(list, read, async (request, reply) => {
    const query = parse(foodOrderListQuery, request.query);
    if (wantsXlsx(request)) return sendListXlsx(reply, foodOrderListSheet, (page) => listFoodOrders(ctx, { ...query, ...page }));
    const { count, results } = await listFoodOrders(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const created = await createFoodOrder(ctx, parse(foodOrderInput, request.body), caller(request).id);
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => getFoodOrder(ctx.db, idOf(request)));

  /** Only the status changes; every other field of the body is ignored (reference §10.4). */
  const updateStatus = async (request: FastifyRequest) => {
    const id = idOf(request);
    const { status } = parse(foodOrderStatusInput, request.body);
    return changeStatus(ctx, id, status, caller(request).id);
  };
  app.patch(item, write, updateStatus);
  app.put(item, write, updateStatus);
}
