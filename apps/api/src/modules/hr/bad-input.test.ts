import { afterAll, beforeAll, describe, it } from "vitest";
import { ROLES } from "@app/contract/roles";
import { EMPLOYEES, EXPENSES, SALARIES } from "@app/contract/endpoints/hr";
import { pathOf } from "@app/contract/endpoint";
import { API_BASE } from "@app/contract/routes";
import { hiringExpenses, monthlySalaries, users } from "../../db/schema/index.ts";
import { type BadInputEndpoint, type FieldKind, type RowPath, badInputChecks, rowsOf } from "../../test/bad-input.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const list = EMPLOYEES.create.path;
const item = EMPLOYEES.update.path;
const expenses = EXPENSES.create.path;
const expense = EXPENSES.replace.path;
const salaryCreate = SALARIES.create.path;
const salary = SALARIES.update.path;
const [salaryShort] = SALARIES.replace.aliases;
const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

/** Money fields are left out of `fields`: the harness's wrong values for them (numbers) are valid money. */
const hrFields = {
  phone_number: { type: "text", nullable: true },
  date_come: { type: "text", nullable: true },
  from_come: { type: "text", nullable: true },
  passport_number: { type: "text", nullable: true },
  given_by: { type: "text", nullable: true },
  validity_period: { type: "text", nullable: true },
} satisfies Record<string, FieldKind>;

const hire = {
  valid: {
    email: "bad-input-hire@demo.uz",
    full_name: "Sardor Aliyev",
    password: "Haydovchi2025",
    role: "transportation",
    phone_number: "+998901112233",
    date_come: "01.03.2025",
    passport_number: "AB1234567",
    validity_period: "01.01.2030",
    base_salary: "900",
  },
  fields: {
    ...hrFields,
    email: { type: "text" },
    full_name: { type: "text" },
    password: { type: "text" },
    role: { type: "enum", values: ROLES },
    is_active: { type: "boolean" },
  } satisfies Record<string, FieldKind>,
  required: ["email", "full_name", "password", "role"],
};

const hrEdit = {
  valid: { passport_number: "AC7654321", validity_period: "01.01.2031", base_salary: 1000 },
  fields: hrFields,
  required: [],
};

const expenseBody = {
  valid: { title: "Viza", date: "10.01.2025 09:30", cost: "250.50", status: false },
  fields: { title: { type: "text" }, date: { type: "text" }, status: { type: "boolean" } } satisfies Record<string, FieldKind>,
  required: ["title", "date", "cost"],
};

const salaryMonth = {
  valid: { employee_id: UNKNOWN_ID, month: 3, year: 2025, salary: 800, status: false },
  fields: {
    employee_id: { type: "uuid" },
    month: { type: "wholeNumber", min: 1, max: 12 },
    year: { type: "wholeNumber", min: 2020, max: 2200 },
    status: { type: "boolean" },
  } satisfies Record<string, FieldKind>,
  required: ["employee_id"],
};

const salaryEdit = {
  valid: { salary: 1200, status: true },
  fields: { status: { type: "boolean" } } satisfies Record<string, FieldKind>,
  required: [],
};

const employeeRow: RowPath = {
  item: (segment) => API_BASE + item.replace(":id", segment),
  target: async (t) => (await t.userWithRole("chef")).id,
};

/** The expense path names its employee too; the target made last sets it. */
let expenseOwner = "";
const expenseRow: RowPath = {
  item: (segment) => API_BASE + pathOf(expense, { employee_id: expenseOwner, id: "" }).replace(/\/$/, `${segment}/`),
  target: async (t) => {
    expenseOwner = (await t.userWithRole("chef")).id;
    const [row] = await t.ctx.db
      .insert(hiringExpenses)
      .values({ userId: expenseOwner, title: "Aviachipta", date: new Date("2025-01-10T06:00:00Z"), cost: "400" })
      .returning();
    return row.id;
  },
};
const expenseList: RowPath = {
  item: (segment) => API_BASE + expenses.replace(":employee_id", segment),
  target: async (t) => (await t.userWithRole("chef")).id,
};

const salaryRow = (path: string): RowPath => ({
  item: (segment) => API_BASE + path.replace(":id", segment),
  target: async (t) => {
    const owner = await t.userWithRole("chef");
    const [row] = await t.ctx.db.insert(monthlySalaries).values({ userId: owner.id, year: 2025, month: 1, salary: "700" }).returning();
    return row.id;
  },
});

const usersState = rowsOf(users);
const expensesState = rowsOf(hiringExpenses);
const salariesState = rowsOf(monthlySalaries);

const ENDPOINTS: BadInputEndpoint[] = [
  { name: "POST /employee/", method: "POST", path: API_BASE + list, caller: "hr", outsider: "analytics", body: hire, state: usersState },
  { name: "PATCH /employee/{id}/", method: "PATCH", path: employeeRow, caller: "hr", outsider: "transportation", body: hrEdit, state: usersState },
  {
    name: "POST /employee/{employee_id}/expenses/",
    method: "POST",
    path: expenseList,
    caller: "ceo",
    outsider: "analytics",
    body: expenseBody,
    state: expensesState,
  },
  {
    name: "PUT /employee/{employee_id}/expenses/{id}/",
    method: "PUT",
    path: expenseRow,
    caller: "hr",
    outsider: "chef",
    body: expenseBody,
    state: expensesState,
  },
  {
    name: "PATCH /employee/{employee_id}/expenses/{id}/",
    method: "PATCH",
    path: expenseRow,
    caller: "admin",
    outsider: "analytics",
    body: { ...expenseBody, required: [] },
    state: expensesState,
  },
  {
    name: "DELETE /employee/{employee_id}/expenses/{id}/",
    method: "DELETE",
    path: expenseRow,
    caller: "hr",
    outsider: "transportation",
    state: expensesState,
  },
  {
    name: "POST /employee/monthly-salary/create/",
    method: "POST",
    path: API_BASE + salaryCreate,
    caller: "hr",
    outsider: "analytics",
    body: salaryMonth,
    state: salariesState,
  },
  {
    name: "PATCH /employee/monthly-salary/update/{id}/",
    method: "PATCH",
    path: salaryRow(salary),
    caller: "hr",
    outsider: "analytics",
    body: salaryEdit,
    state: salariesState,
  },
  {
    name: "PUT /monthly-salary/update/{id}/",
    method: "PUT",
    path: salaryRow(salaryShort),
    caller: "admin",
    outsider: "warehouse",
    body: salaryEdit,
    state: salariesState,
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(ENDPOINTS)("bad input to $name", (endpoint) => {
  for (const check of badInputChecks(endpoint)) {
    it(check.name, () => check.run(t));
  }
});
