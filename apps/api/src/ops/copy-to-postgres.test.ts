import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { TEST_DB } from "../test/harness.ts";
import { copyToPostgres } from "./copy-to-postgres.ts";
import { PNG, contents, emptyPostgresDatabase, fillWithData, runCli, served } from "./testing.ts";

const dataDir = path.join(os.tmpdir(), `ops-copy-${randomUUID()}`);
const cleanups: Array<() => Promise<unknown>> = [() => rm(dataDir, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.runIf(TEST_DB === "postgres")("copy-to-postgres", () => {
  it("copies every table of DATA_DIR's database into an empty PostgreSQL database, ids, totals and images as they were", { timeout: 180_000 }, async () => {
    const source = await openDatabase({ dataDir });
    const { imagePath } = await fillWithData(source);
    const expected = await contents(source).finally(() => source.close());
    expect(Object.keys(expected).length).toBeGreaterThan(40);
    expect(expected.stock_totals.length).toBeGreaterThan(0);

    const target = await emptyPostgresDatabase();
    cleanups.push(target.drop);
    const copied = await copyToPostgres(dataDir, target.url);
    expect(Object.fromEntries(copied.map((table) => [table.table.replace("public.", ""), table.rows]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([table, rows]) => [table, rows.length])),
    );

    const copy = await openDatabase({ url: target.url });
    try {
      expect(await contents(copy)).toEqual(expected);
      const disabled = rowsOf(await copy.db.execute(sql`select tgname from pg_trigger where not tgisinternal and tgenabled <> 'O'`));
      expect(disabled).toEqual([]);
      const image = await served(copy, imagePath);
      expect(image.status).toBe(200);
      expect(image.bytes.equals(PNG)).toBe(true);
    } finally {
      await copy.close();
    }

    const again = await runCli(["copy-to-postgres", target.url], { DATA_DIR: dataDir });
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain("The PostgreSQL database already holds data: copy only into an empty database.");
  });
});
