import type { FastifyInstance } from "fastify";
import { SALARIES } from "@app/contract/endpoints/hr";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { sendListXlsx } from "../../http/xlsx-export.ts";
import { salaryListSheet } from "./salary-sheet.ts";
import * as salaries from "./salaries.ts";

export function salaryRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, SALARIES.list, async ({ query, user, xlsx, request, reply }) => {
    if (xlsx) return sendListXlsx(reply, salaryListSheet, (page) => salaries.listSalaries(ctx, user, { ...query, ...page }), null);
    const { count, results, totals } = await salaries.listSalaries(ctx, user, query);
    return { ...toPage(request, query, count, results), totals };
  });

  // The legacy GET here created the missing months as a side effect; reading must not write, so
  // GET only lists the stored months and generating them is the explicit POST below.
  route(app, ctx, SALARIES.months, async ({ query, user }) => salaries.salaryMonths(ctx, user, query.employee_id));

  route(app, ctx, SALARIES.create, async ({ body, reply }) => {
    if (body.kind === "month") return salaries.createSalaryMonth(ctx, body);
    const { created, salaries: months } = await salaries.generateSalaries(ctx, body.employee_id);
    // A repeat that added nothing created nothing: 200, not the endpoint's 201.
    if (!created) reply.status(200);
    return months;
  });

  route(app, ctx, SALARIES.get, async ({ params, user }) => salaries.getSalary(ctx, user, params.id));
  route(app, ctx, SALARIES.replace, async ({ params, body }) => salaries.updateSalary(ctx, params.id, body));
  route(app, ctx, SALARIES.update, async ({ params, body }) => salaries.updateSalary(ctx, params.id, body));
}
