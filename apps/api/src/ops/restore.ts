import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { openDatabase, openPglite, pgliteDir } from "../db/client.ts";
import { type ArchiveKind, readArchiveHeader } from "./archive.ts";
import { OpsError, type Target, assertEmbeddedClosed, describeTarget, hasEmbeddedDatabase, holdsData } from "./databases.ts";
import { runTool } from "./pg-tools.ts";

const KIND_NAMES: Record<ArchiveKind, string> = { pglite: "an embedded (PGlite) database", postgres: "a PostgreSQL database" };

function refuseNonEmpty(target: Target): never {
  throw new OpsError(`Not restored: ${describeTarget(target)} already holds data. Pass --force to replace it.`);
}

/** PGlite unpacks a damaged dump outside any promise, crashing the process: its gzip checksum is checked first. */
async function checkGzip(file: string, offset: number) {
  const discard = new Writable({ write: (_chunk, _encoding, next) => next() });
  await pipeline(createReadStream(file, { start: offset }), createGunzip(), discard).catch((error: Error) => {
    throw new OpsError(`${file} is damaged: ${error.message}`);
  });
}

/**
 * The restored directory is built beside the current one and swapped in only once it opened:
 * a broken archive leaves the current database as it was.
 */
async function restoreEmbedded(target: Target & { kind: "pglite" }, file: string, offset: number, force: boolean) {
  const dir = pgliteDir(target.dataDir);
  assertEmbeddedClosed(target.dataDir);
  if (hasEmbeddedDatabase(target.dataDir)) {
    const current = await openDatabase({ dataDir: target.dataDir });
    const occupied = await holdsData(current.db).finally(() => current.close());
    if (occupied && !force) refuseNonEmpty(target);
  }
  await checkGzip(file, offset);
  const dump = new Blob([(await readFile(file)).subarray(offset)]);
  const staging = `${dir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(target.dataDir, { recursive: true });
  try {
    const restored = await openPglite(staging, dump);
    await restored.query("select 1");
    await restored.close();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new OpsError(`The archive's embedded database does not open: ${(error as Error).message}`);
  }
  const replaced = `${dir}.replaced`;
  await rm(replaced, { recursive: true, force: true });
  if (existsSync(dir)) await rename(dir, replaced);
  await rename(staging, dir);
  await rm(replaced, { recursive: true, force: true });
}

/**
 * pg_restore drops what the archive holds and creates it anew in one transaction: an archive
 * that fails halfway leaves the database as it was.
 */
async function restorePostgres(target: Target & { kind: "postgres" }, file: string, offset: number, force: boolean) {
  const database = await openDatabase({ url: target.url });
  const occupied = await holdsData(database.db).finally(() => database.close());
  if (occupied && !force) refuseNonEmpty(target);
  const work = await mkdtemp(path.join(os.tmpdir(), "restore-"));
  try {
    const dump = path.join(work, "database.dump");
    await pipeline(createReadStream(file, { start: offset }), createWriteStream(dump));
    const options = ["--clean", "--if-exists", "--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges"];
    await runTool("pg_restore", target.url, [...options, dump]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Restores an archive of `npm run backup` into the configured database, empty unless `force`. */
export async function restore(target: Target, file: string, force: boolean): Promise<void> {
  const { kind, offset } = await readArchiveHeader(file);
  if (kind !== target.kind) {
    throw new OpsError(
      `${file} holds ${KIND_NAMES[kind]}, but the configured database is ${KIND_NAMES[target.kind]}` +
        (kind === "pglite" ? ": restore it without DATABASE_URL, then run `npm run copy-to-postgres`." : "."),
    );
  }
  if (target.kind === "pglite") await restoreEmbedded(target, file, offset, force);
  else await restorePostgres(target, file, offset, force);
}
