import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** Loads PGlite in the worker and runs initdb by opening and closing the directory. */
const INITDB = `
const { workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglite);
PGlite.create(workerData.dir).then((db) => db.close());
`;

/**
 * Creates a PGlite data directory that does not exist yet, in a worker thread. initdb takes 500 to
 * 650 MB of WebAssembly memory while it runs, and in the server's own thread that memory stays
 * until a garbage collection that nothing forces: a first `npm start` then served at 450 to 750
 * MB. A worker's memory goes back when the worker ends.
 */
export async function createPgliteDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(INITDB, { eval: true, workerData: { pglite, dir } });
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`initdb of ${dir} exited with ${code}`))));
  });
}
