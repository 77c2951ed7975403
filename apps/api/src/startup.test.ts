import { readFileSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { users } from "./db/schema/index.ts";
import { rowsOf } from "./db/rows.ts";
import { prepareDatabase } from "./startup.ts";
import { TEST_DB, testConfig } from "./test/harness.ts";
import { scratchDatabase } from "./test/scratch-database.ts";

const JOURNAL = path.join(import.meta.dirname, "db/migrations/meta/_journal.json");
const PROCESSES = 3;

describe.skipIf(TEST_DB !== "postgres")("several processes starting at once on a new PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  beforeAll(async () => {
    scratch = await scratchDatabase();
  });
  afterAll(() => scratch?.drop());

  it("all come up, the migrations are applied once and there is exactly one first superuser", async () => {
    // Each its own pool and app, as separate server processes have.
    const instances = await Promise.all(
      Array.from({ length: PROCESSES }, async () => {
        const database = await openDatabase({ url: scratch.url });
        return buildApp({ config: testConfig(), database });
      }),
    );
    try {
      await Promise.all(instances.map(({ app, ctx }) => prepareDatabase(ctx, app.log)));

      const { db } = instances[0].ctx;
      const [superusers] = await db.select({ total: count() }).from(users).where(eq(users.isSuperuser, true));
      expect(superusers.total).toBe(1);
      const [applied] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from drizzle.__drizzle_migrations`),
      );
      expect(applied.total).toBe(JSON.parse(readFileSync(JOURNAL, "utf8")).entries.length);
    } finally {
      await Promise.all(instances.map(async ({ app, ctx }) => {
        await app.close();
        await ctx.database.close();
      }));
    }
  });
});
