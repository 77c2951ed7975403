import path from "node:path";
import { loadConfig } from "../config.ts";
import { backup } from "./backup.ts";
import { copyToPostgres } from "./copy-to-postgres.ts";
import { OpsError, describeTarget, targetOf } from "./databases.ts";
import { restore } from "./restore.ts";

/** npm runs scripts in the repository root; a file named on the command line means the caller's directory. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const COMMANDS: Record<string, { usage: string; run(args: string[]): Promise<string> }> = {
  backup: {
    usage: "npm run backup -- <file>",
    async run([file]) {
      const target = targetOf(loadConfig());
      const bytes = await backup(target, fromCaller(file));
      return `Backed up ${describeTarget(target)} to ${fromCaller(file)} (${(bytes / 1024 / 1024).toFixed(1)} MB).`;
    },
  },
  restore: {
    usage: "npm run restore -- <file> [--force]",
    async run(args) {
      const [file] = args.filter((arg) => arg !== "--force");
      const target = targetOf(loadConfig());
      await restore(target, fromCaller(file), args.includes("--force"));
      return `Restored ${fromCaller(file)} into ${describeTarget(target)}.`;
    },
  },
  "copy-to-postgres": {
    usage: "npm run copy-to-postgres -- <DATABASE_URL>",
    async run([url]) {
      if (!/^postgres(ql)?:\/\//.test(url)) throw new OpsError("The target must be a postgres:// URL.");
      const config = loadConfig();
      const copied = await copyToPostgres(config.dataDir, url);
      const rows = copied.reduce((sum, table) => sum + table.rows, 0);
      const lines = copied.filter((table) => table.rows).map((table) => `  ${table.table}: ${table.rows}`);
      return [...lines, `Copied ${rows} rows of ${copied.length} tables. Start the server with DATABASE_URL set to that database.`].join("\n");
    },
  },
};

/** `node cli.ts <command> …`: refusals and failures exit non-zero with their message. */
async function main([name, ...args]: string[]) {
  const command = COMMANDS[name];
  if (!command) throw new OpsError(`Commands: ${Object.values(COMMANDS).map((each) => each.usage).join(", ")}`);
  if (!args.filter((arg) => !arg.startsWith("--")).length) throw new OpsError(`Usage: ${command.usage}`);
  console.log(await command.run(args));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof OpsError ? error.message : error);
  process.exitCode = 1;
});
