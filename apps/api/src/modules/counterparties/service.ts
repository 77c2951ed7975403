import { type Placeholder, and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Counterparty, CounterpartyInput, CounterpartyListQuery } from "@app/contract/schemas/counterparties";
import { formatWireDateTime } from "@app/contract/dates";
import { moneyNumber } from "@app/contract/decimal";
import { type Principal, can } from "@app/contract/roles";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { counterparties } from "../../db/schema/index.ts";
import { refersToMatch, searchCondition } from "../../db/search.ts";
import { derivedRead } from "../../db/derived-reads.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { listCount } from "../../db/row-counts.ts";
import { forbidden, locked, notFound } from "../../http/errors.ts";
import { literalPageSize, pageOffset, preparedPageStatement, totalCount } from "../../http/pagination.ts";

type Row = typeof counterparties.$inferSelect;

const withTotal = { ...getTableColumns(counterparties), total: totalCount() };

const NOT_FOUND = "Kontragent topilmadi";
const LIMIT_FORBIDDEN = "Kredit limitini faqat rahbar yoki administrator o'zgartira oladi";
const HAS_LEDGER = "Kontragentning hisob-fakturalari yoki to'lovlari bor: uni o'chirib bo'lmaydi";

/** The credit limit a write sets: left out, it stays; sent, only those who keep the ledger may set it. */
function creditLimitOf(user: Principal, input: Partial<CounterpartyInput>): string | null | undefined {
  if (input.credit_limit === undefined) return undefined;
  if (!can(user, "finance", "write")) throw forbidden(LIMIT_FORBIDDEN);
  return input.credit_limit;
}

function toCounterparty(row: Row): Counterparty {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    counter_agent_type: row.counterpartyType,
    status: row.status,
    credit_limit: row.creditLimit === null ? null : moneyNumber(row.creditLimit),
    created_at: formatWireDateTime(row.createdAt),
  };
}

/**
 * The unfiltered list's page, newest first, read off the date index, each row with the count: the
 * page and its count are one round trip.
 */
export const unfilteredPage = (db: Db, limit: number | Placeholder, offset: number | Placeholder) =>
  db
    .select({ ...getTableColumns(counterparties), total: listCount(db, counterparties) })
    .from(counterparties)
    .orderBy(desc(counterparties.createdAt), desc(counterparties.id))
    .limit(limit)
    .offset(offset);

/** The Kontragentlar page opens on the unfiltered list, a statement prepared once per shape. */
const unfiltered = (db: Db, query: CounterpartyListQuery) =>
  preparedPageStatement(db, "counterparties_page", query, (offset) => unfilteredPage(db, literalPageSize(query), offset));

/**
 * A filtered list's page with the count of all matches in one statement, as the page needs every
 * match anyway (the bench explains this very statement); none when nothing filters.
 */
export function filteredPage(db: Db, query: CounterpartyListQuery) {
  const searched = searchCondition(query.search, [counterparties.name, counterparties.address]);
  const where = and(
    // The matches are found first, as an array of ids. Planned together with the page's order and
    // filters, the planner at times walks the date index and folds every agent's name on the way
    // (180 ms at 100,000 agents) where the trigram indexes find the matches in about 1 ms. A set
    // of ids (`in (select …)`) still let it do so for some words: it joins the set while walking
    // the date index ("nurgul": 416 ms, "gulnur": 1 ms).
    searched && refersToMatch(db, counterparties.id, counterparties, counterparties.id, searched),
    query.counter_agent_type ? eq(counterparties.counterpartyType, query.counter_agent_type) : undefined,
    query.status === undefined ? undefined : eq(counterparties.status, query.status),
  );
  if (!where) return null;
  return db
    .select(withTotal)
    .from(counterparties)
    .where(where)
    .orderBy(desc(counterparties.createdAt), desc(counterparties.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
}

export async function listCounterparties(ctx: AppContext, query: CounterpartyListQuery) {
  const rows = await (filteredPage(ctx.db, query) ?? unfiltered(ctx.db, query).execute({ offset: pageOffset(query) }));
  // No row is page 1 of nothing, or a page past the end, which a count of 0 also makes a 404.
  return { count: rows[0]?.total ?? 0, results: rows.map(toCounterparty) };
}

/**
 * The page the Kontragentlar list shows, kept between changes to the counterparties: the same
 * pages are opened over and over, and the check costs a fraction of a search.
 */
export const shownCounterparties = (ctx: AppContext, query: CounterpartyListQuery) =>
  derivedRead(ctx.db, "counterparties", JSON.stringify(query), () => listCounterparties(ctx, query));

export async function getCounterparty(ctx: AppContext, id: string): Promise<Counterparty> {
  const [row] = await ctx.db.select().from(counterparties).where(eq(counterparties.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toCounterparty(row);
}

export async function createCounterparty(ctx: AppContext, input: CounterpartyInput, user: Principal): Promise<Counterparty> {
  const creditLimit = creditLimitOf(user, input);
  const [row] = await ctx.db
    .insert(counterparties)
    .values({
      name: input.name,
      address: input.address,
      counterpartyType: input.counter_agent_type,
      status: input.status,
      creditLimit,
    })
    .returning();
  return toCounterparty(row);
}

export async function updateCounterparty(
  ctx: AppContext,
  id: string,
  input: Partial<CounterpartyInput>,
  user: Principal,
): Promise<Counterparty> {
  const creditLimit = creditLimitOf(user, input);
  const [row] = await ctx.db
    .update(counterparties)
    .set({
      name: input.name,
      address: input.address,
      counterpartyType: input.counter_agent_type,
      status: input.status,
      creditLimit,
      updatedAt: ctx.now(),
    })
    .where(eq(counterparties.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toCounterparty(row);
}

/** An agent on the ledger (invoices, payments) stays: its history would lose whom it was with. */
export async function deleteCounterparty(ctx: AppContext, id: string): Promise<void> {
  try {
    const deleted = await ctx.db.delete(counterparties).where(eq(counterparties.id, id)).returning({ id: counterparties.id });
    if (!deleted.length) throw notFound(NOT_FOUND);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw locked(HAS_LEDGER);
    throw error;
  }
}
