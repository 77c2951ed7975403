import os from "node:os";
import autocannon from "autocannon";
import type { DatabaseKind } from "./database.ts";

export type Measurement = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The machine's 1-minute load average as the run ended: on a shared machine, what the figures competed with. */
  loadAverage: number;
};

export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The concurrencies each endpoint is loaded at, e.g. BENCH_CONNECTIONS=10,2 (on a small machine
 * 10 connections can saturate the CPU, and a lower one shows what a request costs alone). Unset,
 * PostgreSQL is loaded by 10 clients, as the office runs it, and the embedded database by one: it
 * is the single user's installation, and one process serializes its queries, so 10 clients would
 * measure its queue, not its answers.
 */
export function connectionsFor(database: DatabaseKind, chosen = process.env.BENCH_CONNECTIONS): number[] {
  const connections = (chosen ?? (database === "pglite" ? "1" : "10")).split(",").map(Number);
  if (!connections.every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error(`BENCH_CONNECTIONS must list positive integers, got ${chosen}`);
  }
  return connections;
}

/**
 * Load one URL (or each of `paths` on its origin in turn) for LOAD_SECONDS with autocannon and
 * keep the figures the report needs. The client runs in a worker thread so it does not share the
 * event loop with the servers measured.
 */
export async function measure(
  name: string,
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  body?: string,
  paths?: string[],
): Promise<Measurement> {
  const request = body === undefined ? {} : { method: "POST" as const, body, headers: { ...headers, "content-type": "application/json" } };
  const requests = paths ? { requests: paths.map((path) => ({ path })) } : {};
  const result = await autocannon({ url, headers, connections, duration: LOAD_SECONDS, workers: 1, ...requests, ...request });
  return {
    name,
    connections,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    loadAverage: os.loadavg()[0],
  };
}
