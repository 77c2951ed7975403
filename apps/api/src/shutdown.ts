import type { FastifyInstance } from "fastify";
import type { Database } from "./db/client.ts";

/** Requests in progress get this long; then the process exits anyway, before a supervisor's usual 10 s run out. */
const DRAIN_MS = 8_000;

/**
 * On SIGTERM or SIGINT: stop taking requests and finish those in progress, stop the background
 * jobs and wait for a run in progress, then close the database they all use, and exit.
 */
export function stopOnSignal(app: FastifyInstance, database: Database, stopJobs: (() => Promise<void>)[]) {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error(`Still finishing requests after ${DRAIN_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, DRAIN_MS).unref();
    try {
      await Promise.all([app.close(), ...stopJobs.map((stop) => stop())]);
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
