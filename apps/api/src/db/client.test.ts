import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB } from "../test/harness.ts";
import { type Database, openDatabase } from "./client.ts";
import { rowsOf } from "./rows.ts";

describe.skipIf(TEST_DB !== "pglite")("the embedded database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(() => database.close());

  it("keeps its shared buffers small enough for the API's memory budget", async () => {
    const [row] = rowsOf<{ shared_buffers: string }>(await database.db.execute("show shared_buffers"));
    expect(row.shared_buffers).toBe("16MB");
  });
});
