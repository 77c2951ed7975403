import type { FastifyInstance } from "fastify";
import { EXPENSES } from "@app/contract/endpoints/hr";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import * as expenses from "./expenses.ts";

/** Hiring expenses under /employee/{employee_id}/expenses/: the employee reads their own, HR writes. */
export function expenseRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, EXPENSES.list, async ({ params, query, user, request }) => {
    const { count, results, totals } = await expenses.listHiringExpenses(ctx, user, params.employee_id, query);
    return { ...toPage(request, query, count, results), totals };
  });
  route(app, ctx, EXPENSES.create, async ({ params, body }) => expenses.createHiringExpense(ctx, params.employee_id, body));
  route(app, ctx, EXPENSES.get, async ({ params, user }) =>
    expenses.getHiringExpense(ctx, user, params.employee_id, params.id),
  );
  route(app, ctx, EXPENSES.replace, async ({ params, body }) =>
    expenses.updateHiringExpense(ctx, params.employee_id, params.id, body),
  );
  route(app, ctx, EXPENSES.update, async ({ params, body }) =>
    expenses.updateHiringExpense(ctx, params.employee_id, params.id, body),
  );
  route(app, ctx, EXPENSES.remove, async ({ params }) => expenses.deleteHiringExpense(ctx, params.employee_id, params.id));
}
