import os from "node:os";
import { sql } from "drizzle-orm";
import { API_BASE } from "@app/contract/routes";
import { AUDITED_ENTITIES } from "@app/contract/schemas/audit";
import type { Db } from "../apps/api/src/db/client.ts";
import { TOTALS_TABLES } from "../apps/api/src/db/schema/index.ts";
import { startApp } from "./lib/app.ts";
import { startBaseline } from "./lib/baseline.ts";
import { type BenchDatabase, type DatabaseKind, openBenchDatabase } from "./lib/database.ts";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { compactTotals } from "../apps/api/src/modules/statistics/totals-job.ts";
import { LOAD_SECONDS, connectionsFor, type Measurement, measure } from "./lib/load.ts";
import { statementAlone } from "./lib/statement-alone.ts";
import {
  type MemoryVerdict,
  type StepVerdict,
  type Verdict,
  heading,
  memoryVerdictOf,
  printIndexUse,
  printMeasurements,
  printMemoryVerdicts,
  printPlan,
  printStepVerdicts,
  printVerdicts,
  stepVerdictOf,
  verdictOf,
} from "./lib/report.ts";
import type { MemoryPeak, RunningApp } from "./lib/app.ts";
import type { Scenario, Suite, TimedStep } from "./lib/scenario.ts";
import { allCounterpartiesScenario, counterpartiesScenario, freshCounterpartySearchScenario } from "./scenarios/counterparties.ts";
import {
  activeHotelOrdersScenario,
  completedHotelOrdersScenario,
  freshGuestSearchScenario,
  freshHotelOrderSearchScenario,
  hotelAvailabilityScenario,
  plannedHotelOrdersScenario,
  searchedGuestsScenario,
  searchedHotelOrdersScenario,
} from "./scenarios/hotels.ts";
import { financeSteps } from "./scenarios/finance.ts";
import { freshFoodOrderSearchScenario, rationOrderScenario, searchedFoodOrdersScenario, warehouseListScenario } from "./scenarios/kitchen.ts";
import { freshPlanStep, kitchenPlanScenario, planConfirmStep, purchaseListScenario } from "./scenarios/kitchen-plan.ts";
import { manifestSteps, pilgrimSearchScenarios, roomingScenario } from "./scenarios/manifest.ts";
import { statisticsScenarios } from "./scenarios/statistics.ts";
import { dayBoardScenario, freshBoardStep, transferPlanScenario } from "./scenarios/transfers.ts";

/** Each suite gets a database of its own: the statistics need a year of past data, the lists bookings ahead. */
const SUITES: Suite[] = [
  {
    name: "lists",
    scenarios: [
      counterpartiesScenario,
      freshCounterpartySearchScenario,
      allCounterpartiesScenario,
      hotelAvailabilityScenario,
      activeHotelOrdersScenario,
      plannedHotelOrdersScenario,
      completedHotelOrdersScenario,
      searchedHotelOrdersScenario,
      freshHotelOrderSearchScenario,
      searchedGuestsScenario,
      freshGuestSearchScenario,
    ],
  },
  { name: "kitchen", scenarios: [rationOrderScenario, warehouseListScenario, searchedFoodOrdersScenario, freshFoodOrderSearchScenario] },
  { name: "statistics", scenarios: statisticsScenarios },
  { name: "manifest", scenarios: [...pilgrimSearchScenarios, roomingScenario], steps: manifestSteps },
  { name: "kitchen-plan", scenarios: [kitchenPlanScenario, purchaseListScenario], steps: [freshPlanStep, planConfirmStep] },
  { name: "transfers", scenarios: [transferPlanScenario, dayBoardScenario], steps: [freshBoardStep] },
  { name: "finance", scenarios: [], steps: financeSteps },
];

/** BENCH_ONLY=statistics (or a comma-separated list of suite names) runs only those suites. */
function chosenSuites(only = process.env.BENCH_ONLY): Suite[] {
  if (!only) return SUITES;
  const names = only.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length) throw new Error(`BENCH_ONLY names no suite: ${unknown.join(", ")}; suites: ${SUITES.map((s) => s.name).join(", ")}`);
  return SUITES.filter((suite) => names.includes(suite.name));
}

type Verdicts = { load: Verdict[]; steps: StepVerdict[]; memory: MemoryVerdict[] };

/** BENCH_AUDIT=off measures the writes without the audit trail, to show what journaling costs them. */
const AUDIT_TRAIL = process.env.BENCH_AUDIT !== "off";

/**
 * The audit triggers on or off. Seeding runs with them off: the bench's data stands for years of
 * past work, not for changes to journal, and a journal row per seeded row would only slow seeding.
 */
async function auditTriggers(db: Db, on: boolean) {
  for (const table of AUDITED_ENTITIES) {
    for (const event of ["insert", "update", "delete"]) {
      await db.execute(sql.raw(`alter table ${table} ${on ? "enable" : "disable"} trigger audit_${event}`));
    }
  }
}

/** Each step once, timed from its request to the answer; what it sets up first is not timed. */
async function runSteps(steps: TimedStep[], running: RunningApp): Promise<StepVerdict[]> {
  const verdicts: StepVerdict[] = [];
  for (const step of steps) {
    const request = await step.prepare(running);
    const started = performance.now();
    await request();
    const verdict = { step: step.name, ms: Math.round(performance.now() - started), budgetMs: step.budgetMs, loadAverage: os.loadavg()[0] };
    console.log(`${step.name} ${stepVerdictOf(verdict)}`);
    verdicts.push(verdict);
  }
  return verdicts;
}

/**
 * The suite's data, written from the bench's own process before the API starts: what a database
 * gathers over months in small transactions is made here in a few big statements, whose memory is
 * no measure of the API's.
 */
async function seed(suite: Suite, bench: BenchDatabase) {
  const database = await openDatabase(bench.target);
  const { db } = database;
  try {
    await auditTriggers(db, false);
    for (const scenario of suite.scenarios) {
      const started = performance.now();
      await scenario.seed(db);
      console.log(`Seeded ${scenario.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // What the server's totals job does as it starts: seeding wrote its totals in several statements.
    const started = performance.now();
    const written = await compactTotals(db);
    console.log(`Added up the totals (${written} rows written) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const table of TOTALS_TABLES) await db.execute(sql`vacuum analyze ${table}`);
    await auditTriggers(db, AUDIT_TRAIL);
    console.log(`Audit trail ${AUDIT_TRAIL ? "on" : "off (BENCH_AUDIT=off)"} for the measured requests`);
  } finally {
    await database.close();
  }
}

async function runSuite(suite: Suite): Promise<Verdicts> {
  const bench = await openBenchDatabase();
  heading(`Suite ${suite.name}, database: ${bench.label}`);
  const verdicts: Verdict[] = [];
  let steps: StepVerdict[] = [];
  let memory: MemoryPeak[] = [];
  try {
    await seed(suite, bench);
    const running = await startApp(bench, "under load");
    try {
      const { db } = running;
      for (const scenario of suite.scenarios) {
        const connectionCounts = connectionsFor(bench.kind);
        const rows = await load(scenario, running.origin, connectionCounts, { authorization: running.authorization });
        printMeasurements(rows);
        const shareAt = (connections: number) => {
          const at = (name: string) => rows.find((row) => row.name === name && row.connections === connections);
          const [api, bare] = [at(API), at(BARE)];
          return api && bare ? (100 * api.requestsPerSecond) / bare.requestsPerSecond : undefined;
        };
        for (const connections of connectionCounts) {
          const percent = shareAt(connections);
          if (percent !== undefined) console.log(`${scenario.request} at ${connections} connections: ${percent.toFixed(1)} % of the bare route's requests/s`);
        }
        const targetMs = targetOf(scenario, bench.kind);
        const targetPercent = scenario.targetShareOfBare?.[bench.kind];
        if (targetMs !== undefined) {
          for (const row of rows.filter((measured) => measured.name === API)) {
            const percent = shareAt(row.connections);
            const verdict: Verdict = {
              endpoint: scenario.request,
              database: bench.kind,
              connections: row.connections,
              p99Ms: row.p99Ms,
              targetMs,
              answered: row.requests,
              failed: row.errors + row.non2xx,
              loadAverage: row.loadAverage,
              share: targetPercent !== undefined && percent !== undefined ? { percent, targetPercent } : undefined,
            };
            console.log(`${scenario.request} ${verdictOf(verdict)}`);
            verdicts.push(verdict);
          }
        }
        for (const plan of scenario.plans(db)) {
          const result = await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${plan.query}`);
          const { rows: planRows } = result as { rows: Array<{ "QUERY PLAN": string }> };
          const lines = planRows.map((row) => row["QUERY PLAN"]);
          printPlan(plan.title, lines);
          printIndexUse(lines, plan.indexes);
          if ("url" in bench.target) {
            const connections = Math.max(...connectionCounts);
            const perSecond = await statementAlone(bench.target.url, plan.query, connections, STATEMENT_ALONE_SECONDS);
            printStatementAlone(plan.title, connections, perSecond, rows);
          }
        }
      }
      if (suite.steps) {
        running.phase("timed steps");
        steps = await runSteps(suite.steps, running);
      }
    } finally {
      memory = await running.close();
    }
  } finally {
    await bench.dispose();
  }
  const peaks = memory.map((peak) => ({ suite: suite.name, database: bench.kind, ...peak }));
  for (const peak of peaks) console.log(`API process while ${peak.phase}: ${memoryVerdictOf(peak)}`);
  return { load: verdicts, steps, memory: peaks };
}

/** Long enough for a steady rate; each PostgreSQL plan adds this much to the bench's run. */
const STATEMENT_ALONE_SECONDS = 3;

/** The statement's own rate beside the bare route's at the same concurrency: the most of the bare route's rate its endpoint could reach. */
function printStatementAlone(title: string, connections: number, perSecond: number, rows: Measurement[]) {
  const bare = rows.find((row) => row.name === BARE && row.connections === connections);
  const share = bare ? `, ${((100 * perSecond) / bare.requestsPerSecond).toFixed(1)} % of the bare route's requests/s` : "";
  console.log(`${title}, sent alone by ${connections} clients: ${Math.round(perSecond)} per second${share}`);
}

/** A scenario's p99 target on the database the bench runs on, if it has one there. */
const targetOf = (scenario: Scenario, database: DatabaseKind) =>
  typeof scenario.targetP99Ms === "number" ? scenario.targetP99Ms : scenario.targetP99Ms?.[database];

const API = "API (auth, validation, database)";
const BARE = "bare Fastify, same JSON from memory";

/** The endpoint and a bare Fastify answering its JSON from memory, at each concurrency. */
async function load(
  scenario: Scenario,
  origin: string,
  connectionCounts: number[],
  headers: Record<string, string>,
): Promise<Measurement[]> {
  heading(`${scenario.name}, ${LOAD_SECONDS} s each, ${connectionCounts.join(" and ")} connections`);
  const url = `${origin}${API_BASE}${scenario.request}`;
  const sent = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  const method = sent === undefined ? "GET" : "POST";
  const sample = await fetch(url, {
    method,
    headers: sent === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: sent,
  });
  if (!sample.ok) throw new Error(`${url} answered ${sample.status}: ${await sample.text()}`);
  const body = await sample.text();
  const baseline = await startBaseline(`${API_BASE}${scenario.request.split("?")[0]}`, body, method);
  const rows: Measurement[] = [];
  try {
    for (const connections of connectionCounts) {
      // The baseline first: requests still in flight when a run ends would otherwise slow the next one.
      const bare = `${baseline.origin}${API_BASE}${scenario.request}`;
      const paths = scenario.requests?.map((request) => `${API_BASE}${request}`);
      rows.push(await measure(BARE, bare, connections, headers, sent, paths));
      rows.push(await measure(API, url, connections, headers, sent, paths));
    }
  } finally {
    await baseline.server.close();
  }
  return rows;
}

async function main() {
  const verdicts: Verdict[] = [];
  const steps: StepVerdict[] = [];
  const memory: MemoryVerdict[] = [];
  for (const suite of chosenSuites()) {
    const result = await runSuite(suite);
    verdicts.push(...result.load);
    steps.push(...result.steps);
    memory.push(...result.memory);
  }
  if (verdicts.length) printVerdicts(verdicts);
  if (steps.length) printStepVerdicts(steps);
  printMemoryVerdicts(memory);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
