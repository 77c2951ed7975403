import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneralExpense } from "@app/contract/schemas/expenses";
import { counterparties } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const LIST = "/api/v1/expenses/";
const item = (id: string) => `/api/v1/expenses/${id}/`;
const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

type Headers = { authorization: string };
type Page = { count: number; results: GeneralExpense[]; totals: Array<{ currency: string; amount: number }> };

let t: TestApp;
let admin: Headers;
let landlord: { id: string };
beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  admin = (await t.userWithRole("admin")).headers;
  [landlord] = await t.ctx.db
    .insert(counterparties)
    .values({ name: "Makka Ijara Markazi", address: "Makka", counterpartyType: "B2B" })
    .returning();
});
afterAll(() => t.close());

const rent = () => ({
  category: "rent",
  counter_agent: landlord.id,
  amount: "12000.50",
  currency: "SAR",
  date: "01.03.2025",
  paid_from: "bank",
  note: "  Ofis ijarasi, mart  ",
});

async function add(payload: Record<string, unknown>, headers: Headers = admin): Promise<GeneralExpense> {
  const response = await t.app.inject({ method: "POST", url: LIST, headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function list(query = "", headers: Headers = admin): Promise<Page> {
  const response = await t.app.inject({ url: `${LIST}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("general expenses", () => {
  it("records, reads, changes and deletes an expense", async () => {
    const created = await add(rent());
    expect(created).toEqual({
      id: expect.any(String),
      category: "rent",
      counter_agent: landlord.id,
      counter_agent_name: "Makka Ijara Markazi",
      amount: 12000.5,
      currency: "SAR",
      date: "01.03.2025",
      paid_from: "bank",
      note: "Ofis ijarasi, mart",
      created_at: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
    });
    expect((await t.app.inject({ url: item(created.id), headers: admin })).json()).toEqual(created);

    const changed = await t.app.inject({
      method: "PUT",
      url: item(created.id),
      headers: admin,
      payload: { category: "utilities", amount: 350, currency: "USD", date: "02.03.2025", paid_from: "card", counter_agent: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...created,
      category: "utilities",
      counter_agent: null,
      counter_agent_name: null,
      amount: 350,
      currency: "USD",
      date: "02.03.2025",
      paid_from: "card",
      note: null,
    });

    expect((await t.app.inject({ method: "DELETE", url: item(created.id), headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ url: item(created.id), headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: item(created.id), headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PUT", url: item(UNKNOWN_ID), headers: admin, payload: rent() })).statusCode).toBe(404);
    expect((await t.app.inject({ url: item("12"), headers: admin })).json()).toEqual({ detail: "Xarajat topilmadi" });
  });

  it("refuses what is not an expense", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: "party" }, "category"],
      [{ amount: 0 }, "amount"],
      [{ amount: -3 }, "amount"],
      [{ amount: "1.234" }, "amount"],
      [{ currency: "EUR" }, "currency"],
      [{ currency: undefined }, "currency"],
      [{ date: "2025-03-01" }, "date"],
      [{ paid_from: "crypto" }, "paid_from"],
      [{ counter_agent: UNKNOWN_ID }, "counter_agent"],
      [{ counter_agent: "12" }, "counter_agent"],
      [{ note: "x".repeat(1001) }, "note"],
    ];
    for (const [change, field] of cases) {
      const response = await t.app.inject({ method: "POST", url: LIST, headers: admin, payload: { ...rent(), ...change } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toHaveProperty(field);
    }
    const unknown = await t.app.inject({ method: "POST", url: LIST, headers: admin, payload: { ...rent(), counter_agent: UNKNOWN_ID } });
    expect(unknown.json()).toMatchObject({ counter_agent: ["Kontragent topilmadi"], detail: "Kontragent topilmadi" });
  });

  it("filters, searches, pages and sums each currency apart", async () => {
    const marker = "filtrlar";
    await add({ ...rent(), note: `${marker} ijara`, date: "05.04.2025" });
    await add({ category: "utilities", amount: 1500000, currency: "UZS", date: "10.04.2025", paid_from: "cash", note: `${marker} svet` });
    await add({ category: "utilities", amount: 250000.5, currency: "UZS", date: "30.04.2025", paid_from: "card", note: `${marker} gaz` });
    await add({ category: "tax", amount: 400, currency: "USD", date: "01.05.2025", paid_from: "bank", note: `${marker} soliq` });

    const all = await list(`search=${marker}`);
    expect(all.count).toBe(4);
    expect(all.results.map((row) => row.note)).toEqual([`${marker} soliq`, `${marker} gaz`, `${marker} svet`, `${marker} ijara`]);
    expect(all.totals).toEqual([
      { currency: "SAR", amount: 12000.5 },
      { currency: "USD", amount: 400 },
      { currency: "UZS", amount: 1750000.5 },
    ]);

    const ids = (page: Page) => page.results.map((row) => row.note);
    expect(ids(await list(`search=${marker}&category=utilities&currency=UZS`))).toEqual([`${marker} gaz`, `${marker} svet`]);
    expect(ids(await list(`search=${marker}&paid_from=cash`))).toEqual([`${marker} svet`]);
    expect(ids(await list(`search=${marker}&date_from=2025-04-10&date_to=30.04.2025`))).toEqual([`${marker} gaz`, `${marker} svet`]);
    expect(ids(await list(`search=${marker}&counter_agent=${landlord.id}`))).toEqual([`${marker} ijara`]);
    expect(ids(await list("search=ijara markazi filtrlar"))).toEqual([`${marker} ijara`]);
    expect((await list(`search=${marker}&currency=UZS`)).totals).toEqual([{ currency: "UZS", amount: 1750000.5 }]);
    const second = await list(`search=${marker}&per_page=3&page=2`);
    expect(second.count).toBe(4);
    expect(ids(second)).toEqual([`${marker} ijara`]);

    for (const query of ["category=party", "currency=EUR", "date_from=2025/04/01", "paid_from=crypto", "counter_agent=12", "page=99"]) {
      const response = await t.app.inject({ url: `${LIST}?search=${marker}&${query}`, headers: admin });
      expect(response.statusCode, query).toBe(query === "page=99" ? 404 : 400);
    }
  });

  it("exports the filtered register with each amount beside its currency", async () => {
    const marker = "eksport";
    await add({ ...rent(), note: `${marker} 1`, date: "07.02.2025" });
    await add({ category: "office", amount: 75.25, currency: "USD", date: "08.02.2025", paid_from: "cash", note: `${marker} 2` });
    const response = await t.app.inject({ url: `${LIST}?search=${marker}&per_page=1&format=xlsx`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="xarajatlar.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Sana",
      "Turi",
      "Kontragent",
      "Summa",
      "Valyuta",
      "To'lov manbai",
      "Izoh",
      "Yaratilgan sana",
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      new Date(Date.UTC(2025, 1, 8)),
      "Ofis",
      undefined,
      75.25,
      "USD",
      "Naqd",
      `${marker} 2`,
      expect.any(Date),
    ]);
    expect(sheet.getRow(3).getCell(3).value).toBe("Makka Ijara Markazi");
  });

  it("keeps an expense when its counterparty is deleted", async () => {
    const [agent] = await t.ctx.db.insert(counterparties).values({ name: "Vaqtincha", address: "Jidda", counterpartyType: "B2C" }).returning();
    const expense = await add({ ...rent(), counter_agent: agent.id });
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/counter_agents/${agent.id}/`, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ url: item(expense.id), headers: admin })).json()).toMatchObject({ counter_agent: null, amount: 12000.5 });
  });

  it("is kept by the roles that own the company's money and read by analytics", async () => {
    const writers = ["ceo", "hr", "superuser"] as const;
    for (const role of writers) {
      const headers = (await t.userWithRole(role)).headers;
      const created = await add({ ...rent(), note: role }, headers);
      expect((await t.app.inject({ method: "DELETE", url: item(created.id), headers })).statusCode, role).toBe(204);
    }
    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await t.app.inject({ url: LIST, headers: analytics })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: LIST, headers: analytics, payload: rent() })).statusCode).toBe(403);
    for (const role of ["catering", "hotel", "transportation", "operator"] as const) {
      const headers = (await t.userWithRole(role)).headers;
      expect((await t.app.inject({ url: LIST, headers })).statusCode, role).toBe(403);
      expect((await t.app.inject({ method: "POST", url: LIST, headers, payload: rent() })).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(401);
  });
});
