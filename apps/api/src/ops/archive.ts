import { open } from "node:fs/promises";
import { OpsError } from "./databases.ts";

export type ArchiveKind = "pglite" | "postgres";

/**
 * A backup is one file: a header line saying which database it holds, then that database's
 * own dump (PGlite's gzipped data directory, or pg_dump's custom format). The header lets a
 * restore refuse an archive of the other kind instead of feeding it garbage.
 */
const HEADER = /^HAJJ-BACKOFFICE-BACKUP 1 (pglite|postgres)\n/;

export const archiveHeader = (kind: ArchiveKind) => Buffer.from(`HAJJ-BACKOFFICE-BACKUP 1 ${kind}\n`);

/** The kind of an archive and where its dump starts. */
export async function readArchiveHeader(file: string): Promise<{ kind: ArchiveKind; offset: number }> {
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    throw new OpsError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    const match = HEADER.exec(buffer.subarray(0, bytesRead).toString("latin1"));
    if (!match) throw new OpsError(`${file} is not a backup made by \`npm run backup\`.`);
    return { kind: match[1] as ArchiveKind, offset: match[0].length };
  } finally {
    await handle.close();
  }
}
