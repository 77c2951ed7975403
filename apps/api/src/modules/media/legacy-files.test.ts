import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { dishes, mediaFiles, products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type KitchenClient, api, gramsAndKilograms, kitchenClient } from "../kitchen/testing.ts";
import { importLegacyImages } from "./legacy-files.ts";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 5)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 4)]);

let t: TestApp;
let kitchen: KitchenClient;

beforeAll(async () => {
  t = await createTestApp();
  kitchen = kitchenClient(t, (await t.userWithRole("admin")).headers);
});
afterAll(async () => {
  await t.close();
  await rm(t.ctx.config.dataDir, { recursive: true, force: true });
});

/** A file as the server stored uploads before images moved into the database. */
async function legacyFile(relative: string, data: Buffer) {
  const file = path.join(t.ctx.config.dataDir, "media", relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return file;
}

function recordingLog() {
  const lines = { warn: [] as string[], info: [] as string[] };
  return { lines, warn: (msg: string) => lines.warn.push(msg), info: (msg: string) => lines.info.push(msg) };
}

const storedImages = async () => (await t.ctx.db.select({ total: count() }).from(mediaFiles))[0].total;

describe("image files under DATA_DIR/media", () => {
  it("are copied into the database on start and their records re-pointed, once; old URLs keep working", async () => {
    const basics = await gramsAndKilograms(kitchen);
    const [withFile, withoutFile, escaping] = [await basics.product(), await basics.product(), await basics.product()];
    const line = await kitchen.line(withFile.id, 10);
    const dish = await kitchen.dish({ section: (await kitchen.dishSection()).id, profit: 1, recipes_id: [line.id] });
    const [productId, missingId, dishId] = [randomUUID(), randomUUID(), randomUUID()];
    const paths = {
      product: `products/2024/05/06/${productId}.png`,
      missing: `products/2024/05/06/${missingId}.jpg`,
      dish: `foods/2024/05/07/${dishId}.jpg`,
    };
    const file = await legacyFile(paths.product, PNG);
    await legacyFile(paths.dish, JPEG);
    await legacyFile("../jwt-secret-copy", PNG);
    await t.ctx.db.update(products).set({ image: paths.product }).where(eq(products.id, withFile.id));
    await t.ctx.db.update(products).set({ image: paths.missing }).where(eq(products.id, withoutFile.id));
    await t.ctx.db.update(products).set({ image: "products/../../jwt-secret-copy" }).where(eq(products.id, escaping.id));
    await t.ctx.db.update(dishes).set({ image: paths.dish }).where(eq(dishes.id, dish.id));
    const [before] = await t.ctx.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, withFile.id));
    const imagesBefore = await storedImages();

    const first = recordingLog();
    await importLegacyImages(t.ctx, first);
    expect(first.lines.info).toEqual([expect.stringContaining("Copied 2 image file(s)")]);
    expect(first.lines.warn).toEqual([
      expect.stringContaining(`${paths.missing} of products ${withoutFile.id} is missing`),
      expect.stringContaining(`products/../../jwt-secret-copy of products ${escaping.id} lies outside the media folder`),
    ]);
    expect(await storedImages()).toBe(imagesBefore + 2);

    const product = await kitchen.send<{ image: string }>("GET", api(PRODUCTS.get.path, { id: withFile.id }));
    expect(product.image).toMatch(new RegExp(`/media/${productId}\\.png$`));
    const shown = await kitchen.send<{ image: string }>("GET", api(DISHES.get.path, { id: dish.id }));
    expect(shown.image).toMatch(new RegExp(`/media/${dishId}\\.jpg$`));
    for (const [url, bytes, type] of [
      [new URL(product.image).pathname, PNG, "image/png"],
      [`/media/${paths.product}`, PNG, "image/png"],
      [`/media/${paths.dish}`, JPEG, "image/jpeg"],
    ] as const) {
      const served = await t.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    const missing = await kitchen.send<{ image: string }>("GET", api(PRODUCTS.get.path, { id: withoutFile.id }));
    expect(missing.image).toMatch(new RegExp(`/media/${paths.missing}$`));
    const [after] = await t.ctx.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, withFile.id));
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(existsSync(file)).toBe(true);

    const second = recordingLog();
    await importLegacyImages(t.ctx, second);
    expect(second.lines.info).toEqual([]);
    expect(second.lines.warn).toHaveLength(2);
    expect(await storedImages()).toBe(imagesBefore + 2);
  });
});
