import os from "node:os";
import autocannon from "autocannon";

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
 * The concurrencies each endpoint is loaded at, e.g. BENCH_CONNECTIONS=10,2: on a small machine
 * 10 connections can saturate the CPU, and a lower one shows what a request costs alone.
 */
export const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10").split(",").map(Number);
if (!CONNECTIONS.every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error(`BENCH_CONNECTIONS must list positive integers, got ${process.env.BENCH_CONNECTIONS}`);
}

/**
 * Load one URL for LOAD_SECONDS with autocannon and keep the figures the report needs. The
 * client runs in a worker thread so it does not share the event loop with the servers measured.
 */
export async function measure(
  name: string,
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Measurement> {
  const request = body === undefined ? {} : { method: "POST" as const, body, headers: { ...headers, "content-type": "application/json" } };
  const result = await autocannon({ url, headers, connections, duration: LOAD_SECONDS, workers: 1, ...request });
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
