import { AUTH } from "./auth.ts";
import { COUNTER_AGENTS } from "./counterparties.ts";
import { GUEST_GROUPS } from "./guest-groups.ts";
import { EMPLOYEES, EXPENSES, SALARIES } from "./hr.ts";
import { PROFILE, USERS } from "./users.ts";

/**
 * Every endpoint of the API, by group: what the server registers and the OpenAPI document
 * describes. Screens import only their own area's group, never this whole table.
 */
export const ROUTE_TABLE = {
  counterAgents: COUNTER_AGENTS,
  auth: AUTH,
  users: USERS,
  profile: PROFILE,
  employees: EMPLOYEES,
  expenses: EXPENSES,
  salaries: SALARIES,
  guestGroups: GUEST_GROUPS,
};
