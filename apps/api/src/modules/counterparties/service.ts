import { and, count, desc, eq } from "drizzle-orm";
import type { CounterAgent, CounterAgentInput, CounterAgentListQuery } from "@app/contract/schemas/counterparties";
import { formatWireDateTime } from "@app/contract/dates";
import type { AppContext } from "../../context.ts";
import { counterAgents } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

type Row = typeof counterAgents.$inferSelect;

const NOT_FOUND = "Kontragent topilmadi";

function toCounterAgent(row: Row): CounterAgent {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    counter_agent_type: row.counterAgentType,
    status: row.status,
    created_at: formatWireDateTime(row.createdAt),
  };
}

export async function listCounterAgents(ctx: AppContext, query: CounterAgentListQuery) {
  const where = and(
    searchCondition(query.search, [counterAgents.name, counterAgents.address]),
    query.counter_agent_type ? eq(counterAgents.counterAgentType, query.counter_agent_type) : undefined,
    query.status === undefined ? undefined : eq(counterAgents.status, query.status),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(counterAgents)
      .where(where)
      .orderBy(desc(counterAgents.createdAt), desc(counterAgents.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(counterAgents).where(where),
  ]);
  return { count: total, results: rows.map(toCounterAgent) };
}

export async function getCounterAgent(ctx: AppContext, id: string): Promise<CounterAgent> {
  const [row] = await ctx.db.select().from(counterAgents).where(eq(counterAgents.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toCounterAgent(row);
}

export async function createCounterAgent(ctx: AppContext, input: CounterAgentInput): Promise<CounterAgent> {
  const [row] = await ctx.db
    .insert(counterAgents)
    .values({
      name: input.name,
      address: input.address,
      counterAgentType: input.counter_agent_type,
      status: input.status,
    })
    .returning();
  return toCounterAgent(row);
}

export async function updateCounterAgent(
  ctx: AppContext,
  id: string,
  input: Partial<CounterAgentInput>,
): Promise<CounterAgent> {
  const [row] = await ctx.db
    .update(counterAgents)
    .set({
      name: input.name,
      address: input.address,
      counterAgentType: input.counter_agent_type,
      status: input.status,
      updatedAt: ctx.now(),
    })
    .where(eq(counterAgents.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toCounterAgent(row);
}

export async function deleteCounterAgent(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(counterAgents).where(eq(counterAgents.id, id)).returning({ id: counterAgents.id });
  if (!deleted.length) throw notFound(NOT_FOUND);
}
