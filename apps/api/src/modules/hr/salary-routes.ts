import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  monthlySalaryCreateRequest,
  monthlySalaryListQuery,
  monthlySalaryOwnerQuery,
  monthlySalaryUpdateInput,
} from "@app/contract/schemas/hr";
import type { AppContext } from "../../context.ts";
import { allow, caller, signedIn } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { sendListXlsx, wantsXlsx } from "../../http/xlsx-export.ts";
import { salaryListSheet } from "../statistics/list-sheets.ts";
import * as salaries from "./salaries.ts";

const salaryOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, "Oylik topilmadi");

export function salaryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { salaryList, salaryCreate, salary, salaryShort } = PATHS.employees;
  const read = { preHandler: signedIn(ctx) };
  const write = { preHandler: allow(ctx, "hr", "write") };

  app.get(salaryList, read, async (request, reply) => {
    const query = parse(monthlySalaryListQuery, request.query);
    if (wantsXlsx(request)) return sendListXlsx(reply, salaryListSheet, (page) => salaries.listSalaries(ctx, caller(request), { ...query, ...page }));
    const { count, results, totals } = await salaries.listSalaries(ctx, caller(request), query);
    return { ...toPage(request, query, count, results), totals };
  });

  // The legacy GET here created the missing months as a side effect; reading must not write, so
  // GET only lists the stored months and generating them is the explicit POST below.
  app.get(salaryCreate, read, async (request) =>
    salaries.salaryMonths(ctx, caller(request), parse(monthlySalaryOwnerQuery, request.query).employee_id),
  );

  app.post(salaryCreate, write, async (request, reply) => {
    const body = parse(monthlySalaryCreateRequest, request.body);
    if (body.kind === "month") return reply.status(201).send(await salaries.createSalaryMonth(ctx, body));
    const { created, salaries: months } = await salaries.generateSalaries(ctx, body.employee_id);
    return reply.status(created ? 201 : 200).send(months);
  });

  for (const path of [salary, salaryShort]) {
    app.get(path, read, async (request) => salaries.getSalary(ctx, caller(request), salaryOf(request)));
    for (const method of ["PUT", "PATCH"] as const) {
      app.route({
        method,
        url: path,
        ...write,
        handler: async (request) =>
          salaries.updateSalary(ctx, salaryOf(request), parse(monthlySalaryUpdateInput, request.body)),
      });
    }
  }
}
