import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { TEST_DB } from "../test/harness.ts";
import { backup } from "./backup.ts";
import { restore } from "./restore.ts";
import { PNG, contents, emptyPostgresDatabase, fillWithData, runCli, served } from "./testing.ts";

const SLOW = 180_000;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const temporary = (name: string) => {
  const place = path.join(os.tmpdir(), `ops-${name}-${randomUUID()}`);
  cleanups.push(() => rm(place, { recursive: true, force: true }));
  return place;
};

async function opened(open: () => Promise<Database>, use: (database: Database) => Promise<void>) {
  const database = await open();
  try {
    await use(database);
  } finally {
    await database.close();
  }
}

const headerOf = (file: string) => readFileSync(file).subarray(0, 40).toString("latin1").split("\n")[0];

describe.runIf(TEST_DB === "pglite")("backup and restore of the embedded database", () => {
  it("round-trips DATA_DIR's database, images included; refuses a database with data unless --force", { timeout: SLOW }, async () => {
    const source = temporary("source");
    const file = path.join(temporary("archives"), "nightly.backup");
    let imagePath = "";
    let expected: Record<string, string[]> = {};
    await opened(() => openDatabase({ dataDir: source }), async (database) => {
      ({ imagePath } = await fillWithData(database));
      expected = await contents(database);
      await expect(backup({ kind: "pglite", dataDir: source }, file)).rejects.toThrow(/is open \(postmaster.pid exists\): stop the server first/);
    });
    expect(expected.media_files).toHaveLength(1);
    expect(expected.food_orders.length).toBeGreaterThan(0);

    const backedUp = await runCli(["backup", file], { DATA_DIR: source });
    expect(backedUp, backedUp.stderr).toMatchObject({ code: 0 });
    expect(headerOf(file)).toBe("HAJJ-BACKOFFICE-BACKUP 1 pglite");

    const target = temporary("target");
    await restore({ kind: "pglite", dataDir: target }, file, false);
    await opened(() => openDatabase({ dataDir: target }), async (database) => {
      expect(await contents(database)).toEqual(expected);
      const image = await served(database, imagePath);
      expect(image.status).toBe(200);
      expect(image.bytes.equals(PNG)).toBe(true);
      await database.db.execute(sql`delete from media_files`);
    });

    const refused = await runCli(["restore", file], { DATA_DIR: target });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`Not restored: the embedded database in ${path.join(target, "pglite")} already holds data. Pass --force to replace it.`);
    const forced = await runCli(["restore", file, "--force"], { DATA_DIR: target });
    expect(forced, forced.stderr).toMatchObject({ code: 0 });
    await opened(() => openDatabase({ dataDir: target }), async (database) => {
      expect(await contents(database)).toEqual(expected);
    });

    await expect(restore({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" }, file, true)).rejects.toThrow(
      "holds an embedded (PGlite) database, but the configured database is a PostgreSQL database: restore it without DATABASE_URL, then run `npm run copy-to-postgres`.",
    );
  });
});

describe.runIf(TEST_DB === "postgres")("backup and restore of a PostgreSQL database", () => {
  it("round-trips the database with pg_dump, images included; refuses a database with data unless --force", { timeout: SLOW }, async () => {
    const [source, target] = [await emptyPostgresDatabase(), await emptyPostgresDatabase()];
    cleanups.push(source.drop, target.drop);
    const file = path.join(temporary("archives"), "nightly.backup");
    let imagePath = "";
    let expected: Record<string, string[]> = {};
    await opened(() => openDatabase({ url: source.url }), async (database) => {
      ({ imagePath } = await fillWithData(database));
      expected = await contents(database);
    });
    expect(expected.media_files).toHaveLength(1);

    const backedUp = await runCli(["backup", file], { DATABASE_URL: source.url });
    expect(backedUp, backedUp.stderr).toMatchObject({ code: 0 });
    expect(headerOf(file)).toBe("HAJJ-BACKOFFICE-BACKUP 1 postgres");

    await restore({ kind: "postgres", url: target.url }, file, false);
    await opened(() => openDatabase({ url: target.url }), async (database) => {
      expect(await contents(database)).toEqual(expected);
      const image = await served(database, imagePath);
      expect(image.status).toBe(200);
      expect(image.bytes.equals(PNG)).toBe(true);
      await database.db.execute(sql`delete from media_files`);
    });

    const refused = await runCli(["restore", file], { DATABASE_URL: target.url });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("Not restored: the PostgreSQL database of DATABASE_URL already holds data. Pass --force to replace it.");
    const forced = await runCli(["restore", file, "--force"], { DATABASE_URL: target.url });
    expect(forced, forced.stderr).toMatchObject({ code: 0 });
    await opened(() => openDatabase({ url: target.url }), async (database) => {
      expect(await contents(database)).toEqual(expected);
    });

    await expect(restore({ kind: "pglite", dataDir: temporary("unused") }, file, true)).rejects.toThrow(
      "holds a PostgreSQL database, but the configured database is an embedded (PGlite) database.",
    );
    const withoutTools = await runCli(["backup", `${file}.2`], { DATABASE_URL: source.url, PATH: "/nonexistent" });
    expect(withoutTools.code).not.toBe(0);
    expect(withoutTools.stderr).toContain("pg_dump is not on PATH");
  });
});
