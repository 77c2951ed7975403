import { spawn } from "node:child_process";
import { OpsError } from "./databases.ts";

type Tool = "pg_dump" | "pg_restore";

/** The connection for a client tool: the password goes in the environment, not the process list. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * Runs pg_dump or pg_restore against a database. The tool's own message explains a failure;
 * a server newer than the tool is the usual one.
 */
export function runTool(tool: Tool, url: string, args: string[]): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn(tool, [`--dbname=${dbname}`, ...args], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new OpsError(`${tool} is not on PATH: install the PostgreSQL client tools, of the server's version or newer.`)
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const hint = /version mismatch/i.test(stderr) ? ` (${tool} must not be older than the PostgreSQL server)` : "";
      reject(new OpsError(`${tool} failed${hint}: ${stderr.trim()}`));
    });
  });
}
