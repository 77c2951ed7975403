import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { BUSINESS_TIME_ZONE, addDays, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import type {
  AmountTotals,
  HiringExpense,
  HiringExpenseInput,
  HiringExpenseListQuery,
  HiringExpensePatch,
} from "@app/contract/schemas/hr";
import type { AppContext } from "../../context.ts";
import { hiringExpenses } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { AuthUser } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { assertMayRead } from "./access.ts";
import { pageWithTotals } from "./amount-totals.ts";
import { requireEmployee } from "./employees.ts";

type Row = typeof hiringExpenses.$inferSelect;

const NOT_FOUND = "Xarajat topilmadi";

function toHiringExpense(row: Row): HiringExpense {
  return {
    id: row.id,
    user: row.userId,
    title: row.title,
    date: formatWireDateTime(row.date),
    cost: Number(row.cost),
    currency: row.currency,
    status: row.status,
  };
}

const onBusinessCalendar = (part: "month" | "year") =>
  sql`extract(${sql.raw(part)} from ${hiringExpenses.date} at time zone ${BUSINESS_TIME_ZONE})`;

function listCondition(employeeId: string, query: HiringExpenseListQuery) {
  return and(
    eq(hiringExpenses.userId, employeeId),
    searchCondition(query.search, [hiringExpenses.title]),
    query.status === undefined ? undefined : eq(hiringExpenses.status, query.status),
    query.date_after ? gte(hiringExpenses.date, zonedDateTime(query.date_after, 0, 0)) : undefined,
    query.date_before ? lt(hiringExpenses.date, zonedDateTime(addDays(query.date_before, 1), 0, 0)) : undefined,
    query.month === undefined ? undefined : eq(onBusinessCalendar("month"), query.month),
    query.year === undefined ? undefined : eq(onBusinessCalendar("year"), query.year),
    query.cost_min === undefined ? undefined : gte(hiringExpenses.cost, query.cost_min),
    query.cost_max === undefined ? undefined : lte(hiringExpenses.cost, query.cost_max),
  );
}

/** One employee's expenses, newest first, with the totals per currency of everything the filters match. */
export async function listHiringExpenses(
  ctx: AppContext,
  actor: AuthUser,
  employeeId: string,
  query: HiringExpenseListQuery,
): Promise<{ count: number; results: HiringExpense[]; totals: AmountTotals }> {
  assertMayRead(actor, employeeId);
  await requireEmployee(ctx, employeeId);
  const where = listCondition(employeeId, query);
  const { count, rows, totals } = await pageWithTotals(
    ctx.db,
    { table: hiringExpenses, amount: hiringExpenses.cost, currency: hiringExpenses.currency, paid: hiringExpenses.status },
    where,
    ctx.db
      .select()
      .from(hiringExpenses)
      .where(where)
      .orderBy(desc(hiringExpenses.date), desc(hiringExpenses.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
  );
  return { count, results: rows.map(toHiringExpense), totals };
}

const ofEmployee = (employeeId: string, id: string) =>
  and(eq(hiringExpenses.id, id), eq(hiringExpenses.userId, employeeId));

export async function getHiringExpense(
  ctx: AppContext,
  actor: AuthUser,
  employeeId: string,
  id: string,
): Promise<HiringExpense> {
  assertMayRead(actor, employeeId);
  const [row] = await ctx.db.select().from(hiringExpenses).where(ofEmployee(employeeId, id));
  if (!row) throw notFound(NOT_FOUND);
  return toHiringExpense(row);
}

export async function createHiringExpense(
  ctx: AppContext,
  employeeId: string,
  input: HiringExpenseInput,
): Promise<HiringExpense> {
  await requireEmployee(ctx, employeeId);
  const [row] = await ctx.db
    .insert(hiringExpenses)
    .values({
      userId: employeeId,
      title: input.title,
      date: input.date,
      cost: input.cost,
      currency: input.currency,
      status: input.status,
    })
    .returning();
  return toHiringExpense(row);
}

/** Edits one expense; an expense of another employee is as unknown as a missing one. */
export async function updateHiringExpense(
  ctx: AppContext,
  employeeId: string,
  id: string,
  input: HiringExpensePatch,
): Promise<HiringExpense> {
  const [row] = await ctx.db
    .update(hiringExpenses)
    .set({
      title: input.title,
      date: input.date,
      cost: input.cost,
      currency: input.currency,
      status: input.status,
      updatedAt: ctx.now(),
    })
    .where(ofEmployee(employeeId, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toHiringExpense(row);
}

export async function deleteHiringExpense(ctx: AppContext, employeeId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(hiringExpenses)
    .where(ofEmployee(employeeId, id))
    .returning({ id: hiringExpenses.id });
  if (!deleted.length) throw notFound(NOT_FOUND);
}
