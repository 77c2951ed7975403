import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { api } from "../testing.ts";

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.userWithRole("catering")).headers;
});
afterAll(() => t.close());

const send = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });

describe.each([
  { label: "product sections", endpoints: PRODUCT_SECTIONS, body: { name: "  Go'sht mahsulotlari " }, name: "Go‘sht mahsulotlari" },
  { label: "units", endpoints: UNITS, body: { name: "Kilogramm", abbreviation: " kg " }, name: "Kilogramm" },
  { label: "dish sections", endpoints: DISH_SECTIONS, body: { name: "Birinchi taomlar" }, name: "Birinchi taomlar" },
])("$label", ({ endpoints, body, name }) => {
  it("creates, lists, reads, updates and deletes", async () => {
    const created = await send("POST", api(endpoints.list.path), body);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ name, status: true, created_at: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/) });

    const list = await send("GET", `${api(endpoints.list.path)}?search=${encodeURIComponent(name.slice(0, 4).toLowerCase())}&status=true`);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: row.id }] });

    const patched = await send("PATCH", api(endpoints.get.path, { id: row.id }), { status: false });
    expect(patched.json()).toMatchObject({ name, status: false });
    const inactive = await send("GET", `${api(endpoints.list.path)}?status=false`);
    expect(inactive.json().results.map((item: { id: string }) => item.id)).toEqual([row.id]);

    const put = await send("PUT", api(endpoints.get.path, { id: row.id }), { ...body, name: `${name} 2` });
    expect(put.json()).toMatchObject({ name: `${name} 2`, status: true });
    expect((await send("GET", api(endpoints.get.path, { id: row.id }))).json()).toEqual(put.json());

    expect((await send("DELETE", api(endpoints.get.path, { id: row.id }))).statusCode).toBe(204);
    expect((await send("GET", api(endpoints.get.path, { id: row.id }))).statusCode).toBe(404);
    expect((await send("DELETE", api(endpoints.get.path, { id: row.id }))).statusCode).toBe(404);
  });

  it("treats names differing only in case and punctuation as one", async () => {
    const first = await send("POST", api(endpoints.list.path), { ...body, name: "Sut-qatiq" });
    expect(first.statusCode).toBe(201);
    for (const duplicate of ["sut qatiq", "SUT‘QATIQ", " Sutqatiq "]) {
      const response = await send("POST", api(endpoints.list.path), { ...body, name: duplicate });
      expect(response.statusCode, duplicate).toBe(400);
      expect(response.json().name).toHaveLength(1);
    }
    const cyrillic = await send("POST", api(endpoints.list.path), { ...body, name: "Сут-қатиқ" });
    expect(cyrillic.statusCode).toBe(201);
    const other = await send("POST", api(endpoints.list.path), { ...body, name: "Boshqa" });
    const clash = await send("PATCH", api(endpoints.get.path, { id: other.json().id }), { name: "sut-QATIQ" });
    expect(clash.statusCode).toBe(400);
  });

  it("refuses missing or oversized fields with field messages", async () => {
    const response = await send("POST", api(endpoints.list.path), { name: "x".repeat(300), status: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: expect.arrayContaining([expect.any(String)]), status: [expect.any(String)] });
  });
});

describe("lookups", () => {
  it("lets the product and warehouse desks read units and sections, but not change them", async () => {
    const warehouse = (await t.userWithRole("warehouse")).headers;
    const chef = (await t.userWithRole("chef")).headers;
    const read = (url: string, who: { authorization: string }) => t.app.inject({ url, headers: who });
    expect((await read(api(PRODUCT_SECTIONS.list.path), warehouse)).statusCode).toBe(200);
    expect((await read(api(UNITS.list.path), chef)).statusCode).toBe(200);
    const write = await t.app.inject({ method: "POST", url: api(PRODUCT_SECTIONS.list.path), headers: warehouse, payload: { name: "Ombor bo'limi" } });
    expect(write.statusCode).toBe(403);
    const hr = (await t.userWithRole("hr")).headers;
    expect((await read(api(UNITS.list.path), hr)).statusCode).toBe(403);
  });
});
