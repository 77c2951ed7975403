import type { FastifyInstance } from "fastify";
import { PAYROLL } from "@app/contract/endpoints/hr";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import * as payroll from "./payroll.ts";

/** The month's payroll of the whole staff, and paying many salaries at once. */
export function payrollRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, PAYROLL.list, async ({ query }) => payroll.payrollOf(ctx, query.month));
  route(app, ctx, PAYROLL.pay, async ({ body }) => payroll.payPayroll(ctx, body));
}
