import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { businessDateOf } from "@app/contract/dates";
import type { AppContext } from "../../context.ts";

export const IMAGE_FOLDERS = ["products", "foods", "menus"] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An uploaded image whose bytes were checked to be JPEG, PNG or WebP. */
export type UploadedImage = { data: Buffer; extension: "jpg" | "png" | "webp" };

/**
 * What a write does to a record's image: `undefined` keeps it, `null` removes it, an upload
 * replaces it.
 */
export type ImageChange = UploadedImage | null | undefined;

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

/** The image type by its magic bytes; the declared content type and file name are not trusted. */
export function sniffImage(data: Buffer): UploadedImage["extension"] | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export function mediaRoot(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, "media");
}

/** Writes the image under <folder>/yyyy/mm/dd/ and answers its path relative to the media root. */
async function storeImage(ctx: AppContext, folder: ImageFolder, image: UploadedImage): Promise<string> {
  const day = businessDateOf(ctx.now());
  const pad = (value: number) => String(value).padStart(2, "0");
  const relative = path.posix.join(
    folder,
    String(day.year),
    pad(day.month),
    pad(day.day),
    `${randomUUID()}.${image.extension}`,
  );
  const absolute = path.join(mediaRoot(ctx), relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, image.data);
  return relative;
}

/** Removes a stored image; a file already gone is not an error. */
export async function removeImage(ctx: AppContext, relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  const root = mediaRoot(ctx);
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) return;
  await rm(absolute, { force: true });
}

/**
 * Runs a write with the image change applied: the new file is stored first and removed again
 * when the write fails; the replaced file is removed once the write succeeded.
 * `write` gets the new column value (undefined: unchanged) and answers the previous one.
 */
export async function withImage<T>(
  ctx: AppContext,
  folder: ImageFolder,
  change: ImageChange,
  write: (image: string | null | undefined) => Promise<{ result: T; previous: string | null }>,
): Promise<T> {
  const stored = change ? await storeImage(ctx, folder, change) : change;
  let outcome: { result: T; previous: string | null };
  try {
    outcome = await write(stored);
  } catch (error) {
    if (stored) await removeImage(ctx, stored);
    throw error;
  }
  if (change !== undefined && outcome.previous !== stored) await removeImage(ctx, outcome.previous);
  return outcome.result;
}

/** Turns stored image paths into absolute URLs for one request's host. */
export type MediaUrl = (relative: string | null) => string | null;

export function mediaUrls(request: FastifyRequest): MediaUrl {
  const origin = `${request.protocol}://${request.host}`;
  return (relative) => (relative ? `${origin}/media/${relative}` : null);
}
