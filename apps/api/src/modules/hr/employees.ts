import { and, count, desc, eq, sql } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate } from "@app/contract/dates";
import { moneyNumber } from "@app/contract/decimal";
import type { Currency } from "@app/contract/schemas/money";
import {
  type Employee,
  type EmployeeCreateInput,
  type EmployeeListQuery,
  type EmployeeUpdateInput,
  PASSPORT_WARNING_DAYS,
} from "@app/contract/schemas/hr";
import type { AppContext } from "../../context.ts";
import { hiringExpenses, monthlySalaries, users } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { AuthUser } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { assertMayManage } from "../users/grants.ts";
import { createUser } from "../users/service.ts";
import { columnDate, toUser } from "../users/user-shape.ts";
import { assertMayRead } from "./access.ts";

export const EMPLOYEE_NOT_FOUND = "Xodim topilmadi";

/** users.id spelled out: Drizzle leaves the columns of a one-table select unqualified, which a subquery would misread. */
const outerUserId = sql`${users}.${sql.identifier(users.id.name)}`;

/** Sums as exact text, per currency, from one JSON value: [currency, hiring expenses, salaries paid, unpaid]. */
type SumRow = [Currency, string, string, string];

/**
 * The user and the sums derived from their expenses and salaries (never stored counters), each
 * currency apart. The latest month's salary and currency come as one pair.
 */
const employeeSelection = {
  user: users,
  sums: sql<SumRow[]>`(select coalesce(json_agg(json_build_array(s.currency, sum_hiring::text, sum_paid::text, sum_unpaid::text)
      order by s.currency), '[]')
    from (select m.currency, sum(m.hiring) as sum_hiring, sum(m.paid) as sum_paid, sum(m.unpaid) as sum_unpaid
      from (
        select ${hiringExpenses.currency} as currency, ${hiringExpenses.cost} as hiring, 0 as paid, 0 as unpaid
          from ${hiringExpenses} where ${hiringExpenses.userId} = ${outerUserId}
        union all
        select ${monthlySalaries.currency}, 0,
            case when ${monthlySalaries.status} then ${monthlySalaries.salary} else 0 end,
            case when ${monthlySalaries.status} then 0 else ${monthlySalaries.salary} end
          from ${monthlySalaries} where ${monthlySalaries.userId} = ${outerUserId}
      ) as m
      group by m.currency) as s)`,
  lastSalary: sql<[string, Currency] | null>`(select json_build_array(${monthlySalaries.salary}::text, ${monthlySalaries.currency})
    from ${monthlySalaries}
    where ${monthlySalaries.userId} = ${outerUserId}
    order by ${monthlySalaries.year} desc, ${monthlySalaries.month} desc limit 1)`,
};

const selectEmployees = (ctx: AppContext) => ctx.db.select(employeeSelection).from(users).$dynamic();
type EmployeeRow = Awaited<ReturnType<typeof selectEmployees>>[number];

/** The last passport end date (ISO) that counts as expiring when seen at `now`. */
function passportWarningLimit(now: Date): string {
  return formatIsoDate(addDays(businessDateOf(now), PASSPORT_WARNING_DAYS));
}

function toEmployee(row: EmployeeRow, warningLimit: string): Employee {
  const { user } = row;
  const shown = toUser(user);
  return {
    id: shown.id,
    full_name: shown.full_name,
    email: shown.email,
    role: shown.role,
    phone_number: shown.phone_number,
    date_come: shown.date_come,
    base_salary: Number(user.baseSalary),
    salary_currency: user.salaryCurrency,
    passport_number: shown.passport_number,
    given_by: shown.given_by,
    validity_period: shown.validity_period,
    passport_expiring: user.validityPeriod !== null && user.validityPeriod <= warningLimit,
    from_come: shown.from_come,
    is_active: shown.is_active,
    monthly_salary: row.lastSalary && moneyNumber(row.lastSalary[0]),
    monthly_salary_currency: row.lastSalary?.[1] ?? null,
    sums: row.sums.map(([currency, hiring, paid, unpaid]) => ({
      currency,
      hiring_expense: moneyNumber(hiring),
      salary_paid: moneyNumber(paid),
      salary_unpaid: moneyNumber(unpaid),
    })),
  };
}

export async function listEmployees(ctx: AppContext, query: EmployeeListQuery) {
  const where = and(
    searchCondition(query.search, [users.fullName, users.email, users.phoneNumber, users.passportNumber]),
    query.role ? eq(users.role, query.role) : undefined,
    query.is_active === undefined ? undefined : eq(users.isActive, query.is_active),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectEmployees(ctx)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  const limit = passportWarningLimit(ctx.now());
  return { count: total, results: rows.map((row) => toEmployee(row, limit)) };
}

/** The employee card; 404 when there is no such user. */
async function loadEmployee(ctx: AppContext, id: string): Promise<Employee> {
  const [row] = await selectEmployees(ctx).where(eq(users.id, id));
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  return toEmployee(row, passportWarningLimit(ctx.now()));
}

export async function getEmployee(ctx: AppContext, actor: AuthUser, id: string): Promise<Employee> {
  assertMayRead(actor, id);
  return loadEmployee(ctx, id);
}

/** 404 unless the employee exists: the check before reading or attaching their HR records. */
export async function requireEmployee(ctx: AppContext, id: string): Promise<void> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
}

/**
 * Hiring creates the user account through the users service, which holds the hirer to the roles
 * they may grant, then records the base salary with it.
 */
export async function createEmployee(ctx: AppContext, actor: AuthUser, input: EmployeeCreateInput): Promise<Employee> {
  return ctx.db.transaction(async (tx) => {
    const scoped = { ...ctx, db: tx };
    const user = await createUser(scoped, actor, input);
    await tx
      .update(users)
      .set({ baseSalary: input.base_salary, salaryCurrency: input.salary_currency })
      .where(eq(users.id, user.id));
    return loadEmployee(scoped, user.id);
  });
}

/**
 * The personnel fields only; email, password, role and activity belong to the users endpoints.
 * Still an edit of the account, so HR cannot edit the record of someone above what it may grant.
 */
export async function updateEmployee(ctx: AppContext, actor: AuthUser, id: string, input: EmployeeUpdateInput): Promise<Employee> {
  const [target] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!target) throw notFound(EMPLOYEE_NOT_FOUND);
  assertMayManage(actor, target);
  const updated = await ctx.db
    .update(users)
    .set({
      phoneNumber: input.phone_number,
      dateCome: columnDate(input.date_come),
      fromCome: input.from_come,
      passportNumber: input.passport_number,
      givenBy: input.given_by,
      validityPeriod: columnDate(input.validity_period),
      baseSalary: input.base_salary,
      salaryCurrency: input.salary_currency,
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (!updated.length) throw notFound(EMPLOYEE_NOT_FOUND);
  return loadEmployee(ctx, id);
}
