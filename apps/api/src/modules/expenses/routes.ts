import type { FastifyInstance } from "fastify";
import { GENERAL_EXPENSES } from "@app/contract/endpoints/expenses";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { sendListXlsx } from "../../http/xlsx-export.ts";
import { generalExpenseListSheet } from "./list-sheet.ts";
import * as service from "./service.ts";

/** The company's general expenses under /expenses/. */
export function generalExpenseRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, GENERAL_EXPENSES.list, async ({ query, xlsx, request, reply }) => {
    if (xlsx) {
      return sendListXlsx(reply, generalExpenseListSheet, (page) => service.listGeneralExpenses(ctx, { ...query, ...page }), null);
    }
    const { count, results, totals } = await service.listGeneralExpenses(ctx, query);
    return { ...toPage(request, query, count, results), totals };
  });
  route(app, ctx, GENERAL_EXPENSES.create, async ({ body }) => service.createGeneralExpense(ctx, body));
  route(app, ctx, GENERAL_EXPENSES.get, async ({ params }) => service.getGeneralExpense(ctx, params.id));
  route(app, ctx, GENERAL_EXPENSES.replace, async ({ params, body }) => service.updateGeneralExpense(ctx, params.id, body));
  route(app, ctx, GENERAL_EXPENSES.remove, async ({ params }) => service.deleteGeneralExpense(ctx, params.id));
}
