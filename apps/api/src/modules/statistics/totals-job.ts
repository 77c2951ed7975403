import { getTableName, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { TOTALS_TABLES } from "../../db/schema/index.ts";
import { startPeriodicJob } from "../../jobs.ts";
import { rowsOf } from "../../db/rows.ts";

/** Writes append a row per key they change; every few minutes those rows are added up, so reads stay short. */
const TOTALS_JOB_INTERVAL_MS = 5 * 60 * 1000;

/** Adds up the rows of every key that has several (compact_totals, migration 0003); returns the rows written. */
export async function compactTotals(db: Db): Promise<number> {
  let written = 0;
  for (const table of TOTALS_TABLES) {
    const result = await db.execute(sql`select compact_totals(${getTableName(table)}) as written`);
    written += Number(rowsOf<{ written: string | number }>(result)[0].written);
  }
  return written;
}

/** Runs the job now and every five minutes; the returned function stops it. */
export function startTotalsJob(ctx: AppContext, log: FastifyBaseLogger, intervalMs = TOTALS_JOB_INTERVAL_MS) {
  return startPeriodicJob("totals job", () => compactTotals(ctx.db), log, intervalMs);
}
