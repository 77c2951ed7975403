import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "@app/contract/routes";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type KitchenClient, api, gramsAndKilograms, kitchenClient } from "../kitchen/testing.ts";
import { mediaRoot } from "./storage.ts";

let t: TestApp;
let headers: { authorization: string };
let kitchen: KitchenClient;
let productFields: Record<string, string>;
let basics: Awaited<ReturnType<typeof gramsAndKilograms>>;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4, 1), Buffer.from("WEBPVP8 "), Buffer.alloc(32, 9)]);

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

/** The file behind an image URL, under DATA_DIR/media. */
const fileOf = (url: string) => path.join(mediaRoot(t.ctx), new URL(url).pathname.replace(/^\/media\//, ""));

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
  return t.app.inject({ method: "POST", url: api(PATHS.products.list), ...body });
}

describe("product images", () => {
  it("stores an uploaded PNG under media/products/yyyy/mm/dd and serves it back by absolute URL", async () => {
    const response = await createProduct([image(PNG)]);
    expect(response.statusCode, response.body).toBe(201);
    const url: string = response.json().image;
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/media\/products\/2025\/03\/01\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(fileOf(url))).toBe(true);
    const served = await t.app.inject({ url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("judges the type by the bytes: a text file named .png is refused, a WebP named .jpg is accepted", async () => {
    const before = readdirSync(mediaRoot(t.ctx), { recursive: true }).length;
    const text = await createProduct([image(Buffer.from("bu rasm emas, oddiy matn"), "soxta.png", "image/png")]);
    expect(text.statusCode).toBe(400);
    expect(text.json().image).toEqual(["Faqat JPEG, PNG yoki WebP rasm yuklash mumkin"]);
    expect(readdirSync(mediaRoot(t.ctx), { recursive: true }).length).toBe(before);

    const webp = await createProduct([image(WEBP, "rasm.jpg", "image/jpeg")]);
    expect(webp.statusCode).toBe(201);
    expect(webp.json().image).toMatch(/\.webp$/);
  });

  it("refuses an image over 5 MB with a field message", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await createProduct([image(big)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ image: ["Rasm hajmi 5 MB dan oshmasligi kerak"], detail: expect.any(String) });
    const products = await kitchen.send<{ count: number }>("GET", `${api(PATHS.products.list)}?search=Rasmli mahsulot ${names}`);
    expect(products.count).toBe(0);
  });

  it("removes the old file when the image is replaced, removed, or its product deleted", async () => {
    const created = (await createProduct([image(PNG)])).json();
    const replaced = await t.app.inject({
      method: "PATCH",
      url: api(PATHS.products.item, { id: created.id }),
      ...form([image(JPEG, "yangi.jpg", "image/jpeg"), ...fields({ min_stock: "2" })]),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ min_stock: 2, image: expect.stringMatching(/\.jpg$/) });
    expect(existsSync(fileOf(created.image))).toBe(false);
    expect(existsSync(fileOf(replaced.json().image))).toBe(true);

    const untouched = await kitchen.send<{ image: string }>("PATCH", api(PATHS.products.item, { id: created.id }), {
      min_stock: 3,
      image: replaced.json().image,
    });
    expect(untouched.image).toBe(replaced.json().image);

    const cleared = await kitchen.send<{ image: null }>("PATCH", api(PATHS.products.item, { id: created.id }), { image: null });
    expect(cleared.image).toBeNull();
    expect(existsSync(fileOf(replaced.json().image))).toBe(false);

    const again = await t.app.inject({ method: "PUT", url: api(PATHS.products.item, { id: created.id }), ...form([...fields({ ...productFields, name: created.name }), image(PNG)]) });
    expect(again.statusCode, again.body).toBe(200);
    await kitchen.send("DELETE", api(PATHS.products.item, { id: created.id }));
    expect(existsSync(fileOf(again.json().image))).toBe(false);
  });

  it("keeps the stored file only when the write succeeds", async () => {
    const before = readdirSync(mediaRoot(t.ctx), { recursive: true }).length;
    const duplicate = await t.app.inject({
      method: "POST",
      url: api(PATHS.products.list),
      ...form([...fields({ ...productFields, name: "Rasmli mahsulot 1" }), image(PNG)]),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().name).toBeDefined();
    expect(readdirSync(mediaRoot(t.ctx), { recursive: true }).length).toBe(before);
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
        url: api(PATHS.products.list),
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(typeof response.json().detail).toBe("string");
    }
    const twoImages = form([...fields({ ...productFields, name: "Ikki rasm" }), image(PNG), image(JPEG, "b.jpg", "image/jpeg")]);
    const response = await t.app.inject({ method: "POST", url: api(PATHS.products.list), ...twoImages });
    expect(response.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: "POST",
      url: api(PATHS.products.list),
      headers: { ...headers, "content-type": "multipart/form-data" },
      payload: "x",
    });
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe("dish and menu images", () => {
  it("takes a dish's ingredient ids as repeated form keys beside its image, and a menu's too", async () => {
    const product = await basics.product("Sabzi");
    const section = await kitchen.foodSection();
    const lines = [await kitchen.line(product.id, 50), await kitchen.line(product.id, 70)];
    const dish = await t.app.inject({
      method: "POST",
      url: api(PATHS.foods.list),
      ...form([
        ...fields({ name: "Sabzili salat", section: section.id, profit: "1500" }),
        { name: "recipes_id", value: lines[0].id },
        { name: "recipes_id", value: lines[1].id },
        image(JPEG, "salat.jpg", "image/jpeg"),
      ]),
    });
    expect(dish.statusCode, dish.body).toBe(201);
    expect(dish.json()).toMatchObject({ name: "Sabzili salat", profit: 1500, image: expect.stringMatching(/\/media\/foods\/.+\.jpg$/) });
    expect(dish.json().recipes.sort()).toEqual(lines.map((line) => line.id).sort());
    const single = await t.app.inject({
      method: "PATCH",
      url: api(PATHS.foods.item, { id: dish.json().id }),
      ...form([{ name: "recipes_id", value: lines[1].id }]),
    });
    expect(single.json().recipes).toEqual([lines[1].id]);
    const listed = await t.app.inject({
      method: "PATCH",
      url: api(PATHS.foods.item, { id: dish.json().id }),
      ...form([{ name: "recipes_id", value: JSON.stringify([lines[0].id]) }]),
    });
    expect(listed.json().recipes).toEqual([lines[0].id]);

    const others = [];
    for (let index = 0; index < 6; index++) {
      others.push(await kitchen.food({ section: section.id, profit: 1, recipes_id: [lines[0].id] }));
    }
    const menu = await t.app.inject({
      method: "POST",
      url: api(PATHS.menus.list),
      ...form([
        ...fields({ name: "Yengil nonushta", menu_type: "breakfast", profit: "100" }),
        ...[dish.json().id, ...others.map((food) => food.id)].map((id, index) => ({ name: `foods_id[${index}]`, value: id })),
        image(PNG),
      ]),
    });
    expect(menu.statusCode, menu.body).toBe(201);
    expect(menu.json()).toMatchObject({ food_count: 7, image: expect.stringMatching(/\/media\/menus\/.+\.png$/) });
    await kitchen.send("DELETE", api(PATHS.menus.item, { id: menu.json().id }));
    expect(existsSync(fileOf(menu.json().image))).toBe(false);
  });
});
