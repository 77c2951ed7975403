import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, type DatabaseTarget, openDatabase } from "../../apps/api/src/db/client.ts";

export type DatabaseKind = Database["kind"];
export type BenchDatabase = { target: DatabaseTarget; kind: DatabaseKind; label: string; dispose(): Promise<void> };

/**
 * A fresh, migrated database, closed again for the API's process to open: with DATABASE_URL, a new
 * database on that PostgreSQL server (the bench never writes into an existing one); otherwise
 * PGlite in a temporary directory. Creating and migrating it happen here, as an installation does
 * once before the API serves: PGlite's initdb alone takes hundreds of megabytes while it runs.
 */
export async function openBenchDatabase(url = process.env.DATABASE_URL): Promise<BenchDatabase> {
  if (url) {
    const name = `bench_${randomBytes(6).toString("hex")}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    await database.migrate();
    await database.close();
    return {
      target: { url: target.toString() },
      kind: "postgres",
      label: `PostgreSQL (${target.host}, database ${name})`,
      dispose: async () => {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  return {
    target: { dataDir: dir },
    kind: "pglite",
    label: `PGlite (${dir})`,
    dispose: async () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
