import type { SQLWrapper } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { plannedPerRun } from "../../apps/api/src/db/named-statements.ts";

/**
 * How many times a second PostgreSQL answers one of a page's statements sent alone: `connections`
 * clients for `seconds`, through the driver the API uses, with no HTTP, no session check and no
 * shaping of rows around it. No endpoint that sends the statement answers more often on the same
 * machine, so this is the ceiling its share of the bare route is read against. Each client sends
 * it as the API's pool does: named, so the database plans it once or for each run as it would the
 * API's prepared ones, unless the API plans it for its values every time (plannedPerRun).
 */
export async function statementAlone(url: string, query: SQLWrapper, connections: number, seconds: number): Promise<number> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query.getSQL());
  // Sent thousands of times: a write would pile up rows the measured endpoint then reads.
  if (!/^\s*(select|with)\b/i.test(text) || /\b(insert|update|delete)\b/i.test(text)) {
    throw new Error(`only a read is sent alone, not: ${text.slice(0, 80)}`);
  }
  const perRun = plannedPerRun(text);
  const pool = new pg.Pool({ connectionString: url, max: connections, options: "-c jit=off" });
  const started = performance.now();
  const until = started + seconds * 1000;
  let answered = 0;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          await pool.query(perRun ? { text, values: params } : { name: "bench_statement_alone", text, values: params });
          answered += 1;
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return (answered * 1000) / (performance.now() - started);
}
