import { type ChildProcess, fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/pg-proxy";
import { build } from "esbuild";
import { type Db, openDatabase } from "../../apps/api/src/db/client.ts";
import * as schema from "../../apps/api/src/db/schema/index.ts";
import type { FromApi, ToApi } from "./api-process.ts";
import type { BenchDatabase } from "./database.ts";

/** The Node flags `npm run serve` starts the API with (the root package's config), so the bench measures that process. */
const API_NODE_FLAGS: string[] = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"))
  .config.apiNodeFlags.split(" ");

/** The API's peak resident memory over one phase of a suite (seeding, serving). */
export type MemoryPeak = { phase: string; peakMb: number };

export type RunningApp = {
  /** The bench's own handle on the API's database: seeds, EXPLAIN and the steps' setup go through it. */
  db: Db;
  origin: string;
  authorization: string;
  /** Ends the phase under way with its peak, and starts the next. */
  phase(name: string): void;
  /** Stops the API; the peaks of its phases, the last one ended too. */
  close(): Promise<MemoryPeak[]>;
};

/**
 * The kernel's high-water mark of a process's resident memory: exact, unlike sampling, which would
 * miss a peak between two samples. Writing 5 to clear_refs starts the mark again (Linux only).
 */
const peakKb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

/**
 * The real API on a free local port in a child process, and a superuser's bearer header for it.
 * An embedded database lives in that process, so the bench reaches it through the child.
 */
export async function startApp(bench: BenchDatabase, firstPhase: string): Promise<RunningApp> {
  const child = fork(await apiBundle(), [], {
    // BENCH_CPU_PROF=<dir> writes the API's CPU profile there when it stops, to open in a browser's devtools.
    execArgv: [...API_NODE_FLAGS, ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    serialization: "advanced",
    env: { ...process.env, BENCH_API_TARGET: JSON.stringify(bench.target) },
  });
  const pid = child.pid as number;
  const ready = await new Promise<Extract<FromApi, { type: "ready" }>>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the API process exited with ${code} before it listened`)));
    child.once("message", (message: FromApi) => (message.type === "ready" ? resolve(message) : reject(new Error("the API answered before it listened"))));
  });
  child.removeAllListeners("exit");

  const own = "url" in bench.target ? await openDatabase(bench.target) : null;
  const db = own?.db ?? proxyDb(child);

  const peaks: MemoryPeak[] = [];
  let phase = firstPhase;
  resetPeak(pid);
  const endPhase = () => peaks.push({ phase, peakMb: Math.round(peakKb(pid) / 1024) });
  return {
    db,
    origin: ready.origin,
    authorization: ready.authorization,
    phase(name) {
      endPhase();
      resetPeak(pid);
      phase = name;
    },
    async close() {
      endPhase();
      await own?.close();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "close" } satisfies ToApi);
      await exited;
      return peaks;
    },
  };
}

const root = path.resolve(import.meta.dirname, "../..");
const dependenciesOf = (manifest: string) => Object.keys(JSON.parse(readFileSync(path.join(root, manifest), "utf8")).dependencies);

let bundled: Promise<string> | null = null;
/**
 * The API's process as production runs it: JavaScript compiled ahead, as apps/api/build.mjs does,
 * not TypeScript compiled as it loads (the loader alone holds some 150 MB). Built once per run,
 * under the API's node_modules so that its packages resolve as they do for dist/server.js.
 */
const apiBundle = () =>
  (bundled ??= (async () => {
    const outfile = path.join(root, "apps/api/node_modules/.cache/bench-api/api-process.mjs");
    const external = [...dependenciesOf("apps/api/package.json"), ...dependenciesOf("packages/contract/package.json")].filter(
      (name) => !name.startsWith("@app/"),
    );
    await build({
      entryPoints: [path.join(import.meta.dirname, "api-process.ts")],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20.19",
      external: external.flatMap((name) => [name, `${name}/*`]),
      logLevel: "warning",
    });
    return outfile;
  })());

/** A Drizzle handle whose queries run in the API's process, on its embedded database. */
function proxyDb(child: ChildProcess): Db {
  let next = 0;
  const waiting = new Map<number, { resolve(rows: unknown): void; reject(error: Error): void }>();
  child.on("message", (message: FromApi) => {
    if (message.type !== "result") return;
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) request?.reject(new Error(message.error));
    else request?.resolve(message.rows);
  });
  const query = (text: string, params: unknown[], method: "all" | "execute") =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ type: "query", id, text, params, method } satisfies ToApi);
    });
  return drizzle(async (text, params, method) => ({ rows: (await query(text, params, method)) as unknown[] }), { schema });
}
