import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { startPeriodicJob } from "../jobs.ts";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows.ts";

const EMBEDDED_VACUUM_JOB_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Autovacuum's default thresholds, over the statistics PGlite keeps: a table is vacuumed once a
 * fifth of its rows are dead or a fifth more were inserted since its last vacuum (which marks the
 * pages an index-only count may skip), and analyzed once a tenth changed since its last analyze.
 */
const DUE = sql`
  select relname as "table",
    (n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) as "vacuum"
  from pg_stat_user_tables
  where schemaname = 'public'
    and (n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
      or n_mod_since_analyze > 50 + 0.1 * n_live_tup)
  order by relname`;

/** Vacuums and analyzes the tables autovacuum would now; returns their names. */
export async function vacuumDueTables(db: Db): Promise<string[]> {
  const due = rowsOf<{ table: string; vacuum: boolean }>(await db.execute(DUE));
  for (const { table, vacuum } of due) {
    await db.execute(sql`${sql.raw(vacuum ? "vacuum (analyze)" : "analyze")} ${sql.identifier(table)}`);
  }
  return due.map(({ table }) => table);
}

/**
 * PGlite runs PostgreSQL without its background workers, so nothing else vacuums or analyzes the
 * embedded database: dead row versions would pile up in its tables and indexes, counts would read
 * every table page, and the planner would keep the statistics of the day each table was created.
 * A PostgreSQL server's own autovacuum does this there.
 */
export function startEmbeddedVacuumJob(db: Db, log: FastifyBaseLogger, intervalMs = EMBEDDED_VACUUM_JOB_INTERVAL_MS) {
  return startPeriodicJob("embedded vacuum job", () => vacuumDueTables(db), log, intervalMs);
}
