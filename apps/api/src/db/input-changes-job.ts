import type { FastifyBaseLogger } from "fastify";
import { startPeriodicJob } from "../jobs.ts";
import type { Db } from "./client.ts";
import { CHANGES_KEPT_MS, pruneInputChanges } from "./derived-reads.ts";

const INPUT_CHANGES_JOB_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Keeps the input-change log short: each run remembers the snapshot it saw, and deletes the rows
 * of transactions that had ended when a snapshot at least CHANGES_KEPT_MS old was taken.
 */
export function startInputChangesJob(db: Db, log: FastifyBaseLogger, intervalMs = INPUT_CHANGES_JOB_INTERVAL_MS, keptMs = CHANGES_KEPT_MS) {
  const seen: Array<{ at: number; snapshot: string }> = [];
  return startPeriodicJob(
    "input changes job",
    async () => {
      const now = Date.now();
      let horizon: string | null = null;
      while (seen.length && now - seen[0].at >= keptMs) horizon = (seen.shift() as { snapshot: string }).snapshot;
      const { snapshot, deleted } = await pruneInputChanges(db, horizon);
      seen.push({ at: now, snapshot });
      return deleted;
    },
    log,
    intervalMs,
  );
}
