import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { employeeRoutes } from "./employee-routes.ts";
import { expenseRoutes } from "./expense-routes.ts";
import { payrollRoutes } from "./payroll-routes.ts";
import { salaryRoutes } from "./salary-routes.ts";

/** HR: employees (users seen by personnel), their hiring expenses, monthly salaries and the monthly payroll. */
export function hrRoutes(app: FastifyInstance, ctx: AppContext) {
  employeeRoutes(app, ctx);
  expenseRoutes(app, ctx);
  salaryRoutes(app, ctx);
  payrollRoutes(app, ctx);
}
