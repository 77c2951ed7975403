import { allowed, endpoint, SIGNED_IN } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  employee,
  employeeCreateInput,
  employeeListQuery,
  employeeParams,
  employeeUpdateInput,
  hiringExpense,
  hiringExpenseInput,
  hiringExpenseListQuery,
  hiringExpensePage,
  hiringExpenseParams,
  hiringExpensePatch,
  monthlySalary,
  monthlySalaryCreated,
  monthlySalaryCreateRequest,
  monthlySalaryListQuery,
  monthlySalaryMonths,
  monthlySalaryOwnerQuery,
  monthlySalaryPage,
  monthlySalaryUpdateInput,
  payroll,
  payrollPaid,
  payrollPayInput,
  payrollQuery,
} from "../schemas/hr.ts";

const read = allowed("hr", "read");
const write = allowed("hr", "write");
/**
 * An employee reads their own records too: any signed-in user gets in, and the service refuses
 * records of someone else unless the role reads HR.
 */
const ownOrHr = SIGNED_IN;

const EMPLOYEE_MISSING = "Xodim topilmadi";
const EMPLOYEE_LIST = "/employee/";
const EMPLOYEE = "/employee/:id/";

/** Users as personnel sees them: personnel fields and the sums of their expenses and salaries. */
export const EMPLOYEES = {
  list: endpoint({
    method: "GET",
    path: EMPLOYEE_LIST,
    access: read,
    summary: "Employees, searched and filtered by role and activity, one page",
    query: employeeListQuery,
    response: pageSchema(employee),
  }),
  create: endpoint({
    method: "POST",
    path: EMPLOYEE_LIST,
    access: write,
    summary: "Hire someone: their user account with a base salary",
    body: employeeCreateInput,
    response: employee,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: EMPLOYEE,
    access: ownOrHr,
    summary: "One employee's card",
    params: idParams,
    response: employee,
    missing: EMPLOYEE_MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: EMPLOYEE,
    access: write,
    summary: "Change an employee's personnel fields",
    params: idParams,
    body: employeeUpdateInput,
    response: employee,
    missing: EMPLOYEE_MISSING,
  }),
};

const EXPENSES_OF = "/employee/:employee_id/expenses/";
const EXPENSE = "/employee/:employee_id/expenses/:id/";
/** An expense of another employee is as unknown as a missing one, so one detail serves both ids. */
const EXPENSE_MISSING = "Xarajat topilmadi";

/** What hiring someone cost (visa, tickets…), paid or not. */
export const EXPENSES = {
  list: endpoint({
    method: "GET",
    path: EXPENSES_OF,
    access: ownOrHr,
    summary: "One employee's hiring expenses, newest first, one page with the totals of every match",
    params: employeeParams,
    query: hiringExpenseListQuery,
    response: hiringExpensePage,
    missing: EMPLOYEE_MISSING,
  }),
  create: endpoint({
    method: "POST",
    path: EXPENSES_OF,
    access: write,
    summary: "Add a hiring expense to an employee",
    params: employeeParams,
    body: hiringExpenseInput,
    response: hiringExpense,
    status: 201,
    missing: EMPLOYEE_MISSING,
  }),
  get: endpoint({
    method: "GET",
    path: EXPENSE,
    access: ownOrHr,
    summary: "One hiring expense",
    params: hiringExpenseParams,
    response: hiringExpense,
    missing: EXPENSE_MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: EXPENSE,
    access: write,
    summary: "Replace a hiring expense's fields",
    params: hiringExpenseParams,
    body: hiringExpenseInput,
    response: hiringExpense,
    missing: EXPENSE_MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: EXPENSE,
    access: write,
    summary: "Change some of a hiring expense's fields",
    params: hiringExpenseParams,
    body: hiringExpensePatch,
    response: hiringExpense,
    missing: EXPENSE_MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: EXPENSE,
    access: write,
    summary: "Delete a hiring expense",
    params: hiringExpenseParams,
    status: 204,
    missing: EXPENSE_MISSING,
  }),
};

const SALARY_CREATE = "/employee/monthly-salary/create/";
const SALARY = "/employee/monthly-salary/update/:id/";
/** The legacy screen reaches a salary without the /employee prefix. */
const SALARY_SHORT = "/monthly-salary/update/:id/";
const SALARY_MISSING = "Oylik topilmadi";

/** Monthly salaries of employees, paid or not. */
export const SALARIES = {
  list: endpoint({
    method: "GET",
    path: "/employee/monthly-salary/list/",
    access: ownOrHr,
    summary: "One employee's months (the caller's unless HR names someone), latest first, with totals",
    query: monthlySalaryListQuery,
    response: monthlySalaryPage,
    xlsx: true,
  }),
  months: endpoint({
    method: "GET",
    path: SALARY_CREATE,
    access: ownOrHr,
    summary: "Every stored month of one employee, oldest first; reading never creates a month",
    query: monthlySalaryOwnerQuery,
    response: monthlySalaryMonths,
  }),
  create: endpoint({
    method: "POST",
    path: SALARY_CREATE,
    access: write,
    summary:
      "With month, year and salary add that month (201); with only employee_id add every month missing " +
      "from the hire month to now and answer the range (201, or 200 when none was missing)",
    body: monthlySalaryCreateRequest,
    response: monthlySalaryCreated,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: SALARY,
    aliases: [SALARY_SHORT],
    access: ownOrHr,
    summary: "One month's salary",
    params: idParams,
    response: monthlySalary,
    missing: SALARY_MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: SALARY,
    aliases: [SALARY_SHORT],
    access: write,
    summary: "Change a month's amount or paid flag (either, as PATCH)",
    params: idParams,
    body: monthlySalaryUpdateInput,
    response: monthlySalary,
    missing: SALARY_MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: SALARY,
    aliases: [SALARY_SHORT],
    access: write,
    summary: "Change a month's amount or paid flag",
    params: idParams,
    body: monthlySalaryUpdateInput,
    response: monthlySalary,
    missing: SALARY_MISSING,
  }),
};

/**
 * A month's salaries of the whole staff at once. Opening a month writes nothing: its lines are
 * worked out from the base salaries, and a salary is stored when it is paid.
 */
export const PAYROLL = {
  list: endpoint({
    method: "GET",
    path: "/employee/payroll/",
    access: read,
    summary: "One month's payroll (month=yyyy-MM, this month by default): every active employee and anyone paid for it",
    query: payrollQuery,
    response: payroll,
  }),
  pay: endpoint({
    method: "POST",
    path: "/employee/payroll/pay/",
    access: write,
    summary: "Pay many salaries in one transaction, on one day, one way; a salary already paid refuses the whole payment (409)",
    body: payrollPayInput,
    response: payrollPaid,
  }),
};
