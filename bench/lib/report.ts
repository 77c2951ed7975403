import type { Measurement } from "./load.ts";

export function heading(text: string) {
  console.log(`\n== ${text} ==`);
}

export function printMeasurements(rows: Measurement[]) {
  console.table(
    rows.map((row) => ({
      target: row.name,
      "requests/s": Math.round(row.requestsPerSecond),
      "p99 ms": row.p99Ms,
      requests: row.requests,
      "non-2xx": row.non2xx,
      errors: row.errors,
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
