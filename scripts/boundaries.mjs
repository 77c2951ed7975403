#!/usr/bin/env node
/**
 * Checks the import boundaries of .dependency-cruiser.cjs over the given folders (by default the
 * whole repository) from the current directory. Fails (exit 1) on any violation, and also when
 * fewer project files than a floor were cruised: a parser or resolver that silently reads
 * nothing would otherwise pass with no violations.
 *
 *   node scripts/boundaries.mjs [--min-files N] [folder ...]
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";

/** Well under the repository's own files (about 680), well over what a broken parse leaves. */
const MIN_PROJECT_FILES = 500;
const FOLDERS = ["apps", "packages", "e2e", "bench", "scripts"];

const config = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.dependency-cruiser.cjs");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "min-files": { type: "string", default: String(MIN_PROJECT_FILES) } },
});
const minFiles = Number(values["min-files"]);

const options = await extractDepcruiseOptions(config);
const { output } = await cruise(positionals.length ? positionals : FOLDERS, { ...options, outputType: "json" });
const result = JSON.parse(/** @type {string} */ (output));

/** The cruise also lists what the files import from packages and Node; those are not the project's. */
const projectFiles = result.modules.filter(
  /** @param {{ coreModule?: boolean; couldNotResolve?: boolean; source: string }} module */
  (module) => !module.coreModule && !module.couldNotResolve && !module.source.split("/").includes("node_modules"),
).length;

const report = await format(result, { outputType: "err" });
process.stdout.write(/** @type {string} */ (report.output));
if (projectFiles < minFiles) {
  console.error(`\n  ✘ only ${projectFiles} project files were cruised, at least ${minFiles} expected: files went unread.\n`);
  process.exit(1);
}
console.log(`  ${projectFiles} project files checked.\n`);
process.exit(report.exitCode === 0 ? 0 : 1);
