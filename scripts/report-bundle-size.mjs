#!/usr/bin/env node
/**
 * Reports how much JavaScript the login page (/auth) downloads before it is interactive:
 * the entry chunk, its static imports, and the login page's lazy chunk with its static
 * imports, gzipped. Fails (exit 1) above the budget. Also lists the largest chunks.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const LOGIN_PAGE = "src/features/auth/login-page.tsx";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist");
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

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
const keys = withStaticImports(LOGIN_PAGE, withStaticImports(entries[0]));
const files = [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js")))];
const total = files.reduce((sum, file) => sum + gzipSize(file), 0);

console.log(`\n/auth loads ${files.length} JS chunks before it is interactive: ${kb(total)} gzipped (budget ${kb(BUDGET_BYTES)})`);
for (const file of files) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);

const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith(".js")))];
const largest = all.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size).slice(0, 8);
console.log("\nLargest chunks (gzipped):");
for (const { file, size } of largest) console.log(`  ${kb(size).padStart(9)}  ${file}`);

if (total > BUDGET_BYTES) {
  console.error(`\n/auth JavaScript is ${kb(total - BUDGET_BYTES)} over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
