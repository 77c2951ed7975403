import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import pg from "pg";
import { configDefaults, defineConfig } from "vitest/config";

// The server the suites start as a process (the browser tests' and the process tests') is the
// compiled one production runs; it is built once per run, before any project starts (by
// scripts/test.mjs when `npm test` runs two vitest processes, which then set API_BUILT).
if (process.env.API_BUILT !== "1") execFileSync(process.execPath, ["apps/api/build.mjs"], { stdio: "inherit" });

const apiTests = ["apps/api/src/**/*.test.ts"];
/**
 * The API suites share one module graph per worker (isolate: false), which halves their run: each
 * file imported the whole server again. These files check what a fresh process loads, so they run
 * in their own project, isolated, once.
 */
const moduleLoadingTests = ["apps/api/src/http/exceljs.test.ts", "apps/api/src/modules/mail/mailer-load.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The PostgreSQL run is required in CI; on a machine without a server it is skipped with a warning. */
async function postgresAnswers(): Promise<boolean> {
  if (process.env.CI === "true") return true;
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    console.warn(`PostgreSQL does not answer at ${postgresUrl}: the api-postgres tests are skipped.`);
    return false;
  }
}

export default defineConfig(async () => ({
  test: {
    // Vitest's default (one worker fewer than the cores) runs the API suites one file at a time on
    // two cores; their files mostly wait on PostgreSQL, PGlite or a server process, so two workers
    // there halve the run. The browser suite stays one file at a time (fileParallelism below), in
    // a vitest process of its own beside the others' (scripts/test.mjs).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/contract/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // The lint gate's fixtures are test files with planted mistakes, linted but never run.
          exclude: [...configDefaults.exclude, "scripts/lint-fixtures/**"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "api-pglite",
          include: apiTests,
          exclude: [...configDefaults.exclude, ...moduleLoadingTests],
          isolate: false,
          env: { TEST_DB: "pglite" },
          globalSetup: ["apps/api/src/test/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api-module-loading",
          include: moduleLoadingTests,
          testTimeout: 30_000,
        },
      },
      ...((await postgresAnswers()) ? [{
        test: {
          name: "api-postgres",
          include: apiTests,
          exclude: [...configDefaults.exclude, ...moduleLoadingTests],
          isolate: false,
          env: { TEST_DB: "postgres" },
          globalSetup: ["apps/api/src/test/postgres-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      }] : []),
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          fileParallelism: false,
          // Browser tests share two cores with the API suites in `npm test`: generous ceilings,
          // also for the polls that wait on a screen to follow a server's answer.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
}));
