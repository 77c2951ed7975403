import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../apps/api/src/db/client.ts";

export type BenchDatabase = { database: Database; label: string; dispose(): Promise<void> };

/**
 * A fresh, migrated database: with DATABASE_URL, a new database on that PostgreSQL server (the
 * bench never writes into an existing one); otherwise PGlite in a temporary directory.
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
    return {
      database,
      label: `PostgreSQL (${target.host}, database ${name})`,
      dispose: async () => {
        await database.close();
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  return {
    database,
    label: `PGlite (${dir})`,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
