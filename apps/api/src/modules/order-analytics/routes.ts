import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import type { AppContext } from "../../context.ts";
import { allow } from "../../http/auth.ts";
import { part, sendWorkbook, wantsXlsx } from "../../http/xlsx-export.ts";
import { periodLabel } from "../statistics/range.ts";
import { requestPeriod } from "../statistics/routes.ts";
import { orderAnalytics } from "./service.ts";
import { ANALYTICS_FILE, counterpartySheet, daySheet, occupancySheet, staySheet } from "./sheets.ts";

export function orderAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(PATHS.statistics.orderAnalytics, { preHandler: allow(ctx, "order_analytics", "read") }, async (request, reply) => {
    const wantsFile = wantsXlsx(request);
    const period = requestPeriod(ctx, request);
    const data = await orderAnalytics(ctx, period);
    if (!wantsFile) return data;
    const parts = [
      part(daySheet, data.days),
      part(occupancySheet, data.occupancy),
      part(staySheet, data.stays),
      part(counterpartySheet, data.top_counterparties),
    ];
    return sendWorkbook(reply, ANALYTICS_FILE, parts, periodLabel(period));
  });
}
