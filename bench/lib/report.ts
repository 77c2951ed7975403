import type { MemoryPeak } from "./app.ts";
import type { DatabaseKind } from "./database.ts";
import type { Measurement } from "./load.ts";

export function heading(text: string) {
  console.log(`\n== ${text} ==`);
}

export function printMeasurements(rows: Measurement[]) {
  console.table(
    rows.map((row) => ({
      target: row.name,
      connections: row.connections,
      "requests/s": Math.round(row.requestsPerSecond),
      "p99 ms": row.p99Ms,
      requests: row.requests,
      "non-2xx": row.non2xx,
      errors: row.errors,
      "load avg": row.loadAverage.toFixed(1),
    })),
  );
}

export function printPlan(title: string, lines: string[]) {
  heading(`EXPLAIN (ANALYZE, BUFFERS) ${title}`);
  console.log(lines.join("\n"));
}

/** Which of `indexes` a plan uses: the report states it rather than leaving it to the reader. */
export function printIndexUse(lines: string[], indexes: string[]) {
  const plan = lines.join("\n");
  for (const index of indexes) console.log(`${plan.includes(index) ? "uses" : "does not use"} ${index}`);
}

/** One endpoint's p99 at one concurrency against the p99 it must stay under. */
export type Verdict = {
  endpoint: string;
  database: DatabaseKind;
  connections: number;
  p99Ms: number;
  targetMs: number;
  answered: number;
  failed: number;
  loadAverage: number;
  /** Its requests/s as a share of the bare route's, in percent, and the least share it must reach. */
  share?: { percent: number; targetPercent: number };
};

/** Requests that failed or timed out (autocannon gives up after 10 s) count against the endpoint whatever the p99. */
const meets = (row: Verdict) =>
  row.answered > 0 && row.failed === 0 && row.p99Ms <= row.targetMs && (!row.share || row.share.percent >= row.share.targetPercent);

export const verdictOf = (row: Verdict) =>
  `${meets(row) ? "meets" : "MISSES"} the ${row.targetMs} ms p99 target (p99 ${row.p99Ms} ms at ${row.connections} connections` +
  `${row.failed ? `, ${row.failed} requests failed or timed out` : ""})` +
  (row.share ? ` and the ${row.share.targetPercent} % share of the bare route (${row.share.percent.toFixed(1)} %)` : "");

export function printVerdicts(rows: Verdict[]) {
  heading("Verdicts");
  console.table(
    rows.map((row) => ({
      endpoint: row.endpoint,
      database: row.database,
      connections: row.connections,
      "p99 ms": row.p99Ms,
      "failed/timed out": row.failed,
      "target ms": row.targetMs,
      "% of bare": row.share?.percent.toFixed(1) ?? "",
      "target %": row.share?.targetPercent ?? "",
      verdict: meets(row) ? "meets" : "MISSES",
      "load avg": row.loadAverage.toFixed(1),
    })),
  );
}

/** A timed step against its budget. */
export type StepVerdict = { step: string; ms: number; budgetMs: number; loadAverage: number };

export const stepVerdictOf = (row: StepVerdict) =>
  `${row.ms <= row.budgetMs ? "meets" : "MISSES"} the ${row.budgetMs} ms budget (${row.ms} ms)`;

export function printStepVerdicts(rows: StepVerdict[]) {
  heading("Timed steps");
  console.table(
    rows.map((row) => ({
      step: row.step,
      ms: row.ms,
      "budget ms": row.budgetMs,
      verdict: row.ms <= row.budgetMs ? "meets" : "MISSES",
      "load avg": row.loadAverage.toFixed(1),
    })),
  );
}

/** What the API's process (with the embedded database in it) may hold resident at its peak. */
const MEMORY_BUDGET_MB = 300;

/** The API process's peak resident memory over one phase of one suite. */
export type MemoryVerdict = MemoryPeak & { suite: string; database: DatabaseKind };

export const memoryVerdictOf = (row: MemoryVerdict) =>
  `${row.peakMb <= MEMORY_BUDGET_MB ? "meets" : "MISSES"} the ${MEMORY_BUDGET_MB} MB RSS budget (peak ${row.peakMb} MB)`;

/** Each suite's peaks, then the whole run's: every suite starts an API process of its own. */
export function printMemoryVerdicts(rows: MemoryVerdict[]) {
  heading(`API process peak RSS (budget ${MEMORY_BUDGET_MB} MB)`);
  const whole = rows.reduce((top, row) => Math.max(top, row.peakMb), 0);
  console.table([
    ...rows.map((row) => ({ suite: row.suite, database: row.database, phase: row.phase, "peak MB": row.peakMb, verdict: row.peakMb <= MEMORY_BUDGET_MB ? "meets" : "MISSES" })),
    { suite: "whole run", database: "", phase: "", "peak MB": whole, verdict: whole <= MEMORY_BUDGET_MB ? "meets" : "MISSES" },
  ]);
}
