import { readFile } from "node:fs/promises";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { dishes, menus, products } from "../../db/schema/index.ts";
import { rowsOf } from "../../db/rows.ts";
import { type UploadedImage, sniffImage } from "../../http/upload.ts";
import { parseMediaPath, storeImage } from "./storage.ts";

type Log = { warn(msg: string): void; info(msg: string): void };

/** Images were files under DATA_DIR/media before they moved into the database. */
const legacyRoot = (ctx: AppContext) => path.join(ctx.config.dataDir, "media");

/** The image a record points to under the media folder, or what is wrong with it. */
async function readLegacyImage(root: string, relative: string): Promise<UploadedImage | string> {
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return "lies outside the media folder";
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return `is missing: ${file}`;
    throw error;
  }
  const extension = sniffImage(data);
  return extension ? { data, extension } : "is not a JPEG, PNG or WebP image";
}

/**
 * On start: images that records still point to as files under DATA_DIR/media are copied into
 * the database and the records re-pointed. A file stays where it was; a record whose file is
 * missing keeps its path and is tried again on the next start (the file may come back from
 * a backup). Records already re-pointed hold a path without a folder, so a second run finds
 * nothing, and two processes importing at once re-point each record once.
 */
export async function importLegacyImages(ctx: AppContext, log: Log): Promise<void> {
  const root = legacyRoot(ctx);
  let imported = 0;
  for (const table of [products, dishes, menus]) {
    const rows = rowsOf<{ id: string; image: string }>(
      await ctx.db.execute(sql`select id, image from ${table} where image like '%/%'`),
    );
    for (const row of rows) {
      const image = await readLegacyImage(root, row.image);
      if (typeof image === "string") {
        log.warn(`Image ${row.image} of ${getTableName(table)} ${row.id} ${image}; it is left as it is.`);
        continue;
      }
      imported += await ctx.db.transaction(async (tx) => {
        const [current] = rowsOf<{ image: string | null }>(
          await tx.execute(sql`select image from ${table} where id = ${row.id} for update`),
        );
        if (current?.image !== row.image) return 0;
        const stored = await storeImage(tx, image, parseMediaPath(row.image)?.id);
        // A raw update: re-pointing the image is no edit of the record, so updated_at stays.
        await tx.execute(sql`update ${table} set image = ${stored} where id = ${row.id}`);
        return 1;
      });
    }
  }
  if (imported) log.info(`Copied ${imported} image file(s) from ${root} into the database.`);
}
