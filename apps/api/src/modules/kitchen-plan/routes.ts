import type { FastifyInstance } from "fastify";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import { sendXlsx } from "../../http/xlsx-export.ts";
import { confirmPlan, dayOrders, reduceStay } from "./confirm.ts";
import { getMenuCycle, replaceMenuCycle } from "./cycle.ts";
import { groupMeals } from "./group-meals.ts";
import { getPlan } from "./plan.ts";
import { sendProductionSheet } from "./plan-sheet.ts";
import { PURCHASE_SHEET, purchaseList } from "./purchase-list.ts";

export function kitchenPlanRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, KITCHEN_PLAN.cycle, () => getMenuCycle(ctx));
  route(app, ctx, KITCHEN_PLAN.replaceCycle, ({ body }) => replaceMenuCycle(ctx, body));
  route(app, ctx, KITCHEN_PLAN.plan, ({ query }) => getPlan(ctx, query.date));
  route(app, ctx, KITCHEN_PLAN.export, ({ query, reply }) => sendProductionSheet(ctx, reply, query.date));
  route(app, ctx, KITCHEN_PLAN.orders, ({ query }) => dayOrders(ctx, query.date));
  route(app, ctx, KITCHEN_PLAN.confirm, ({ body, user }) => confirmPlan(ctx, body.date, user.id));
  route(app, ctx, KITCHEN_PLAN.reduce, ({ body, user }) => reduceStay(ctx, body.date, body.hotel_order, user.id));
  route(app, ctx, KITCHEN_PLAN.purchaseList, async ({ query, xlsx, reply }) => {
    const list = await purchaseList(ctx, query.date_from, query.date_to);
    return xlsx ? sendXlsx(reply, PURCHASE_SHEET, list.products, null, `${list.date_from}_${list.date_to}`) : list;
  });
  route(app, ctx, KITCHEN_PLAN.groupMeals, ({ params }) => groupMeals(ctx, params.id));
}
