import type { FastifyInstance } from "fastify";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { sendListXlsx } from "../../http/xlsx-export.ts";
import { creditCheckFor } from "../finance/public.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { createFoodOrder } from "./create.ts";
import { foodOrderListSheet } from "./list-sheet.ts";
import { getFoodOrder, listFoodOrders, shownFoodOrders } from "./read.ts";
import { changeStatus } from "./status.ts";

export function foodOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, FOOD_ORDERS.list, async ({ query, xlsx, request, reply }) => {
    if (xlsx) {
      return sendListXlsx(reply, foodOrderListSheet, (page) => listFoodOrders(ctx, { ...query, ...page }), await operatingCurrency(ctx));
    }
    const { count, results } = await shownFoodOrders(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, FOOD_ORDERS.create, async ({ body, user }) =>
    createFoodOrder(ctx, body, user.id, creditCheckFor(user, body.override_credit)),
  );
  route(app, ctx, FOOD_ORDERS.get, async ({ params }) => getFoodOrder(ctx, params.id));
  route(app, ctx, FOOD_ORDERS.update, async ({ params, body, user }) => changeStatus(ctx, params.id, body.status, user.id));
  route(app, ctx, FOOD_ORDERS.replace, async ({ params, body, user }) => changeStatus(ctx, params.id, body.status, user.id));
}
