import type { FastifyInstance } from "fastify";
import { ORDER_ANALYTICS } from "@app/contract/endpoints/statistics";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { periodOf } from "../statistics/public.ts";
import { orderAnalytics } from "./service.ts";
import { sendAnalyticsXlsx } from "./sheets.ts";

export function orderAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, ORDER_ANALYTICS.get, async ({ query, xlsx, reply }) => {
    const period = periodOf(query, ctx.now());
    const data = await orderAnalytics(ctx, period);
    return xlsx ? sendAnalyticsXlsx(reply, data, period, await operatingCurrency(ctx)) : data;
  });
}
