import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { TEST_DB, createTestApp, type TestApp } from "../../test/harness.ts";
import { monthlyCompletedStaysQuery } from "./diagrams.ts";
import { periodOf } from "./range.ts";

describe.runIf(TEST_DB === "postgres")("the completed stays per month on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Kept as a generic plan after its fifth run, it read the year's orders by their creation (64 ms against 1.3).
  it("is planned for its clock on every run, never kept as a prepared statement", async () => {
    const now = new Date();
    const prepared = await t.ctx.db.transaction(async (tx) => {
      for (let run = 0; run < 7; run += 1) await monthlyCompletedStaysQuery(tx, periodOf(null, now), now);
      return rowsOf(await tx.execute(sql`select statement from pg_prepared_statements where statement like '%business_month%'`));
    });
    expect(prepared).toEqual([]);
  });
});
