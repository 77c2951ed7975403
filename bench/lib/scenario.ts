import type { SQLWrapper } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client.ts";
import { MAX_KEPT } from "../../apps/api/src/db/derived-reads.ts";
import type { RunningApp } from "./app.ts";
import type { DatabaseKind } from "./database.ts";

/** One endpoint under load: the data it needs, the request, and the queries whose plans matter. */
export type Scenario = {
  name: string;
  seed(db: Db): Promise<void>;
  /** Path and query string under API_BASE, as the web client sends it. */
  request: string;
  /**
   * Paths and query strings each connection sends in turn instead of `request` alone (which is
   * sent first, as a sample): a page asked afresh each time, as when every user searches for
   * something else, so that none is served as a process kept it.
   */
  requests?: string[];
  /** A write: the JSON body each request POSTs (a read sends GET without one). */
  body?: unknown;
  plans(db: Db): Array<{ title: string; query: SQLWrapper; indexes: string[] }>;
  /**
   * The p99 the endpoint must stay under, on either database or only on the one named (a target
   * met by the embedded database at one user says nothing of PostgreSQL under many, and the
   * reverse); the report gives a verdict against it at each concurrency measured.
   */
  targetP99Ms?: number | Partial<Record<DatabaseKind, number>>;
  /**
   * The least share of the bare route's requests/s, in percent, the endpoint must answer at the
   * same concurrency, on the databases named: how close to the machine a list runs.
   */
  targetShareOfBare?: Partial<Record<DatabaseKind, number>>;
};

/** One operation timed once, start to end (an import, a whole auto-assignment), against the time it must stay under. */
export type TimedStep = {
  name: string;
  budgetMs: number;
  /** Sets up what it needs through the API or the database, and returns the request to time. */
  prepare(app: RunningApp): Promise<() => Promise<void>>;
};

/** Scenarios that share one database: seeded together, then measured one by one; then its timed steps. */
export type Suite = { name: string; scenarios: Scenario[]; steps?: TimedStep[] };

/**
 * How many different requests a scenario asked afresh sends: twice what a process keeps of a
 * list's pages, so a connection asks one again only after the others pushed it out.
 */
const AFRESH = 2 * MAX_KEPT;

/**
 * A page derived afresh answers within 50 ms on either database: the regression guard of the
 * path every kept page took once (a search planned badly for some words took 1.6 s here). The
 * searches' pages took 20-40 ms at 10 connections on PostgreSQL before any was kept; kept, the
 * lists hold the 30 ms target.
 */
const AFRESH_TARGET_MS = 50;

/**
 * `base`'s list searched for something else on each request, none kept: what a user searching
 * for what nobody asked for a while waits. Held to AFRESH_TARGET_MS, not to a share of the bare route.
 */
export function askedAfresh(base: Scenario, name: string, request: (index: number) => string): Scenario {
  const requests = Array.from({ length: AFRESH }, (_, index) => request(index));
  return { name, request: requests[0], requests, seed: (db) => base.seed(db), targetP99Ms: AFRESH_TARGET_MS, plans: () => [] };
}

/** `prefix` ended by `index`'s two digits: searches of one shape, each about as selective. */
export const twoDigits = (prefix: string, index: number) => `${prefix}${String(index).padStart(2, "0")}`;
