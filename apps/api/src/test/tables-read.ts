import { getTableName, sql } from "drizzle-orm";
import { expect } from "vitest";
import { TOTALS_TABLES } from "../db/schema/index.ts";
import { rowsOf } from "../db/rows.ts";
import type { TestApp } from "./harness.ts";

type Client = { query: (...args: unknown[]) => Promise<unknown> };
type Statement = { text: string; values: unknown[] };

const clientOf = (t: TestApp) => (t.ctx.db as unknown as { $client: Client }).$client;

/** The statements the driver is sent while `task` runs. */
async function statementsOf(t: TestApp, task: () => Promise<unknown>): Promise<Statement[]> {
  const client = clientOf(t);
  const query = client.query;
  const sent: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(typeof first === "string" ? { text: first, values: second ?? [] } : { text: first.text, values: first.values ?? second ?? [] });
    return query.apply(client, args);
  };
  try {
    await task();
  } finally {
    client.query = query;
  }
  return sent;
}

/** The tables a statement's plan reads, as EXPLAIN names them. */
async function tablesReadBy(t: TestApp, statement: Statement): Promise<string[]> {
  const result = (await clientOf(t).query(`explain (format json) ${statement.text}`, statement.values)) as { rows: Array<Record<string, unknown>> };
  const plan = Object.values(result.rows[0])[0];
  const tables: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "Relation Name") tables.push(value as string);
        else walk(value);
      }
    }
  };
  walk(typeof plan === "string" ? JSON.parse(plan) : plan);
  return tables;
}

/**
 * The tables the reads of `task` touch that no `trigger` watches: what a derived read would miss
 * changes of. The request's own session check and the change log itself are not inputs, nor are
 * the totals tables: their triggers write them in the statement that changes the rows they total,
 * and adding up their rows leaves every total as it was.
 */
export async function unwatchedTables(t: TestApp, trigger: string, task: () => Promise<unknown>): Promise<{ read: string[]; unwatched: string[] }> {
  const watched = rowsOf<{ name: string }>(
    await t.ctx.db.execute(sql`select tgrelid::regclass::text as name from pg_trigger where tgname = ${trigger}`),
  ).map((row) => row.name);
  const sent = await statementsOf(t, task);
  const read = new Set<string>();
  for (const statement of sent.filter((each) => /^\s*(with|select)\b/i.test(each.text))) {
    for (const table of await tablesReadBy(t, statement)) read.add(table);
  }
  for (const table of ["sessions", "users", "input_changes", ...TOTALS_TABLES.map(getTableName)]) read.delete(table);
  return { read: [...read].sort(), unwatched: [...read].filter((table) => !watched.includes(table)).sort() };
}

/**
 * Asks `ask` twice. The first time it is derived: it reads `table`, and only tables `trigger`
 * watches. The second time it is served as it was kept: it reads no table.
 */
export async function expectKeptBetweenChanges(t: TestApp, trigger: string, table: string, ask: () => Promise<unknown>, label?: string) {
  const derived = await unwatchedTables(t, trigger, ask);
  expect(derived.read, label).toContain(table);
  expect(derived.unwatched, label).toEqual([]);
  expect((await unwatchedTables(t, trigger, ask)).read, label).toEqual([]);
}
