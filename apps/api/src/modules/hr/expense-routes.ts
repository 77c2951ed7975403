import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import { hiringExpenseInput, hiringExpenseListQuery, hiringExpensePatch } from "@app/contract/schemas/hr";
import type { AppContext } from "../../context.ts";
import { allow, caller, signedIn } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { EMPLOYEE_NOT_FOUND } from "./employees.ts";
import * as expenses from "./expenses.ts";

type Params = { employee_id: string; id?: string };

const employeeOf = (request: FastifyRequest) => parseId((request.params as Params).employee_id, EMPLOYEE_NOT_FOUND);
const expenseOf = (request: FastifyRequest) => parseId((request.params as Params).id, "Xarajat topilmadi");

/** Hiring expenses under /employee/{employee_id}/expenses/: the employee reads their own, HR writes. */
export function expenseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { expenses: list, expense: item } = PATHS.employees;
  const read = { preHandler: signedIn(ctx) };
  const write = { preHandler: allow(ctx, "hr", "write") };

  app.get(list, read, async (request) => {
    const query = parse(hiringExpenseListQuery, request.query);
    const { count, results, totals } = await expenses.listHiringExpenses(ctx, caller(request), employeeOf(request), query);
    return { ...toPage(request, query, count, results), totals };
  });

  app.post(list, write, async (request, reply) => {
    const created = await expenses.createHiringExpense(ctx, employeeOf(request), parse(hiringExpenseInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) =>
    expenses.getHiringExpense(ctx, caller(request), employeeOf(request), expenseOf(request)),
  );

  app.put(item, write, async (request) =>
    expenses.updateHiringExpense(ctx, employeeOf(request), expenseOf(request), parse(hiringExpenseInput, request.body)),
  );

  app.patch(item, write, async (request) =>
    expenses.updateHiringExpense(ctx, employeeOf(request), expenseOf(request), parse(hiringExpensePatch, request.body)),
  );

  app.delete(item, write, async (request, reply) => {
    await expenses.deleteHiringExpense(ctx, employeeOf(request), expenseOf(request));
    return reply.status(204).send();
  });
}
