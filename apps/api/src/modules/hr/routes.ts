import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { employeeRoutes } from "./employee-routes.ts";
import { expenseRoutes } from "./expense-routes.ts";
import { salaryRoutes } from "./salary-routes.ts";

/** HR: employees (users seen by personnel), their hiring expenses and monthly salaries. */
export function hrRoutes(app: FastifyInstance, ctx: AppContext) {
  employeeRoutes(app, ctx);
  expenseRoutes(app, ctx);
  salaryRoutes(app, ctx);
}
