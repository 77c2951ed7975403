import autocannon from "autocannon";

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

/**
 * Load one URL for LOAD_SECONDS with autocannon and keep the figures the report needs. The
 * client runs in a worker thread so it does not share the event loop with the servers measured.
 */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Measurement> {
  const request = body === undefined ? {} : { method: "POST" as const, body, headers: { ...headers, "content-type": "application/json" } };
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: LOAD_SECONDS, workers: 1, ...request });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
