import { z } from "zod";
import { queryDate, money, pageQuery, pageSchema, queryBoolean, REQUIRED, requiredText, roleSchema, searchQuery, uuid, wholeNumber, wireDate, wireDateTime } from "./common.ts";
import { HR_CURRENCY, currency, currencyAmount, paymentMethod } from "./money.ts";
import { userCreateInput } from "./users.ts";

/** A passport ending within this many days (or already ended) is flagged on the employee. */
export const PASSPORT_WARNING_DAYS = 60;

const paidFlag = z.boolean({ error: "Holat true yoki false bo'lishi kerak" });
const monthNumber = wholeNumber(1, 12, "Oy 1 dan 12 gacha butun son bo'lishi kerak");
const yearFilter = wholeNumber(2000, 2200, "Yil butun son bo'lishi kerak");

/**
 * Σ of a list's amounts per currency (never added across currencies): all rows that match the
 * filters, and the paid and unpaid parts; a currency no row is in is left out.
 */
export const amountTotals = z.array(z.object({ currency, all: z.number(), paid: z.number(), unpaid: z.number() }));
export type AmountTotals = z.infer<typeof amountTotals>;

/** An employee's money per currency: hiring costs, and salaries paid and not yet paid. */
export const employeeSums = z.array(
  z.object({ currency, hiring_expense: z.number(), salary_paid: z.number(), salary_unpaid: z.number() }),
);
export type EmployeeSums = z.infer<typeof employeeSums>;

/** A user seen by HR: personnel fields and derived money sums. */
export const employee = z.object({
  id: uuid,
  full_name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  phone_number: z.string().nullable(),
  date_come: z.string().nullable(),
  base_salary: z.number(),
  salary_currency: currency,
  passport_number: z.string().nullable(),
  given_by: z.string().nullable(),
  validity_period: z.string().nullable(),
  passport_expiring: z.boolean(),
  from_come: z.string().nullable(),
  is_active: z.boolean(),
  monthly_salary: z.number().nullable(),
  monthly_salary_currency: currency.nullable(),
  sums: employeeSums,
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
  .extend({ base_salary: money, salary_currency: currency });

/** Editing the personnel fields only; login credentials stay with the users endpoints. */
export const employeeUpdateInput = hrFields.partial();
export type EmployeeUpdateInput = z.infer<typeof employeeUpdateInput>;

/** Hiring someone creates their user account: the user fields, a password and the base salary. */
export const employeeCreateInput = userCreateInput.extend({
  base_salary: money.default("0"),
  salary_currency: currency.default(HR_CURRENCY),
});
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
  currency,
  status: z.boolean(),
});
export type HiringExpense = z.infer<typeof hiringExpense>;

export const hiringExpenseInput = z.object({
  title: requiredText(255),
  date: wireDateTime,
  cost: money,
  currency: currency.default(HR_CURRENCY),
  status: paidFlag.default(false),
});
export type HiringExpenseInput = z.infer<typeof hiringExpenseInput>;

export const hiringExpensePatch = hiringExpenseInput
  .partial()
  .extend({ currency: currency.optional(), status: paidFlag.optional() });
export type HiringExpensePatch = z.infer<typeof hiringExpensePatch>;

export const hiringExpenseListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  date_after: queryDate.optional(),
  date_before: queryDate.optional(),
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

/**
 * One month's salary of one employee; `month_year` reads like "March 2025". A paid month says
 * when (`paid_at`, dd.MM.yyyy) and how (`method`) where the payment recorded them.
 */
export const monthlySalary = z.object({
  id: uuid,
  month: z.number().int(),
  year: z.number().int(),
  month_year: z.string(),
  salary: z.number(),
  currency,
  status: z.boolean(),
  paid_at: z.string().nullable(),
  method: paymentMethod.nullable(),
});
export type MonthlySalary = z.infer<typeof monthlySalary>;

export const monthlySalaryListQuery = pageQuery.extend({
  employee_id: uuid.optional(),
  status: queryBoolean.optional(),
  month: monthNumber.optional(),
  year: yearFilter.optional(),
  date_after: queryDate.optional(),
  date_before: queryDate.optional(),
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
    currency: currency.optional(),
    status: paidFlag.optional(),
  })
  .superRefine((value, ctx) => {
    if (MONTH_FIELDS.every((field) => value[field] === undefined)) return;
    for (const field of MONTH_FIELDS) {
      if (value[field] === undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: REQUIRED });
      }
    }
  })
  .transform(({ employee_id, month, year, salary, currency, status }) =>
    month === undefined || year === undefined || salary === undefined
      ? { kind: "generate" as const, employee_id }
      : { kind: "month" as const, employee_id, month, year, salary, currency, status: status ?? false },
  );
export type MonthlySalaryCreateRequest = z.infer<typeof monthlySalaryCreateRequest>;
export type MonthlySalaryMonthInput = Extract<MonthlySalaryCreateRequest, { kind: "month" }>;
/** The create answers the one month it added, or the whole generated range. */
export const monthlySalaryCreated = z.union([monthlySalary, monthlySalaryMonths]);

export const monthlySalaryUpdateInput = z.object({ salary: money, currency, status: paidFlag }).partial();
export type MonthlySalaryUpdateInput = z.infer<typeof monthlySalaryUpdateInput>;

const PAYROLL_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const PAYROLL_MONTH_MESSAGE = "Oy yyyy-MM ko'rinishida bo'lishi kerak";

/** A calendar month as yyyy-MM. */
export const payrollMonth = z
  .string({ error: PAYROLL_MONTH_MESSAGE })
  .trim()
  .transform((value, ctx) => {
    const match = PAYROLL_MONTH.exec(value);
    if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2200) {
      ctx.addIssue({ code: "custom", message: PAYROLL_MONTH_MESSAGE });
      return z.NEVER;
    }
    return { year: Number(match[1]), month: Number(match[2]) };
  });
export type PayrollMonth = z.output<typeof payrollMonth>;

/** GET /employee/payroll/: the month to pay; the current business month when left out. */
export const payrollQuery = z.object({ month: payrollMonth.optional() });

/**
 * One employee's line of a month's payroll. `salary` is the stored month, if any: an unpaid line
 * without one is worked out from the employee's base salary and stored only when it is paid.
 */
export const payrollLine = z.object({
  employee: uuid,
  full_name: z.string(),
  role: roleSchema.nullable(),
  salary: uuid.nullable(),
  amount: z.number(),
  currency,
  status: z.boolean(),
  paid_at: z.string().nullable(),
  method: paymentMethod.nullable(),
});
export type PayrollLine = z.infer<typeof payrollLine>;

/** A month's payroll: every active employee hired by its end, and anyone already paid for it. */
export const payroll = z.object({ month: z.string(), lines: z.array(payrollLine), totals: amountTotals });
export type Payroll = z.infer<typeof payroll>;

/** The most salaries one payment takes: a season's whole staff with room to spare. */
export const MAX_PAYROLL_SALARIES = 500;

const payrollSalary = z.object({ employee: uuid, month: payrollMonth, amount: money, currency });

/** POST /employee/payroll/pay/: salaries paid together, on one day, one way; each employee and month once. */
export const payrollPayInput = z.object({
  salaries: z
    .array(payrollSalary, { error: "Oyliklar ro'yxati kerak" })
    .min(1, { error: "Kamida bitta oylikni tanlang" })
    .max(MAX_PAYROLL_SALARIES, { error: `Bir to'lovda ko'pi bilan ${MAX_PAYROLL_SALARIES} ta oylik` })
    .superRefine((salaries, ctx) => {
      const seen = new Set<string>();
      salaries.forEach((salary, index) => {
        const key = `${salary.employee}:${salary.month.year}-${salary.month.month}`;
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: "Bir xodimning bir oyi ikki marta tanlangan" });
        seen.add(key);
      });
    }),
  paid_at: wireDate,
  method: paymentMethod,
});
export type PayrollPayInput = z.infer<typeof payrollPayInput>;

/** What a payment settled: how many salaries, and their sum per currency. */
export const payrollPaid = z.object({ count: z.number().int(), totals: z.array(currencyAmount) });
export type PayrollPaid = z.infer<typeof payrollPaid>;
