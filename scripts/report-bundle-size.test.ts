// @vitest-environment node
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "report-bundle-size.mjs");
const KB = 1024;

type Outcome = { code: number; output: string };

function report(dist: string): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, dist], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });
}

const fixtures: string[] = [];
afterEach(async () => {
  await Promise.all(fixtures.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Random bytes do not compress, so a chunk's gzipped size is about its length. */
type Sizes = { entry: number; vendor: number; login: number; page: number; chart: number };

/**
 * A build laid out like the web app's: the entry with a vendor chunk, the login page and an
 * orders page loaded on demand, and a chart library only the orders page imports.
 */
async function build(sizes: Sizes): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), "bundle-report-"));
  fixtures.push(dist);
  await mkdir(path.join(dist, ".vite"), { recursive: true });
  await mkdir(path.join(dist, "assets"));
  const files = { entry: "index.js", vendor: "vendor.js", login: "login.js", page: "orders.js", chart: "chart.js" };
  for (const [name, file] of Object.entries(files)) {
    await writeFile(path.join(dist, "assets", file), randomBytes(sizes[name as keyof Sizes]));
  }
  const manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor.js"] },
    "_vendor.js": { file: "assets/vendor.js" },
    "_chart.js": { file: "assets/chart.js" },
    "src/features/auth/login-page.tsx": { file: "assets/login.js", isDynamicEntry: true, imports: ["index.html"] },
    "src/features/orders/orders-page.tsx": { file: "assets/orders.js", isDynamicEntry: true, imports: ["index.html", "_chart.js"] },
  };
  await writeFile(path.join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
  return dist;
}

const withinBudgets: Sizes = { entry: 60 * KB, vendor: 20 * KB, login: 10 * KB, page: 50 * KB, chart: 100 * KB };

describe("bundle size report", () => {
  it("passes a build within the budgets, a large library behind a page counting for neither", async () => {
    const { code, output } = await report(await build(withinBudgets));
    expect(output).toContain("/auth loads 3 JS chunks");
    expect(code).toBe(0);
  });

  it("fails when the entry, its imports and the login page together pass the /auth budget", async () => {
    const { code, output } = await report(await build({ ...withinBudgets, vendor: 35 * KB }));
    expect(code).toBe(1);
    expect(output).toMatch(/\/auth JavaScript is [\d.]+ KB over the 100\.0 KB budget/);
  });

  it("fails when a page's own chunk passes 60 KB, and names the page", async () => {
    const { code, output } = await report(await build({ ...withinBudgets, page: 70 * KB }));
    expect(code).toBe(1);
    expect(output).toMatch(/src\/features\/orders\/orders-page\.tsx is [\d.]+ KB, over the 60\.0 KB budget/);
    expect(output).not.toContain("/auth JavaScript is");
  });
});
