import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import { type Db, pgliteDir } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/** A refusal or failure the operator can act on: the command prints it as is and exits non-zero. */
export class OpsError extends Error {}

/** The database the server is configured for: DATA_DIR's embedded PGlite, or DATABASE_URL's PostgreSQL. */
export type Target = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export const targetOf = (config: Config): Target =>
  config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir };

export const describeTarget = (target: Target) =>
  target.kind === "pglite" ? `the embedded database in ${pgliteDir(target.dataDir)}` : "the PostgreSQL database of DATABASE_URL";

/** Whether DATA_DIR holds an embedded database at all. */
export const hasEmbeddedDatabase = (dataDir: string) => existsSync(path.join(pgliteDir(dataDir), "PG_VERSION"));

/**
 * PGlite does not lock its directory: a second process opening it beside the server would
 * corrupt it. It writes postmaster.pid while open and removes it when closed.
 */
export function assertEmbeddedClosed(dataDir: string) {
  if (existsSync(path.join(pgliteDir(dataDir), "postmaster.pid"))) {
    throw new OpsError(
      `The embedded database in ${pgliteDir(dataDir)} is open (postmaster.pid exists): stop the server first. ` +
        "If no server runs, the last one stopped without closing it: start and stop the server once.",
    );
  }
}

/** Whether any table of the application's schema holds a row: a database without is empty, whatever its tables. */
export async function holdsData(db: Db): Promise<boolean> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`),
  );
  for (const { name } of tables) {
    const [row] = rowsOf<{ found: boolean }>(await db.execute(sql.raw(`select exists (select from ${name}) as found`)));
    if (row.found) return true;
  }
  return false;
}
