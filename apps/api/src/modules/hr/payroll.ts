import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate, isoToWire, parseWireDate } from "@app/contract/dates";
import { type Dec, ZERO, dec, moneyNumber } from "@app/contract/decimal";
import type { AmountTotals, Payroll, PayrollLine, PayrollMonth, PayrollPaid, PayrollPayInput } from "@app/contract/schemas/hr";
import type { Currency } from "@app/contract/schemas/money";
import type { AppContext } from "../../context.ts";
import { monthlySalaries, users } from "../../db/schema/index.ts";
import { conflict, invalid } from "../../http/errors.ts";
import { roleOf } from "../users/user-shape.ts";
import { EMPLOYEE_NOT_FOUND } from "./employees.ts";
import { monthIndex } from "./salaries.ts";

const monthText = ({ year, month }: PayrollMonth) => `${year}-${String(month).padStart(2, "0")}`;

/** The last day of a month, as a date column holds it. */
const monthEnd = ({ year, month }: PayrollMonth) =>
  formatIsoDate(addDays({ year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day: 1 }, -1));

type Sums = { all: Dec; paid: Dec; unpaid: Dec };

/** Σ of the lines per currency, paid and unpaid apart; currencies in alphabetical order. */
function totalsOf(lines: readonly PayrollLine[]): AmountTotals {
  const sums = new Map<Currency, Sums>();
  for (const line of lines) {
    const sum = sums.get(line.currency) ?? { all: ZERO, paid: ZERO, unpaid: ZERO };
    sum.all = sum.all.plus(line.amount);
    if (line.status) sum.paid = sum.paid.plus(line.amount);
    else sum.unpaid = sum.unpaid.plus(line.amount);
    sums.set(line.currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      all: moneyNumber(sum.all),
      paid: moneyNumber(sum.paid),
      unpaid: moneyNumber(sum.unpaid),
    }));
}

/**
 * A month's payroll, worked out without writing anything: every active employee hired by the
 * month's end at their base salary, unless the month is stored for them (generated, edited or
 * paid), and anyone stored for the month though no longer active.
 */
export async function payrollOf(ctx: AppContext, asked: PayrollMonth | undefined): Promise<Payroll> {
  const month = asked ?? businessDateOf(ctx.now());
  const stored = and(
    eq(monthlySalaries.userId, users.id),
    eq(monthlySalaries.year, month.year),
    eq(monthlySalaries.month, month.month),
  );
  const rows = await ctx.db
    .select({ user: users, salary: monthlySalaries })
    .from(users)
    .leftJoin(monthlySalaries, stored)
    .where(
      or(
        and(eq(users.isActive, true), or(isNull(users.dateCome), lte(users.dateCome, monthEnd(month)))),
        isNotNull(monthlySalaries.id),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
  const lines = rows.map(({ user, salary }): PayrollLine => ({
    employee: user.id,
    full_name: user.fullName,
    role: roleOf(user),
    salary: salary?.id ?? null,
    amount: Number(salary?.salary ?? user.baseSalary),
    currency: salary?.currency ?? user.salaryCurrency,
    status: salary?.status ?? false,
    paid_at: salary?.paidAt ? isoToWire(salary.paidAt) : null,
    method: salary?.method ?? null,
  }));
  return { month: monthText(month), lines, totals: totalsOf(lines) };
}

const ALREADY_PAID = "Bu oyliklar allaqachon to'langan";

/**
 * Pays every salary of the body in one transaction, each stored as paid with the day and the
 * method: a month not stored yet is added, an unpaid one takes the amount and currency paid. If
 * any of them is paid already (before, or by a payment running at the same time) nothing is paid.
 */
export async function payPayroll(ctx: AppContext, input: PayrollPayInput): Promise<PayrollPaid> {
  const paidAt = formatIsoDate(parseWireDate(input.paid_at)!);
  const ids = [...new Set(input.salaries.map((salary) => salary.employee))];
  return ctx.db.transaction(async (tx) => {
    const known = await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
    const names = new Map(known.map((user) => [user.id, user.fullName]));
    const unknown = input.salaries.flatMap((salary, index) => (names.has(salary.employee) ? [] : [index]));
    if (unknown.length) {
      throw invalid(Object.fromEntries(unknown.map((index) => [`salaries.${index}.employee`, [EMPLOYEE_NOT_FOUND]])));
    }
    const written = await tx
      .insert(monthlySalaries)
      .values(
        input.salaries.map((salary) => ({
          userId: salary.employee,
          year: salary.month.year,
          month: salary.month.month,
          salary: salary.amount,
          currency: salary.currency,
          status: true,
          paidAt,
          method: input.method,
        })),
      )
      .onConflictDoUpdate({
        target: [monthlySalaries.userId, monthlySalaries.year, monthlySalaries.month],
        set: {
          salary: sql`excluded.salary`,
          currency: sql`excluded.currency`,
          status: true,
          paidAt,
          method: input.method,
          updatedAt: ctx.now(),
        },
        setWhere: eq(monthlySalaries.status, false),
      })
      .returning({ userId: monthlySalaries.userId, year: monthlySalaries.year, month: monthlySalaries.month });
    if (written.length < input.salaries.length) {
      const done = new Set(written.map((row) => `${row.userId}:${monthIndex(row)}`));
      const refused = input.salaries.filter((salary) => !done.has(`${salary.employee}:${monthIndex(salary.month)}`));
      const detail = `${ALREADY_PAID}: ${refused.map((salary) => `${names.get(salary.employee)} (${monthText(salary.month)})`).join(", ")}`;
      throw conflict(detail, {
        already_paid: refused.map((salary) => ({ employee: salary.employee, month: monthText(salary.month) })),
      });
    }
    const sums = new Map<Currency, Dec>();
    for (const salary of input.salaries) sums.set(salary.currency, (sums.get(salary.currency) ?? ZERO).plus(dec(salary.amount)));
    const totals = [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount: moneyNumber(amount) }));
    return { count: written.length, totals };
  });
}
