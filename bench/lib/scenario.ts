import type { SQLWrapper } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client.ts";

/** One endpoint under load: the data it needs, the request, and the queries whose plans matter. */
export type Scenario = {
  name: string;
  seed(db: Db): Promise<void>;
  /** Path and query string under API_BASE, as the web client sends it. */
  request: string;
  /** A write: the JSON body each request POSTs (a read sends GET without one). */
  body?: unknown;
  plans(db: Db): Array<{ title: string; query: SQLWrapper; indexes: string[] }>;
  /** The p99 the endpoint must stay under; the report gives a verdict against it. */
  targetP99Ms?: number;
};

/** Scenarios that share one database: seeded together, then measured one by one. */
export type Suite = {
  name: string;
  scenarios: Scenario[];
  /** A write timed once after the load (a day's confirmation), POSTing `body()`, within `targetMs`. */
  once?: { name: string; request: string; body: () => unknown; targetMs: number };
};
