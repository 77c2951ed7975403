import { mkdirSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { carryActorOnPglite, carryActorOnPool } from "./actor-connections.ts";
import { withAdvisoryLock } from "./advisory-lock.ts";
import { nameStatementsOnPool } from "./named-statements.ts";
import { createPgliteDir } from "./pglite-initdb.ts";
import * as schema from "./schema/index.ts";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take `Db | Tx` where they may run inside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Runs `task` while no other process sharing the database runs one. */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** Hears of a connection the server ended; the next query opens a new one without it. */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory (tests), empty or loaded from a dump. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

/** Where DATA_DIR keeps the embedded database. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * PGlite's shared buffers live in the process's own memory, and its default of 128 MB alone
 * takes the API past its 300 MB budget. The files stay in the operating system's page cache, so
 * a page that falls out of these buffers is read back from memory, not the disk: the bench's
 * reports over a year of orders answered as fast with 16 MB as with 32, and the API peaked 30 MB lower.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/**
 * A process serving from PGlite holds the database's 140 MB of WebAssembly memory besides its own
 * heap, so that heap may grow by half its live size before a full collection, not by the up to
 * four times V8 allows under a steady load. The PGlite lists bench peaked at 311 and 320 MB
 * without this and at 262 and 265 MB with it. On PostgreSQL the process holds no database and
 * peaked near 260 MB without it, so V8's own growth stays there (in one run with the setting the
 * lists answered about a tenth fewer requests/s, within the bench's noise between runs).
 */
const EMBEDDED_HEAP_GROWTH = "--heap-growing-percent=50";

/** The embedded database with the extensions the migrations install; `loadDataDir` fills a new directory from a dump. */
export const openPglite = (dataDir?: string, loadDataDir?: Blob) =>
  PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) {
    // JIT compiling a query costs hundreds of milliseconds to seconds; short OLTP queries only lose by it.
    // A connection lives an hour at most: the statements it prepared (named-statements.ts) go with it.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: "-c jit=off", maxLifetimeSeconds: 3600 });
    let connectionLost = (_error: Error) => {};
    // The pool drops an idle connection the server ended (a restart, a failover, pg_terminate_backend)
    // and the next query gets a new one; unheard, this event would crash the process.
    pool.on("error", (error) => connectionLost(error));
    nameStatementsOnPool(pool);
    carryActorOnPool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      exclusively: (task) => withAdvisoryLock(target.url, task),
      ping: async () => {
        try {
          await pool.query("select 1");
          return true;
        } catch {
          return false;
        }
      },
      onConnectionLost: (listener) => {
        connectionLost = listener;
      },
      close: async () => {
        // pool.end() resolves before its connections have closed; a database dropped right after
        // (tests, the bench) would kill them mid-close and crash the process with an unhandled error.
        let open = pool.totalCount;
        const closed = new Promise<void>((resolve) => {
          if (!open) resolve();
          pool.on("remove", () => {
            if (--open === 0) resolve();
          });
        });
        await pool.end();
        await closed;
      },
    };
  }
  let dataDir: string | undefined;
  if ("dataDir" in target) {
    v8.setFlagsFromString(EMBEDDED_HEAP_GROWTH);
    dataDir = pgliteDir(target.dataDir);
    mkdirSync(dataDir, { recursive: true });
    await createPgliteDir(dataDir);
  }
  const client = await openPglite(dataDir, "from" in target ? target.from : undefined);
  carryActorOnPglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process has the data directory to itself: nobody else could run at the same time.
    exclusively: (task) => task(),
    ping: async () => {
      try {
        await client.query("select 1");
        return !client.closed;
      } catch {
        return false;
      }
    },
    // In the process itself: there is no connection to lose.
    onConnectionLost: () => {},
    close: () => client.close(),
  };
}
