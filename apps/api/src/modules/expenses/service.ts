import { and, count, desc, eq, gte, lte, or, sql } from "drizzle-orm";
import { formatIsoDate, formatWireDateTime, isoToWire, wireToIso } from "@app/contract/dates";
import { moneyNumber } from "@app/contract/decimal";
import type { GeneralExpense, GeneralExpenseInput, GeneralExpenseListQuery } from "@app/contract/schemas/expenses";
import type { Currency, CurrencyAmount } from "@app/contract/schemas/money";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { counterparties, generalExpenses } from "../../db/schema/index.ts";
import { eachSearchWord, refersToMatch } from "../../db/search.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

const NOT_FOUND = "Xarajat topilmadi";
const COUNTERPARTY_NOT_FOUND = "Kontragent topilmadi";

/** An expense with the name of its counterparty, if it has one. */
const selectExpenses = (ctx: AppContext) =>
  ctx.db
    .select({ expense: generalExpenses, counterpartyName: counterparties.name })
    .from(generalExpenses)
    .leftJoin(counterparties, eq(counterparties.id, generalExpenses.counterpartyId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectExpenses>>[number];

function toGeneralExpense({ expense, counterpartyName }: Row): GeneralExpense {
  return {
    id: expense.id,
    category: expense.category,
    counter_agent: expense.counterpartyId,
    counter_agent_name: counterpartyName,
    amount: Number(expense.amount),
    currency: expense.currency,
    date: isoToWire(expense.date) ?? expense.date,
    paid_from: expense.paidFrom,
    note: expense.note,
    created_at: formatWireDateTime(expense.createdAt),
  };
}

function listCondition(db: Db, query: GeneralExpenseListQuery) {
  return and(
    eachSearchWord(query.search, (matches) =>
      or(matches(generalExpenses.note), refersToMatch(db, generalExpenses.counterpartyId, counterparties, counterparties.id, matches(counterparties.name))),
    ),
    query.category ? eq(generalExpenses.category, query.category) : undefined,
    query.currency ? eq(generalExpenses.currency, query.currency) : undefined,
    query.paid_from ? eq(generalExpenses.paidFrom, query.paid_from) : undefined,
    query.counter_agent ? eq(generalExpenses.counterpartyId, query.counter_agent) : undefined,
    query.date_from ? gte(generalExpenses.date, formatIsoDate(query.date_from)) : undefined,
    query.date_to ? lte(generalExpenses.date, formatIsoDate(query.date_to)) : undefined,
  );
}

/** The register, newest first, with the sum per currency of every expense the filters match. */
export async function listGeneralExpenses(
  ctx: AppContext,
  query: GeneralExpenseListQuery,
): Promise<{ count: number; results: GeneralExpense[]; totals: CurrencyAmount[] }> {
  const where = listCondition(ctx.db, query);
  const [rows, [{ total }], sums] = await Promise.all([
    selectExpenses(ctx)
      .where(where)
      .orderBy(desc(generalExpenses.date), desc(generalExpenses.createdAt), desc(generalExpenses.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(generalExpenses).where(where),
    ctx.db
      .select({ currency: sql<Currency>`${generalExpenses.currency}`, amount: sql<string>`sum(${generalExpenses.amount})` })
      .from(generalExpenses)
      .where(where)
      .groupBy(generalExpenses.currency)
      .orderBy(generalExpenses.currency),
  ]);
  return {
    count: total,
    results: rows.map(toGeneralExpense),
    totals: sums.map((sum) => ({ currency: sum.currency, amount: moneyNumber(sum.amount) })),
  };
}

export async function getGeneralExpense(ctx: AppContext, id: string): Promise<GeneralExpense> {
  const [row] = await selectExpenses(ctx).where(eq(generalExpenses.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toGeneralExpense(row);
}

/** The counterparty an expense names must exist: a field error of the body, not a 404. */
async function requireCounterparty(ctx: AppContext, id: string | null) {
  if (!id) return;
  const [row] = await ctx.db.select({ id: counterparties.id }).from(counterparties).where(eq(counterparties.id, id));
  if (!row) throw invalid({ counter_agent: [COUNTERPARTY_NOT_FOUND] });
}

const columnsOf = (input: GeneralExpenseInput) => ({
  category: input.category,
  counterpartyId: input.counter_agent,
  amount: input.amount,
  currency: input.currency,
  date: wireToIso(input.date)!,
  paidFrom: input.paid_from,
  note: input.note ?? null,
});

export async function createGeneralExpense(ctx: AppContext, input: GeneralExpenseInput): Promise<GeneralExpense> {
  await requireCounterparty(ctx, input.counter_agent);
  const [row] = await ctx.db.insert(generalExpenses).values(columnsOf(input)).returning({ id: generalExpenses.id });
  return getGeneralExpense(ctx, row.id);
}

export async function updateGeneralExpense(ctx: AppContext, id: string, input: GeneralExpenseInput): Promise<GeneralExpense> {
  await requireCounterparty(ctx, input.counter_agent);
  const updated = await ctx.db
    .update(generalExpenses)
    .set({ ...columnsOf(input), updatedAt: ctx.now() })
    .where(eq(generalExpenses.id, id))
    .returning({ id: generalExpenses.id });
  if (!updated.length) throw notFound(NOT_FOUND);
  return getGeneralExpense(ctx, id);
}

export async function deleteGeneralExpense(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(generalExpenses).where(eq(generalExpenses.id, id)).returning({ id: generalExpenses.id });
  if (!deleted.length) throw notFound(NOT_FOUND);
}
