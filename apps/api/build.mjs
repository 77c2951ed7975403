// Compiles the server and the operations CLI to plain JavaScript in dist/, so production runs
// `node dist/server.js` without a TypeScript loader. The contract package is TypeScript source and
// is bundled in; every other package stays an import resolved from node_modules at run time.
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = import.meta.dirname;
const dist = path.join(root, "dist");
// What the server and the contract it bundles depend on is installed beside them, not bundled.
const dependenciesOf = (/** @type {string} */ manifest) => Object.keys(JSON.parse(readFileSync(manifest, "utf8")).dependencies);
const external = [
  ...dependenciesOf(path.join(root, "package.json")),
  ...dependenciesOf(path.join(root, "../../packages/contract/package.json")),
].filter((name) => !name.startsWith("@app/"));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: "src/server.ts", "ops-cli": "src/ops/cli.ts" },
  absWorkingDir: root,
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  // Subpath imports of the externals (drizzle-orm/pg-core, @electric-sql/pglite/contrib/...) too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
// The migrator reads the SQL files beside the code that runs it.
cpSync(path.join(root, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });
