import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client.ts";
import { IMAGE_CONTENT_TYPES, mediaFiles } from "../../db/schema/index.ts";
import type { ImageChange, ImageExtension, UploadedImage } from "../../http/upload.ts";

type ContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const CONTENT_TYPES: Record<ImageExtension, ContentType> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

/**
 * A record's image column holds the image's path under /media/: `<id>.<ext>`. Paths of images
 * uploaded before they moved into the database, `<folder>/yyyy/mm/dd/<id>.<ext>`, keep
 * resolving: the files were named by a random UUID, which their rows keep as id.
 */
const MEDIA_PATH =
  /^(?:(?:products|foods|menus)\/\d{4}\/\d{2}\/\d{2}\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

export function parseMediaPath(path: string): { id: string; contentType: ContentType } | null {
  const match = MEDIA_PATH.exec(path);
  return match ? { id: match[1], contentType: CONTENT_TYPES[match[2] as ImageExtension] } : null;
}

/** Stores an image under the given id (a new one when none) and answers its media path. */
export async function storeImage(tx: Db | Tx, image: UploadedImage, id?: string): Promise<string> {
  const [row] = await tx
    .insert(mediaFiles)
    .values({
      id,
      contentType: CONTENT_TYPES[image.extension],
      size: image.data.length,
      sha256: createHash("sha256").update(image.data).digest("hex"),
      bytes: image.data,
    })
    .onConflictDoNothing()
    .returning({ id: mediaFiles.id });
  return `${row?.id ?? id}.${image.extension}`;
}

/** Deletes a stored image; one already gone is not an error. */
export async function removeImage(tx: Db | Tx, path: string | null | undefined): Promise<void> {
  const parsed = path ? parseMediaPath(path) : null;
  if (parsed) await tx.delete(mediaFiles).where(eq(mediaFiles.id, parsed.id));
}

/**
 * Runs a record's write in one transaction with its image change: the new image is stored,
 * the replaced one deleted, so a failed write loses no image and a successful one leaves none
 * behind. `write` gets the new column value (undefined: unchanged) and answers the previous one.
 */
export function withImage<T>(
  db: Db,
  change: ImageChange,
  write: (tx: Tx, image: string | null | undefined) => Promise<{ result: T; previous: string | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const stored = change ? await storeImage(tx, change) : change;
    const { result, previous } = await write(tx, stored);
    if (change !== undefined && previous !== stored) await removeImage(tx, previous);
    return result;
  });
}

/** Turns stored image paths into absolute URLs for one request's host, the `origin` they start with. */
export type MediaUrl = ((path: string | null) => string | null) & { origin: string };

export function mediaUrls(request: FastifyRequest): MediaUrl {
  const origin = `${request.protocol}://${request.host}`;
  return Object.assign((path: string | null) => (path ? `${origin}/media/${path}` : null), { origin });
}
