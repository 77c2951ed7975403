import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, open, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openPglite, pgliteDir } from "../db/client.ts";
import { archiveHeader } from "./archive.ts";
import { OpsError, type Target, assertEmbeddedClosed, hasEmbeddedDatabase } from "./databases.ts";
import { runTool } from "./pg-tools.ts";

/**
 * The archive is written beside its name and renamed when complete: a failed backup never
 * looks like one. A part is bytes or a file to copy.
 */
async function writeWhole(file: string, parts: Array<Buffer | { file: string }>) {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const out = await open(partial, "w");
  try {
    for (const part of parts) {
      if (Buffer.isBuffer(part)) await out.write(part);
      else for await (const chunk of createReadStream(part.file)) await out.write(chunk as Buffer);
    }
    await out.sync();
  } catch (error) {
    await out.close();
    await rm(partial, { force: true });
    throw error;
  }
  await out.close();
  await rename(partial, file);
}

async function backupEmbedded(dataDir: string, file: string) {
  if (!hasEmbeddedDatabase(dataDir)) throw new OpsError(`There is no embedded database in ${pgliteDir(dataDir)}.`);
  assertEmbeddedClosed(dataDir);
  const client = await openPglite(pgliteDir(dataDir));
  let dump: Buffer;
  try {
    dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await client.close();
  }
  await writeWhole(file, [archiveHeader("pglite"), dump]);
}

/** pg_dump writes a file of its own: the offsets it records count from the dump's start, not the archive's. */
async function backupPostgres(url: string, file: string) {
  const work = await mkdtemp(path.join(os.tmpdir(), "backup-"));
  try {
    const dump = path.join(work, "database.dump");
    await runTool("pg_dump", url, ["--format=custom", `--file=${dump}`]);
    await writeWhole(file, [archiveHeader("postgres"), { file: dump }]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes one archive of the whole database, images included; answers its size in bytes. */
export async function backup(target: Target, file: string): Promise<number> {
  if (target.kind === "pglite") await backupEmbedded(target.dataDir, file);
  else await backupPostgres(target.url, file);
  return (await stat(file)).size;
}
