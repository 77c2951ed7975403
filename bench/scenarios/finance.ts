import { sql } from "drizzle-orm";
import { API_BASE } from "@app/contract/routes";
import { rowsOf } from "../../apps/api/src/db/rows.ts";
import type { RunningApp } from "../lib/app.ts";
import type { TimedStep } from "../lib/scenario.ts";

const INVOICES = 6_000;
const PAYMENTS = 4_000;

/**
 * One agent with 10,000 documents over two years: 6,000 issued invoices (a third in dollars)
 * and 4,000 payments, each paying one invoice, the dollar ones at another rate than their
 * invoice's, so the statement also carries 1,333 exchange-difference lines.
 */
async function seedLedger(app: RunningApp): Promise<string> {
  const db = app.db;
  const [{ id }] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into counter_agents (name, address, counter_agent_type) values ('Bench Ledger Agent', 'Makka', 'B2B') returning id`),
  );
  await db.execute(sql`
    insert into invoices (number, counter_agent_id, date, due_date, currency, rate, total, total_operating, state, issued_at)
    select 'INV-BENCH-' || lpad(i::text, 6, '0'), ${id}::uuid, date '2024-01-01' + i % 700, date '2024-01-31' + i % 700,
           case when i % 3 = 0 then 'USD' else 'SAR' end, case when i % 3 = 0 then 3.75 else 1 end,
           100 + i % 900, (100 + i % 900) * case when i % 3 = 0 then 3.75 else 1 end, 'issued', now()
      from generate_series(1, ${INVOICES}) as i`);
  await db.execute(sql`
    insert into payments (counter_agent_id, date, amount, currency, rate, amount_operating, method, reference)
    select ${id}::uuid, date '2024-01-10' + i % 700, 100 + i % 900, case when i % 3 = 0 then 'USD' else 'SAR' end,
           case when i % 3 = 0 then 3.76 else 1 end, (100 + i % 900) * case when i % 3 = 0 then 3.76 else 1 end, 'bank', 'P-' || i
      from generate_series(1, ${PAYMENTS}) as i`);
  await db.execute(sql`
    insert into payment_allocations (payment_id, invoice_id, amount, amount_operating, exchange_difference)
    select p.id, i.id, p.amount, p.amount_operating, p.amount_operating - round(p.amount * i.rate, 2)
      from payments p join invoices i on i.number = 'INV-BENCH-' || lpad(substr(p.reference, 3), 6, '0')
     where p.counter_agent_id = ${id}::uuid`);
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze payments`);
  await db.execute(sql`analyze payment_allocations`);
  return id;
}

const DOCUMENTS = `${(INVOICES + PAYMENTS).toLocaleString("en")} documents`;

/** Both statement steps read the one agent, seeded by whichever prepares first. */
let seeded: Promise<string> | null = null;

/** The agent's statement, timed after `untimed` requests of it; `budgetMs` is what the timed one may take. */
const statementStep = (name: string, budgetMs: number, untimed: number): TimedStep => ({
  name: `GET /finance/counter_agents/:id/statement/ of an agent with ${DOCUMENTS}, ${name}`,
  budgetMs,
  async prepare(app) {
    const agent = await (seeded ??= seedLedger(app));
    const request = async () => {
      const response = await fetch(`${app.origin}${API_BASE}/finance/counter_agents/${agent}/statement/`, {
        headers: { authorization: app.authorization },
      });
      const body = (await response.json()) as { lines: unknown[]; closing_balance: number };
      if (!response.ok) throw new Error(`statement answered ${response.status}`);
      return body;
    };
    for (let i = 0; i < untimed; i++) await request();
    return async () => {
      const body = await request();
      console.log(`Statement: ${body.lines.length} lines, closing balance ${body.closing_balance}`);
    };
  },
});

/**
 * The first request after the API starts also compiles the code it runs (134, 99, 87, 70, 66 and
 * 66 ms for six requests in a row on this bench): it keeps the one-second budget of a report; once
 * warm, what an accountant going from agent to agent gets has the season endpoints' 100 ms.
 */
export const financeSteps: TimedStep[] = [
  statementStep("the first request after the API starts", 1_000, 0),
  statementStep("once warm (after five more)", 100, 5),
];
