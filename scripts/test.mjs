// `npm test`: every project of vitest.config.ts, in two vitest processes side by side. Vitest runs a
// project whose files go one at a time (the browser suite) after all the others, so in one process
// the browser suite was a tail of six minutes on its own that left a third of two cores idle.
// Given arguments (a file, a project, a name filter), it is one plain `vitest run` with them.
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

const ROOT = path.resolve(import.meta.dirname, "..");
const VITEST = path.join(ROOT, "node_modules/vitest/vitest.mjs");

/**
 * Runs vitest with these arguments; resolves to its exit code, its lines marked with `label` when given.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [label]
 * @returns {Promise<number>}
 */
function vitest(args, env, label) {
  const child = spawn(process.execPath, [VITEST, "run", ...args], { cwd: ROOT, env, stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" });
  /** @param {import("node:stream").Readable | null} from @param {NodeJS.WriteStream} to */
  const mark = (from, to) => from && readline.createInterface({ input: from }).on("line", (line) => to.write(`[${label}] ${line}\n`));
  if (label) {
    mark(child.stdout, process.stdout);
    mark(child.stderr, process.stderr);
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const args = process.argv.slice(2);
if (args.length) {
  process.exitCode = await vitest(args, process.env);
} else {
  // Built once here: two processes loading vitest.config.ts would each build into the same dist/.
  execFileSync(process.execPath, ["apps/api/build.mjs"], { cwd: ROOT, stdio: "inherit" });
  const env = { ...process.env, API_BUILT: "1" };
  const codes = await Promise.all([vitest(["--project=!e2e"], env, "api"), vitest(["--project=e2e"], env, "e2e")]);
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
}
