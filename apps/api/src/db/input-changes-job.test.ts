import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";
import { startInputChangesJob } from "./input-changes-job.ts";
import { rowsOf } from "./rows.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logged = async () => rowsOf<{ rows: number }>(await t.ctx.db.execute(sql`select count(*)::int as rows from input_changes`))[0].rows;

it("deletes the logged changes once a run's snapshot is old enough, and only then", async () => {
  await t.ctx.db.execute(sql`delete from kitchen_measures where false`);
  expect(await logged()).toBeGreaterThan(0);
  // Kept an hour: several runs, and nothing is old enough to go.
  const patient = startInputChangesJob(t.ctx.db, t.app.log, 10, 60 * 60 * 1000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await patient();
  expect(await logged()).toBeGreaterThan(0);
  // Kept not at all: the second run deletes what had ended by the first. The server's other
  // databases share its transaction ids, so one open there (a parallel test file's) delays it.
  const eager = startInputChangesJob(t.ctx.db, t.app.log, 10, 0);
  await vi.waitFor(async () => expect(await logged()).toBe(0), { timeout: 20_000 });
  await eager();
});
