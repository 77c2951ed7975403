import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_DB } from "../test/harness.ts";
import { openDatabase } from "./client.ts";
import { rowsOf } from "./rows.ts";

describe.skipIf(TEST_DB !== "pglite")("a new embedded data directory", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "initdb-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is created outside the server's own memory and then opens", async () => {
    const before = process.memoryUsage().external;
    const database = await openDatabase({ dataDir });
    try {
      // initdb's WebAssembly memory (over 500 MB) would count here had it run in this thread;
      // what the opened database itself holds is its own 128 MB plus shared buffers.
      expect((process.memoryUsage().external - before) / 2 ** 20).toBeLessThan(250);
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(rowsOf<{ answer: number }>(await database.db.execute("select 42 as answer"))[0].answer).toBe(42);
    } finally {
      await database.close();
    }
  });
});
