import type { FastifyInstance } from "fastify";
import { EMPLOYEES } from "@app/contract/endpoints/hr";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import * as employees from "./employees.ts";

export function employeeRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, EMPLOYEES.list, async ({ query, request }) => {
    const { count, results } = await employees.listEmployees(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, EMPLOYEES.create, async ({ body, user }) => employees.createEmployee(ctx, user, body));
  route(app, ctx, EMPLOYEES.get, async ({ params, user }) => employees.getEmployee(ctx, user, params.id));
  route(app, ctx, EMPLOYEES.update, async ({ params, body, user }) => employees.updateEmployee(ctx, user, params.id, body));
}
