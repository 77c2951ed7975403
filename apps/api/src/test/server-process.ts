import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
export const SERVER_ADMIN = { email: "admin@test.uz", password: "Test-admin-2026" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  /** Kills whatever of it still runs and removes its data directory. */
  cleanUp(): Promise<void>;
};

/**
 * The real server as an operator starts it (`npm run serve`), on a free port, with its own
 * DATA_DIR and no demo data, once /api/health answers 200. Signals go to npm, as a supervisor's would.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "server-process-"));
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn("npm", ["run", "--silent", "serve"], {
    cwd: ROOT,
    // A group of its own, so that clean-up reaches the server even if npm has gone before it.
    detached: true,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: SERVER_ADMIN.email,
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let running = true;
  void exited.then(() => (running = false));
  const killGroup = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // The whole group has already exited.
    }
  };
  // Detached, it would outlive a test worker that ends before its clean-up ran.
  process.once("exit", killGroup);
  const server: ServerProcess = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
    async cleanUp() {
      killGroup();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Within the suites' 60 s hook timeout, so that a server that never gets healthy is still cleaned up here.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (!running) break;
    const healthy = await fetch(`${server.baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.cleanUp();
  throw new Error(`The server did not become healthy:\n${output}`);
}
