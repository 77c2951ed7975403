/** The largest image an upload may carry. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageExtension = "jpg" | "png" | "webp";

/** An uploaded image whose bytes were checked to be JPEG, PNG or WebP. */
export type UploadedImage = { data: Buffer; extension: ImageExtension };

/**
 * What a write does to a record's image: `undefined` keeps it, `null` removes it, an upload
 * replaces it.
 */
export type ImageChange = UploadedImage | null | undefined;

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

/** The image type by its magic bytes; the declared content type and file name are not trusted. */
export function sniffImage(data: Buffer): ImageExtension | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

