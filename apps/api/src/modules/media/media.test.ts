import { createHash, randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { buildApp } from "../../app.ts";
import { mediaFiles } from "../../db/schema/index.ts";
import { createTestApp, testConfig, type TestApp } from "../../test/harness.ts";
import { type KitchenClient, api, gramsAndKilograms, kitchenClient } from "../kitchen/testing.ts";

let t: TestApp;
let headers: { authorization: string };
let kitchen: KitchenClient;
let productFields: Record<string, string>;
let basics: Awaited<ReturnType<typeof gramsAndKilograms>>;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4, 1), Buffer.from("WEBPVP8 "), Buffer.alloc(32, 9)]);
const PNG_SHA256 = "\"" + createHash("sha256").update(PNG).digest("hex") + "\"";

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser sends it. */
function form(parts: Part[]) {
  const boundary = "----kitchen-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push("filename" in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const image = (data: Buffer, filename = "rasm.png", type = "image/png"): Part => ({ name: "image", filename, type, data });

/** GET of an image URL as the browser sends it, relative to the server. */
const fetchImage = (url: string, extra: Record<string, string> = {}) => t.app.inject({ url: new URL(url).pathname, headers: extra });
const storedImages = async () => (await t.ctx.db.select({ total: count() }).from(mediaFiles))[0].total;

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  headers = (await t.userWithRole("admin")).headers;
  kitchen = kitchenClient(t, headers);
  basics = await gramsAndKilograms(kitchen);
  productFields = {
    section: basics.section.id,
    measure: basics.grams.id,
    measure_warehouse: basics.kilograms.id,
    difference_measures: "1000",
  };
});
afterAll(() => t.close());

let names = 0;
async function createProduct(parts: Part[]) {
  const body = form([...fields({ ...productFields, name: `Rasmli mahsulot ${++names}` }), ...parts]);
  return t.app.inject({ method: "POST", url: api(PRODUCTS.list.path), ...body });
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe("product images", () => {
  it("stores an uploaded PNG in the database and serves it back by absolute URL, cacheable for good", async () => {
    const before = await storedImages();
    const response = await createProduct([image(PNG)]);
    expect(response.statusCode, response.body).toBe(201);
    const url: string = response.json().image;
    expect(url).toMatch(new RegExp(`^http://localhost(:\\d+)?/media/${UUID}\\.png$`));
    expect(await storedImages()).toBe(before + 1);
    const [row] = await t.ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, new URL(url).pathname.slice(7, 43)));
    expect(row).toMatchObject({ contentType: "image/png", size: PNG.length, sha256: PNG_SHA256.slice(1, -1) });
    expect(row.bytes.equals(PNG)).toBe(true);

    const served = await fetchImage(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      etag: PNG_SHA256,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const head = await t.app.inject({ method: "HEAD", url: new URL(url).pathname });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(PNG_SHA256);
  });

  it("answers 304 to a matching If-None-Match and 404 in Uzbek to an unknown or mistyped image", async () => {
    const url: string = (await createProduct([image(PNG)])).json().image;
    for (const tag of [PNG_SHA256, `W/${PNG_SHA256}`, `"other", ${PNG_SHA256}`, "*"]) {
      const cached = await fetchImage(url, { "if-none-match": tag });
      expect(cached.statusCode, tag).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers).toMatchObject({ etag: PNG_SHA256, "cache-control": "public, max-age=31536000, immutable" });
    }
    expect((await fetchImage(url, { "if-none-match": '"other"' })).statusCode).toBe(200);

    const id = new URL(url).pathname.slice(7, 43);
    for (const path of [`/media/${randomUUID()}.png`, `/media/${id}.jpg`, `/media/${id}`, `/media/products/2025/03/01/${randomUUID()}.png`, "/media/..%2Fjwt-secret"]) {
      const missing = await t.app.inject({ url: path });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json(), path).toEqual({ detail: "Rasm topilmadi" });
    }
  });

  it("is served by every process on the database, whatever its DATA_DIR", async () => {
    const url: string = (await createProduct([image(PNG)])).json().image;
    const other = await buildApp({ config: testConfig(), database: t.ctx.database });
    try {
      const served = await other.app.inject({ url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await other.app.close();
    }
  });

  it("judges the type by the bytes: a text file named .png is refused, a WebP named .jpg is accepted", async () => {
    const before = await storedImages();
    const text = await createProduct([image(Buffer.from("bu rasm emas, oddiy matn"), "soxta.png", "image/png")]);
    expect(text.statusCode).toBe(400);
    expect(text.json().image).toEqual(["Faqat JPEG, PNG yoki WebP rasm yuklash mumkin"]);
    expect(await storedImages()).toBe(before);

    const webp = await createProduct([image(WEBP, "rasm.jpg", "image/jpeg")]);
    expect(webp.statusCode).toBe(201);
    expect(webp.json().image).toMatch(/\.webp$/);
    expect((await fetchImage(webp.json().image)).headers["content-type"]).toBe("image/webp");
  });

  it("refuses an image over 5 MB with a field message", async () => {
    // Counted unfiltered: a search for the product's number also finds every product whose section's
    // name holds that digit, and the shared kitchen fixtures number their sections across test files.
    const productCount = async () => (await kitchen.send<{ count: number }>("GET", api(PRODUCTS.list.path))).count;
    const before = await productCount();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await createProduct([image(big)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ image: ["Rasm hajmi 5 MB dan oshmasligi kerak"], detail: expect.any(String) });
    expect(await productCount()).toBe(before);
  });

  it("deletes the old image when it is replaced, removed, or its product deleted", async () => {
    const before = await storedImages();
    const created = (await createProduct([image(PNG)])).json();
    const replaced = await t.app.inject({
      method: "PATCH",
      url: api(PRODUCTS.get.path, { id: created.id }),
      ...form([image(JPEG, "yangi.jpg", "image/jpeg"), ...fields({ min_stock: "2" })]),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ min_stock: 2, image: expect.stringMatching(/\.jpg$/) });
    expect((await fetchImage(created.image)).statusCode).toBe(404);
    expect((await fetchImage(replaced.json().image)).statusCode).toBe(200);
    expect(await storedImages()).toBe(before + 1);

    const untouched = await kitchen.send<{ image: string }>("PATCH", api(PRODUCTS.get.path, { id: created.id }), {
      min_stock: 3,
      image: replaced.json().image,
    });
    expect(untouched.image).toBe(replaced.json().image);

    const cleared = await kitchen.send<{ image: null }>("PATCH", api(PRODUCTS.get.path, { id: created.id }), { image: null });
    expect(cleared.image).toBeNull();
    expect((await fetchImage(replaced.json().image)).statusCode).toBe(404);
    expect(await storedImages()).toBe(before);

    const again = await t.app.inject({ method: "PUT", url: api(PRODUCTS.get.path, { id: created.id }), ...form([...fields({ ...productFields, name: created.name }), image(PNG)]) });
    expect(again.statusCode, again.body).toBe(200);
    await kitchen.send("DELETE", api(PRODUCTS.get.path, { id: created.id }));
    expect((await fetchImage(again.json().image)).statusCode).toBe(404);
    expect(await storedImages()).toBe(before);
  });

  it("stores nothing and loses nothing when the write fails", async () => {
    const kept = (await createProduct([image(PNG)])).json();
    const other = (await createProduct([])).json();
    const before = await storedImages();
    const duplicate = await t.app.inject({
      method: "POST",
      url: api(PRODUCTS.list.path),
      ...form([...fields({ ...productFields, name: kept.name }), image(PNG)]),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().name).toBeDefined();
    expect(await storedImages()).toBe(before);

    const failedReplace = await t.app.inject({
      method: "PATCH",
      url: api(PRODUCTS.get.path, { id: kept.id }),
      ...form([...fields({ name: other.name }), image(JPEG, "yangi.jpg", "image/jpeg")]),
    });
    expect(failedReplace.statusCode).toBe(400);
    expect(await storedImages()).toBe(before);
    expect((await kitchen.send<{ image: string }>("GET", api(PRODUCTS.get.path, { id: kept.id }))).image).toBe(kept.image);
    expect((await fetchImage(kept.image)).statusCode).toBe(200);
  });
});

describe("broken forms", () => {
  it("answers 400, never 500, to malformed multipart bodies", async () => {
    const boundary = "----kitchen-test-boundary";
    const bodies = [
      "garbage without any boundary",
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nUn`,
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
      "",
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: "POST",
        url: api(PRODUCTS.list.path),
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(typeof response.json().detail).toBe("string");
    }
    const twoImages = form([...fields({ ...productFields, name: "Ikki rasm" }), image(PNG), image(JPEG, "b.jpg", "image/jpeg")]);
    const response = await t.app.inject({ method: "POST", url: api(PRODUCTS.list.path), ...twoImages });
    expect(response.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: "POST",
      url: api(PRODUCTS.list.path),
      headers: { ...headers, "content-type": "multipart/form-data" },
      payload: "x",
    });
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe("dish and menu images", () => {
  it("takes a dish's ingredient ids as repeated form keys beside its image, and a menu's too", async () => {
    const product = await basics.product("Sabzi");
    const section = await kitchen.dishSection();
    const lines = [await kitchen.line(product.id, 50), await kitchen.line(product.id, 70)];
    const dish = await t.app.inject({
      method: "POST",
      url: api(DISHES.list.path),
      ...form([
        ...fields({ name: "Sabzili salat", section: section.id, profit: "1500" }),
        { name: "recipes_id", value: lines[0].id },
        { name: "recipes_id", value: lines[1].id },
        image(JPEG, "salat.jpg", "image/jpeg"),
      ]),
    });
    expect(dish.statusCode, dish.body).toBe(201);
    expect(dish.json()).toMatchObject({ name: "Sabzili salat", profit: 1500, image: expect.stringMatching(new RegExp(`/media/${UUID}\\.jpg$`)) });
    expect(dish.json().recipes.sort()).toEqual(lines.map((line) => line.id).sort());
    const single = await t.app.inject({
      method: "PATCH",
      url: api(DISHES.get.path, { id: dish.json().id }),
      ...form([{ name: "recipes_id", value: lines[1].id }]),
    });
    expect(single.json().recipes).toEqual([lines[1].id]);
    const listed = await t.app.inject({
      method: "PATCH",
      url: api(DISHES.get.path, { id: dish.json().id }),
      ...form([{ name: "recipes_id", value: JSON.stringify([lines[0].id]) }]),
    });
    expect(listed.json().recipes).toEqual([lines[0].id]);

    const others = [];
    for (let index = 0; index < 6; index++) {
      others.push(await kitchen.dish({ section: section.id, profit: 1, recipes_id: [lines[0].id] }));
    }
    const menu = await t.app.inject({
      method: "POST",
      url: api(MENUS.list.path),
      ...form([
        ...fields({ name: "Yengil nonushta", menu_type: "breakfast", profit: "100" }),
        ...[dish.json().id, ...others.map((dish) => dish.id)].map((id, index) => ({ name: `foods_id[${index}]`, value: id })),
        image(PNG),
      ]),
    });
    expect(menu.statusCode, menu.body).toBe(201);
    expect(menu.json()).toMatchObject({ food_count: 7, image: expect.stringMatching(new RegExp(`/media/${UUID}\\.png$`)) });
    expect((await fetchImage(menu.json().image)).statusCode).toBe(200);
    await kitchen.send("DELETE", api(MENUS.get.path, { id: menu.json().id }));
    expect((await fetchImage(menu.json().image)).statusCode).toBe(404);
  });
});
