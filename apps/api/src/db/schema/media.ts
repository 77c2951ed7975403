import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** node-postgres answers bytea as a Buffer, PGlite as a plain Uint8Array: both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded images, in the database so every API process serves every image and a backup of
 * the database holds them. Rows never change: a new image is a new row, so its URL and ETag
 * can be cached for good.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    contentType: text("content_type", { enum: IMAGE_CONTENT_TYPES }).notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("media_files_content_type", sql`${table.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check("media_files_size", sql`${table.size} = octet_length(${table.bytes})`),
  ],
);
