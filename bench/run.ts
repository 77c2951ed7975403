import { sql } from "drizzle-orm";
import { API_BASE } from "@app/contract/routes";
import { startApp } from "./lib/app.ts";
import { startBaseline } from "./lib/baseline.ts";
import { openBenchDatabase } from "./lib/database.ts";
import { LOAD_SECONDS, type Measurement, measure } from "./lib/load.ts";
import { heading, printIndexUse, printMeasurements, printPlan } from "./lib/report.ts";
import type { Scenario } from "./lib/scenario.ts";
import { counterAgentsScenario } from "./scenarios/counter-agents.ts";
import { activeHotelOrdersScenario, hotelAvailabilityScenario } from "./scenarios/hotels.ts";
import { rationOrderScenario, warehouseListScenario } from "./scenarios/kitchen.ts";

const SCENARIOS: Scenario[] = [
  counterAgentsScenario,
  hotelAvailabilityScenario,
  activeHotelOrdersScenario,
  rationOrderScenario,
  warehouseListScenario,
];

async function main() {
  const bench = await openBenchDatabase();
  console.log(`Database: ${bench.label}`);
  const { db } = bench.database;
  try {
    for (const scenario of SCENARIOS) {
      const started = performance.now();
      await scenario.seed(db);
      console.log(`Seeded ${scenario.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const running = await startApp(bench.database);
    try {
      const headers = { authorization: running.authorization };
      for (const scenario of SCENARIOS) {
        heading(`${scenario.name}, ${LOAD_SECONDS} s each, 10 connections`);
        const url = `${running.origin}${API_BASE}${scenario.request}`;
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
          // The baseline first: requests still in flight when a run ends would otherwise slow the next one.
          const bare = `${baseline.origin}${API_BASE}${scenario.request}`;
          rows.push(await measure("bare Fastify, same JSON from memory", bare, headers, sent));
          rows.push(await measure("API (auth, validation, database)", url, headers, sent));
        } finally {
          await baseline.server.close();
        }
        printMeasurements(rows);
        for (const plan of scenario.plans(db)) {
          const result = await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${plan.query}`);
          const { rows: planRows } = result as unknown as { rows: Array<{ "QUERY PLAN": string }> };
          const lines = planRows.map((row) => row["QUERY PLAN"]);
          printPlan(plan.title, lines);
          printIndexUse(lines, plan.indexes);
        }
      }
    } finally {
      await running.app.close();
    }
  } finally {
    await bench.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
