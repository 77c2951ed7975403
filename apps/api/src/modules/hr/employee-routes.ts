import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import { employeeCreateInput, employeeListQuery, employeeUpdateInput } from "@app/contract/schemas/hr";
import type { AppContext } from "../../context.ts";
import { allow, caller, signedIn } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import * as employees from "./employees.ts";

export function employeeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item } = PATHS.employees;
  const idOf = (params: unknown) => parseId((params as { id: string }).id, employees.EMPLOYEE_NOT_FOUND);

  app.get(list, { preHandler: allow(ctx, "hr", "read") }, async (request) => {
    const query = parse(employeeListQuery, request.query);
    const { count, results } = await employees.listEmployees(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(list, { preHandler: allow(ctx, "hr", "write") }, async (request, reply) => {
    const created = await employees.createEmployee(ctx, caller(request), parse(employeeCreateInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, { preHandler: signedIn(ctx) }, async (request) =>
    employees.getEmployee(ctx, caller(request), idOf(request.params)),
  );

  app.patch(item, { preHandler: allow(ctx, "hr", "write") }, async (request) =>
    employees.updateEmployee(ctx, caller(request), idOf(request.params), parse(employeeUpdateInput, request.body)),
  );
}
