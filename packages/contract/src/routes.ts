/**
 * API paths exactly as the product spec (§7) lists them, relative to API_BASE. The server
 * registers each with and without a trailing slash; `:id` style parameters are written as
 * Fastify expects and as the web client fills them with `pathOf`.
 */
export const API_BASE = "/api/v1";

export const PATHS = {
  auth: {
    login: "/auth/login/",
    checkAccess: "/auth/check_access/",
    refresh: "/auth/token/refresh/",
    profile: "/auth/profile/",
    logout: "/auth/logout/",
  },
  users: {
    list: "/users/",
    item: "/users/:id/",
    profile: "/users/profile/",
    changePassword: "/users/reset-password/",
    logout: "/users/logout/",
    sendCode: "/users/forgot-password/email/send-code/",
    verifyCode: "/users/forgot-password/email/verify-code/",
    setPassword: "/users/forgot-password/email/set-password/",
  },
  counterAgents: {
    list: "/counter_agents/",
    item: "/counter_agents/:id/",
  },
  guestGroups: {
    list: "/guests/groups/",
    create: "/guests/groups/create",
    item: "/guests/groups/update/:id/",
    delete: "/guests/groups/delete/:id/",
  },
  employees: {
    list: "/employee/",
    item: "/employee/:id/",
    expenses: "/employee/:employee_id/expenses/",
    expense: "/employee/:employee_id/expenses/:id/",
    salaryList: "/employee/monthly-salary/list/",
    salaryCreate: "/employee/monthly-salary/create/",
    salary: "/employee/monthly-salary/update/:id/",
    /** The legacy screen patches a salary without the /employee prefix (reference §15.2). */
    salaryShort: "/monthly-salary/update/:id/",
  },
} as const;

/** Fill `:name` parameters: pathOf("/users/:id/", { id }) -> "/users/<id>/". */
export function pathOf(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
