import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

const ROOT = path.resolve(import.meta.dirname, "..");
const WEB_DIST = path.join(ROOT, "apps/web/dist");
/** The Node flags `npm run serve` starts the API with (the root package's config): the suites run the server as it runs. */
const API_NODE_FLAGS: string[] = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).config.apiNodeFlags.split(" ");
const ADMIN = { email: "admin@e2e.uz", password: "E2e-Admin-2026" };
/** 180 s: in `npm test` the server starts while the API suites load both cores; E2E_HEALTH_TIMEOUT_S overrides it. */
const HEALTH_TIMEOUT_MS = Number(process.env.E2E_HEALTH_TIMEOUT_S ?? 180) * 1000;
const STOP_TIMEOUT_MS = 10_000;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
    outboxPath: string;
  }
}

function buildWeb() {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: "production" };
  const build = spawnSync("npm", ["run", "build", "-w", "@app/web"], { cwd: ROOT, encoding: "utf8", env });
  if (build.status !== 0) {
    throw new Error(`The web build failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
  }
}

/** The server gets its own copy of the build, so a rebuild during the run cannot pull files from under it. */
function copyWebBuild(dataDir: string): string {
  if (!existsSync(path.join(WEB_DIST, "index.html"))) {
    throw new Error(`${WEB_DIST}/index.html is missing: build the web app or unset E2E_SKIP_BUILD`);
  }
  const copy = path.join(dataDir, "web");
  cpSync(WEB_DIST, copy, { recursive: true });
  return copy;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} before it was healthy:\n${output()}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), STOP_TIMEOUT_MS);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

function startServer(port: number, dataDir: string, webDist: string) {
  const { DATABASE_URL: _embeddedDatabase, ...env } = process.env;
  const server = spawn(process.execPath, [...API_NODE_FLAGS, "apps/api/dist/server.js"], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      CHECK_RESPONSES: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  return { server, output: () => output };
}

/** Builds the web app, starts the real server on embedded PGlite in a temp DATA_DIR, and hands tests its URL. */
export default async function setup(project: TestProject) {
  buildWeb();
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  let server: ChildProcess | undefined;
  let logged = () => "";
  const teardown = async () => {
    if (server) await stop(server);
    // The server logs warnings and errors only: a run that went well leaves nothing to show.
    const said = logged().trim();
    if (said) console.error(`The e2e server logged:\n${said.slice(-20_000)}`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const webDist = copyWebBuild(dataDir);
    const port = await freePort();
    const started = startServer(port, dataDir, webDist);
    server = started.server;
    logged = started.output;
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, server, started.output);
    project.provide("baseUrl", baseUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("admin", ADMIN);
  project.provide("outboxPath", path.join(dataDir, "outbox.jsonl"));
  return teardown;
}
