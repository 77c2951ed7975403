#!/usr/bin/env node
/**
 * Reports and enforces the first-load budgets of the web build, gzipped:
 * - /auth: the entry chunk, its static imports, and the login page's lazy chunk with its static
 *   imports, all the JavaScript the login page needs before it is interactive;
 * - each chunk loaded on demand (a page, the shell, a dialog): its own file, without the shared
 *   chunks it imports, which the budget of the page that brought them in already counts.
 * Fails (exit 1) above either budget. Also lists the largest chunks.
 * Usage: report-bundle-size.mjs [dist directory], apps/web/dist by default.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * React and react-dom alone are about 67 KB; the rest is the session, the API client and the
 * login form. The router and crypto-js are not part of it: a visitor's login page loads neither.
 */
const AUTH_BUDGET_BYTES = 100 * 1024;
const LAZY_CHUNK_BUDGET_BYTES = 60 * 1024;
const LOGIN_PAGE = "src/features/auth/login-page.tsx";

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist"));
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

/** @param {string} file */
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A chunk and every chunk it imports statically, as manifest keys.
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

/** @param {string} file */
const isScript = (file) => file.endsWith(".js");
const failures = [];

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
const keys = withStaticImports(LOGIN_PAGE, withStaticImports(entries[0]));
const files = [...new Set([...keys].map((key) => manifest[key].file).filter(isScript))];
const total = files.reduce((sum, file) => sum + gzipSize(file), 0);

console.log(`\n/auth loads ${files.length} JS chunks before it is interactive: ${kb(total)} gzipped (budget ${kb(AUTH_BUDGET_BYTES)})`);
for (const file of files) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
if (total > AUTH_BUDGET_BYTES) failures.push(`/auth JavaScript is ${kb(total - AUTH_BUDGET_BYTES)} over the ${kb(AUTH_BUDGET_BYTES)} budget.`);

const lazy = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && isScript(chunk.file))
  .map(([key, chunk]) => ({ key, size: gzipSize(chunk.file) }))
  .sort((a, b) => b.size - a.size);
console.log(`\nLargest chunks loaded on demand (own file, gzipped; budget ${kb(LAZY_CHUNK_BUDGET_BYTES)} each):`);
for (const { key, size } of lazy.slice(0, 5)) console.log(`  ${kb(size).padStart(9)}  ${key}`);
for (const { key, size } of lazy) {
  if (size > LAZY_CHUNK_BUDGET_BYTES) failures.push(`${key} is ${kb(size)}, over the ${kb(LAZY_CHUNK_BUDGET_BYTES)} budget of a chunk loaded on demand.`);
}

const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file).filter(isScript))];
const largest = all.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size).slice(0, 8);
console.log("\nLargest chunks (gzipped):");
for (const { file, size } of largest) console.log(`  ${kb(size).padStart(9)}  ${file}`);

if (failures.length > 0) {
  console.error(`\n${failures.join("\n")}`);
  process.exit(1);
}
