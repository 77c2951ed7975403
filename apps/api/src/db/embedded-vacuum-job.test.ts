import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB } from "../test/harness.ts";
import { type Database, openDatabase } from "./client.ts";
import { vacuumDueTables } from "./embedded-vacuum-job.ts";
import { rowsOf } from "./rows.ts";

describe.skipIf(TEST_DB !== "pglite")("the embedded database's vacuum job", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    await vacuumDueTables(database.db);
  });
  afterAll(() => database.close());

  /** The statistics a change counts in reach the views at most once a second, unless forced. */
  const change = async (statement: ReturnType<typeof sql>) => {
    await database.db.execute(statement);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
  };

  const lastRuns = async () =>
    rowsOf<{ vacuumed: boolean; analyzed: boolean }>(
      await database.db.execute(sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
        from pg_stat_user_tables where relname = 'counter_agents'`),
    )[0];

  it("vacuums and analyzes a table autovacuum would, and leaves it alone until it changes again", async () => {
    await change(sql`insert into counter_agents (name, address, counter_agent_type, status)
      select 'Agent ' || i, 'Toshkent', 'B2B', true from generate_series(1, 2000) as i`);
    const due = await vacuumDueTables(database.db);
    expect(due).toContain("counter_agents");
    expect(await lastRuns()).toEqual({ vacuumed: true, analyzed: true });
    expect(await vacuumDueTables(database.db)).not.toContain("counter_agents");

    await change(sql`delete from counter_agents where name like 'Agent 1%'`);
    expect(await vacuumDueTables(database.db)).toContain("counter_agents");
  });
});
