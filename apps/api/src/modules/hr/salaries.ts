import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { type CalendarDate, businessDateOf, businessDayIso, isoToWire, parseIsoDate } from "@app/contract/dates";
import type {
  AmountTotals,
  MonthlySalary,
  MonthlySalaryListQuery,
  MonthlySalaryMonthInput,
  MonthlySalaryUpdateInput,
} from "@app/contract/schemas/hr";
import type { AppContext } from "../../context.ts";
import { monthlySalaries, users } from "../../db/schema/index.ts";
import type { AuthUser } from "../../http/auth.ts";
import { badRequest, invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { assertMayRead } from "./access.ts";
import { pageWithTotals } from "./amount-totals.ts";
import { EMPLOYEE_NOT_FOUND, requireEmployee } from "./employees.ts";

type SalaryRow = typeof monthlySalaries.$inferSelect;

const NOT_FOUND = "Oylik topilmadi";
const DUPLICATE_MONTH = "Bu xodimning shu oy uchun oyligi allaqachon mavjud";

const MONTH_NAME = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

function toMonthlySalary(row: SalaryRow): MonthlySalary {
  return {
    id: row.id,
    month: row.month,
    year: row.year,
    month_year: `${MONTH_NAME.format(new Date(Date.UTC(row.year, row.month - 1, 1)))} ${row.year}`,
    salary: Number(row.salary),
    currency: row.currency,
    status: row.status,
    paid_at: row.paidAt && isoToWire(row.paidAt),
    method: row.method,
  };
}

/** Months counted from year 0, so a range of months is a range of integers. */
export const monthIndex = (date: { year: number; month: number }) => date.year * 12 + date.month - 1;
const rowMonthIndex = sql`(${monthlySalaries.year} * 12 + ${monthlySalaries.month} - 1)`;

function monthsBetween(first: CalendarDate, last: CalendarDate): Array<{ year: number; month: number }> {
  const months = [];
  for (let index = monthIndex(first); index <= monthIndex(last); index++) {
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
}

/** The unknown employee of a create body is a field error of that body, not a 404. */
async function requireEmployeeField(ctx: AppContext, employeeId: string) {
  const [row] = await ctx.db
    .select({ dateCome: users.dateCome, baseSalary: users.baseSalary, salaryCurrency: users.salaryCurrency })
    .from(users)
    .where(eq(users.id, employeeId));
  if (!row) throw invalid({ employee_id: [EMPLOYEE_NOT_FOUND] });
  return row;
}

/**
 * Adds every month missing from the hire-date month (the current month without a hire date) to
 * the current month, at the base salary in its currency and unpaid, and answers the whole range. Idempotent:
 * the unique (user, year, month) key makes a repeat, or a race, add nothing.
 */
export async function generateSalaries(
  ctx: AppContext,
  employeeId: string,
): Promise<{ created: number; salaries: MonthlySalary[] }> {
  const employee = await requireEmployeeField(ctx, employeeId);
  const today = businessDateOf(ctx.now());
  const first = (employee.dateCome && parseIsoDate(employee.dateCome)) || today;
  const months = monthsBetween(first, today);
  if (!months.length) return { created: 0, salaries: [] };
  const inserted = await ctx.db
    .insert(monthlySalaries)
    .values(
      months.map(({ year, month }) => ({
        userId: employeeId,
        year,
        month,
        salary: employee.baseSalary,
        currency: employee.salaryCurrency,
      })),
    )
    .onConflictDoNothing({ target: [monthlySalaries.userId, monthlySalaries.year, monthlySalaries.month] })
    .returning({ id: monthlySalaries.id });
  const rows = await ctx.db
    .select()
    .from(monthlySalaries)
    .where(
      and(
        eq(monthlySalaries.userId, employeeId),
        sql`${rowMonthIndex} between ${monthIndex(first)} and ${monthIndex(today)}`,
      ),
    )
    .orderBy(asc(monthlySalaries.year), asc(monthlySalaries.month));
  return { created: inserted.length, salaries: rows.map(toMonthlySalary) };
}

/** Adds one month; without a currency it is the employee's salary currency. */
export async function createSalaryMonth(ctx: AppContext, input: MonthlySalaryMonthInput): Promise<MonthlySalary> {
  const employee = await requireEmployeeField(ctx, input.employee_id);
  const [row] = await ctx.db
    .insert(monthlySalaries)
    .values({
      userId: input.employee_id,
      year: input.year,
      month: input.month,
      salary: input.salary,
      currency: input.currency ?? employee.salaryCurrency,
      status: input.status,
      paidAt: input.status ? businessDayIso(ctx.now()) : null,
    })
    .onConflictDoNothing({ target: [monthlySalaries.userId, monthlySalaries.year, monthlySalaries.month] })
    .returning();
  if (!row) throw badRequest(DUPLICATE_MONTH);
  return toMonthlySalary(row);
}

/** First month whose first day is on or after `date`. */
const firstMonthFrom = (date: CalendarDate) => monthIndex(date) + (date.day === 1 ? 0 : 1);

function listCondition(employeeId: string, query: MonthlySalaryListQuery) {
  return and(
    eq(monthlySalaries.userId, employeeId),
    query.status === undefined ? undefined : eq(monthlySalaries.status, query.status),
    query.month === undefined ? undefined : eq(monthlySalaries.month, query.month),
    query.year === undefined ? undefined : eq(monthlySalaries.year, query.year),
    query.date_after ? sql`${rowMonthIndex} >= ${firstMonthFrom(query.date_after)}` : undefined,
    query.date_before ? sql`${rowMonthIndex} <= ${monthIndex(query.date_before)}` : undefined,
    query.salary_min === undefined ? undefined : gte(monthlySalaries.salary, query.salary_min),
    query.salary_max === undefined ? undefined : lte(monthlySalaries.salary, query.salary_max),
  );
}

/** One employee's months (the caller's unless HR names another), latest first, with paid and unpaid totals per currency. */
export async function listSalaries(
  ctx: AppContext,
  actor: AuthUser,
  query: MonthlySalaryListQuery,
): Promise<{ count: number; results: MonthlySalary[]; totals: AmountTotals }> {
  const employeeId = query.employee_id ?? actor.id;
  assertMayRead(actor, employeeId);
  await requireEmployee(ctx, employeeId);
  const where = listCondition(employeeId, query);
  const { count, rows, totals } = await pageWithTotals(
    ctx.db,
    { table: monthlySalaries, amount: monthlySalaries.salary, currency: monthlySalaries.currency, paid: monthlySalaries.status },
    where,
    ctx.db
      .select()
      .from(monthlySalaries)
      .where(where)
      .orderBy(desc(monthlySalaries.year), desc(monthlySalaries.month))
      .limit(query.per_page)
      .offset(pageOffset(query)),
  );
  return { count, results: rows.map(toMonthlySalary), totals };
}

/** Every stored month of one employee, oldest first; reading never creates a month. */
export async function salaryMonths(
  ctx: AppContext,
  actor: AuthUser,
  employeeId: string | undefined,
): Promise<MonthlySalary[]> {
  const id = employeeId ?? actor.id;
  assertMayRead(actor, id);
  await requireEmployee(ctx, id);
  const rows = await ctx.db
    .select()
    .from(monthlySalaries)
    .where(eq(monthlySalaries.userId, id))
    .orderBy(asc(monthlySalaries.year), asc(monthlySalaries.month));
  return rows.map(toMonthlySalary);
}

export async function getSalary(ctx: AppContext, actor: AuthUser, id: string): Promise<MonthlySalary> {
  const [row] = await ctx.db.select().from(monthlySalaries).where(eq(monthlySalaries.id, id));
  if (!row) throw notFound(NOT_FOUND);
  assertMayRead(actor, row.userId);
  return toMonthlySalary(row);
}

/**
 * Changes the amount, its currency or the paid flag and answers the whole month. Marking a month
 * paid dates the payment today unless it was dated already; marking it unpaid forgets the payment.
 */
export async function updateSalary(
  ctx: AppContext,
  id: string,
  input: MonthlySalaryUpdateInput,
): Promise<MonthlySalary> {
  const today = businessDayIso(ctx.now());
  const [row] = await ctx.db
    .update(monthlySalaries)
    .set({
      salary: input.salary,
      currency: input.currency,
      status: input.status,
      paidAt: input.status === undefined ? undefined : input.status ? sql`coalesce(${monthlySalaries.paidAt}, ${today}::date)` : null,
      method: input.status === false ? null : undefined,
      updatedAt: ctx.now(),
    })
    .where(eq(monthlySalaries.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toMonthlySalary(row);
}
