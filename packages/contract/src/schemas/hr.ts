import { z } from "zod";
import { isoDate, money, pageQuery, pageSchema, queryBoolean, requiredText, roleSchema, searchQuery, uuid, wholeNumber, wireDateTime } from "./common.ts";
import { userCreateInput } from "./users.ts";

/** A passport ending within this many days (or already ended) is flagged on the employee. */
export const PASSPORT_WARNING_DAYS = 60;

const paidFlag = z.boolean({ error: "Holat true yoki false bo'lishi kerak" });
const monthNumber = wholeNumber(1, 12, "Oy 1 dan 12 gacha butun son bo'lishi kerak");
const yearFilter = wholeNumber(2000, 2200, "Yil butun son bo'lishi kerak");

/** Σ of a list's amounts: all rows that match the filters, and the paid and unpaid parts. */
export const amountTotals = z.object({ all: z.number(), paid: z.number(), unpaid: z.number() });
export type AmountTotals = z.infer<typeof amountTotals>;

/** A user seen by HR: personnel fields and derived money sums. */
export const employee = z.object({
  id: uuid,
  full_name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  phone_number: z.string().nullable(),
  date_come: z.string().nullable(),
  base_salary: z.number(),
  passport_number: z.string().nullable(),
  given_by: z.string().nullable(),
  validity_period: z.string().nullable(),
  passport_expiring: z.boolean(),
  from_come: z.string().nullable(),
  is_active: z.boolean(),
  hiring_expense: z.number(),
  monthly_salary: z.number().nullable(),
  salary_paid_total: z.number(),
  salary_unpaid_total: z.number(),
});
export type Employee = z.infer<typeof employee>;

const hrFields = userCreateInput
  .pick({
    phone_number: true,
    date_come: true,
    from_come: true,
    passport_number: true,
    given_by: true,
    validity_period: true,
  })
  .extend({ base_salary: money });

/** Editing the personnel fields only; login credentials stay with the users endpoints. */
export const employeeUpdateInput = hrFields.partial();
export type EmployeeUpdateInput = z.infer<typeof employeeUpdateInput>;

/** Hiring someone creates their user account: the user fields, a password and the base salary. */
export const employeeCreateInput = userCreateInput.extend({ base_salary: money.default("0") });
export type EmployeeCreateInput = z.infer<typeof employeeCreateInput>;

export const employeeListQuery = pageQuery.extend({
  ...searchQuery.shape,
  role: roleSchema.optional(),
  is_active: queryBoolean.optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

/** A hiring expense: visa, tickets… `status` is the paid flag. */
export const hiringExpense = z.object({
  id: uuid,
  user: uuid,
  title: z.string(),
  date: z.string(),
  cost: z.number(),
  status: z.boolean(),
});
export type HiringExpense = z.infer<typeof hiringExpense>;

export const hiringExpenseInput = z.object({
  title: requiredText(255),
  date: wireDateTime,
  cost: money,
  status: paidFlag.default(false),
});
export type HiringExpenseInput = z.infer<typeof hiringExpenseInput>;

export const hiringExpensePatch = hiringExpenseInput.partial().extend({ status: paidFlag.optional() });
export type HiringExpensePatch = z.infer<typeof hiringExpensePatch>;

export const hiringExpenseListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  date_after: isoDate.optional(),
  date_before: isoDate.optional(),
  month: monthNumber.optional(),
  year: yearFilter.optional(),
  cost_min: money.optional(),
  cost_max: money.optional(),
});
export type HiringExpenseListQuery = z.infer<typeof hiringExpenseListQuery>;

export const hiringExpensePage = pageSchema(hiringExpense).extend({ totals: amountTotals });

/** The employee whose expenses a path names, and one expense of theirs. */
export const employeeParams = z.object({ employee_id: uuid });
export const hiringExpenseParams = employeeParams.extend({ id: uuid });

/** One month's salary of one employee; `month_year` reads like "March 2025". */
export const monthlySalary = z.object({
  id: uuid,
  month: z.number().int(),
  year: z.number().int(),
  month_year: z.string(),
  salary: z.number(),
  status: z.boolean(),
});
export type MonthlySalary = z.infer<typeof monthlySalary>;

export const monthlySalaryListQuery = pageQuery.extend({
  employee_id: uuid.optional(),
  status: queryBoolean.optional(),
  month: monthNumber.optional(),
  year: yearFilter.optional(),
  date_after: isoDate.optional(),
  date_before: isoDate.optional(),
  salary_min: money.optional(),
  salary_max: money.optional(),
});
export type MonthlySalaryListQuery = z.infer<typeof monthlySalaryListQuery>;

export const monthlySalaryPage = pageSchema(monthlySalary).extend({ totals: amountTotals });
/** Every stored month of one employee, oldest first. */
export const monthlySalaryMonths = z.array(monthlySalary);

/** Whose salaries a read-only listing shows: the caller unless HR names someone. */
export const monthlySalaryOwnerQuery = z.object({ employee_id: uuid.optional() });

const MONTH_FIELDS = ["month", "year", "salary"] as const;

/**
 * POST /employee/monthly-salary/create/: `{employee_id}` alone generates every missing month up
 * to now; with `month`, `year` and `salary` it adds that one month.
 */
export const monthlySalaryCreateRequest = z
  .object({
    employee_id: uuid,
    month: monthNumber.optional(),
    year: wholeNumber(2020, 2200, "Yil butun son bo'lishi kerak").optional(),
    salary: money.optional(),
    status: paidFlag.optional(),
  })
  .superRefine((value, ctx) => {
    if (MONTH_FIELDS.every((field) => value[field] === undefined)) return;
    for (const field of MONTH_FIELDS) {
      if (value[field] === undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: "Bu maydon to'ldirilishi shart" });
      }
    }
  })
  .transform(({ employee_id, month, year, salary, status }) =>
    month === undefined || year === undefined || salary === undefined
      ? { kind: "generate" as const, employee_id }
      : { kind: "month" as const, employee_id, month, year, salary, status: status ?? false },
  );
export type MonthlySalaryCreateRequest = z.infer<typeof monthlySalaryCreateRequest>;
export type MonthlySalaryMonthInput = Extract<MonthlySalaryCreateRequest, { kind: "month" }>;
/** The create answers the one month it added, or the whole generated range. */
export const monthlySalaryCreated = z.union([monthlySalary, monthlySalaryMonths]);

export const monthlySalaryUpdateInput = z.object({ salary: money, status: paidFlag }).partial();
export type MonthlySalaryUpdateInput = z.infer<typeof monthlySalaryUpdateInput>;
