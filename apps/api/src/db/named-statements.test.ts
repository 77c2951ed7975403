import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB, createTestApp, type TestApp } from "../test/harness.ts";
import { PLANNED_PER_RUN_MARK } from "./named-statements.ts";
import { rowsOf } from "./rows.ts";

describe.runIf(TEST_DB === "postgres")("statements named by their text on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("prepares a statement with parameters once per connection and runs one without them as it is", async () => {
    const prepared = await t.ctx.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) expect(rowsOf(await tx.execute(sql`select ${n}::int + 1 as next`))).toEqual([{ next: n + 1 }]);
      // Several commands in one text: only the simple protocol takes them, which a prepared statement is not.
      await tx.execute(sql.raw("select 1; select 2"));
      return rowsOf(await tx.execute(sql`select statement from pg_prepared_statements where statement like '%as next'`));
    });
    expect(prepared).toEqual([{ statement: "select $1::int + 1 as next" }]);
  });

  it("plans a search by a pattern for its words every time", async () => {
    const prepared = await t.ctx.db.transaction(async (tx) => {
      for (const word of ["%a%", "%b%"]) await tx.execute(sql`select 'abc' ilike ${word} as found`);
      return rowsOf(await tx.execute(sql`select statement from pg_prepared_statements where statement like '%as found'`));
    });
    expect(prepared).toEqual([]);
  });

  it("plans a statement carrying the per-run mark for its values every time", async () => {
    const prepared = await t.ctx.db.transaction(async (tx) => {
      for (const n of [1, 2]) await tx.execute(sql`select ${sql.raw(PLANNED_PER_RUN_MARK)} ${n}::int as marked`);
      return rowsOf(await tx.execute(sql`select statement from pg_prepared_statements where statement like '%as marked'`));
    });
    expect(prepared).toEqual([]);
  });
});
