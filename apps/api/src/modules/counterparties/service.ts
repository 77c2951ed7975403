import { and, count, desc, eq } from "drizzle-orm";
import type { Counterparty, CounterpartyInput, CounterpartyListQuery } from "@app/contract/schemas/counterparties";
import { formatWireDateTime } from "@app/contract/dates";
import type { AppContext } from "../../context.ts";
import { counterparties } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

type Row = typeof counterparties.$inferSelect;

const NOT_FOUND = "Kontragent topilmadi";

function toCounterparty(row: Row): Counterparty {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    counter_agent_type: row.counterpartyType,
    status: row.status,
    created_at: formatWireDateTime(row.createdAt),
  };
}

export async function listCounterparties(ctx: AppContext, query: CounterpartyListQuery) {
  const where = and(
    searchCondition(query.search, [counterparties.name, counterparties.address]),
    query.counter_agent_type ? eq(counterparties.counterpartyType, query.counter_agent_type) : undefined,
    query.status === undefined ? undefined : eq(counterparties.status, query.status),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(counterparties)
      .where(where)
      .orderBy(desc(counterparties.createdAt), desc(counterparties.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(counterparties).where(where),
  ]);
  return { count: total, results: rows.map(toCounterparty) };
}

export async function getCounterparty(ctx: AppContext, id: string): Promise<Counterparty> {
  const [row] = await ctx.db.select().from(counterparties).where(eq(counterparties.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toCounterparty(row);
}

export async function createCounterparty(ctx: AppContext, input: CounterpartyInput): Promise<Counterparty> {
  const [row] = await ctx.db
    .insert(counterparties)
    .values({
      name: input.name,
      address: input.address,
      counterpartyType: input.counter_agent_type,
      status: input.status,
    })
    .returning();
  return toCounterparty(row);
}

export async function updateCounterparty(
  ctx: AppContext,
  id: string,
  input: Partial<CounterpartyInput>,
): Promise<Counterparty> {
  const [row] = await ctx.db
    .update(counterparties)
    .set({
      name: input.name,
      address: input.address,
      counterpartyType: input.counter_agent_type,
      status: input.status,
      updatedAt: ctx.now(),
    })
    .where(eq(counterparties.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toCounterparty(row);
}

export async function deleteCounterparty(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(counterparties).where(eq(counterparties.id, id)).returning({ id: counterparties.id });
  if (!deleted.length) throw notFound(NOT_FOUND);
}
