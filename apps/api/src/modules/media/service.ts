import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { parseMediaPath } from "./storage.ts";

const IMAGE_NOT_FOUND = "Rasm topilmadi";

export type StoredImage = { contentType: string; etag: string; bytes: Buffer };

/** The image at a path under /media/; its extension must be the one its bytes were stored as. */
export async function findImage(db: Db, path: string): Promise<StoredImage> {
  const parsed = parseMediaPath(path);
  if (!parsed) throw notFound(IMAGE_NOT_FOUND);
  const [row] = await db
    .select({ sha256: mediaFiles.sha256, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, parsed.id), eq(mediaFiles.contentType, parsed.contentType)));
  if (!row) throw notFound(IMAGE_NOT_FOUND);
  return { contentType: parsed.contentType, etag: `"${row.sha256}"`, bytes: row.bytes };
}

/** Whether an If-None-Match header names the current ETag (weak comparison, as for GET). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}
