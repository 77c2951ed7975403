import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { rowsOf } from "../../db/rows.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at } from "../hotels/test-fixtures.ts";
import { api } from "../kitchen/testing.ts";
import { groupStay, planKitchen, setCycle } from "./testing.ts";

let t: TestApp;
let chef: Headers;

beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  const admin = (await t.userWithRole("admin")).headers;
  chef = (await t.userWithRole("chef")).headers;
  const k = await planKitchen(t, admin);
  await setCycle(t, chef, { start_date: "01.10.2025", rations: [k.ration.id], diets: { diabetic: [k.diabetic.id] } });
  await k.kitchen.receive(k.products.egg.id, 30, 1);
  await groupStay(t, admin, { checkIn: "2025-10-09 14:00", checkOut: "2025-10-12 12:00", meals: ["breakfast", "lunch", "dinner"], people: 2, diets: ["regular", "diabetic"] });
});
afterAll(() => t.close());

type Client = { query: (...args: unknown[]) => Promise<unknown> };
type Statement = { text: string; values: unknown[] };

/** The statements the driver is sent while `task` runs. */
async function statementsOf(task: () => Promise<unknown>): Promise<Statement[]> {
  const client = (t.ctx.db as unknown as { $client: Client }).$client;
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
async function tablesReadBy(statement: Statement): Promise<string[]> {
  const client = (t.ctx.db as unknown as { $client: Client }).$client;
  const result = (await client.query(`explain (format json) ${statement.text}`, statement.values)) as { rows: Array<Record<string, unknown>> };
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

describe("what the kitchen's plans are derived from", () => {
  it("is every table the plan and the purchase list read: a write to any of them derives them again", async () => {
    const watched = rowsOf<{ name: string }>(
      await t.ctx.db.execute(sql`select tgrelid::regclass::text as name from pg_trigger where tgname = 'kitchen_plan_inputs'`),
    ).map((row) => row.name);
    const sent = await statementsOf(async () => {
      for (const url of [`${api(KITCHEN_PLAN.plan.path)}?date=2025-10-10`, `${api(KITCHEN_PLAN.purchaseList.path)}?date_from=2025-10-09&date_to=2025-10-12`]) {
        const response = await t.app.inject({ url, headers: chef });
        expect(response.statusCode, response.body).toBe(200);
      }
    });
    const read = new Set<string>();
    for (const statement of sent.filter((each) => /^\s*(with|select)\b/i.test(each.text))) {
      for (const table of await tablesReadBy(statement)) read.add(table);
    }
    // The request's own session check and the change log itself are not inputs.
    for (const table of ["sessions", "users", "input_changes"]) read.delete(table);
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((table) => !watched.includes(table))).toEqual([]);
  });
});
