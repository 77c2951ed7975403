import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { API_BASE } from "@app/contract/routes";
import { DEFAULT_SETTINGS } from "@app/contract/schemas/settings";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole("admin")).headers;
  const put = await t.app.inject({
    method: "PUT",
    url: `${API_BASE}/settings/`,
    headers: admin,
    payload: { ...DEFAULT_SETTINGS, operating_currency: "USD" },
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(() => t.close());

describe("a company priced in another operating currency", () => {
  it("names it in the money headers of its exports", async () => {
    const response = await t.app.inject({ url: `${API_BASE}${STOCK_BATCHES.list.path}?format=xlsx`, headers: admin });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    expect(book.worksheets[0].getRow(1).values).toContain("Umumiy narx (USD)");
  });

  it("counts its orders' figures in it in the profit and loss", async () => {
    const response = await t.app.inject({ url: `${API_BASE}/statistics/pnl/?date_from=01.01.2025&date_to=31.01.2025`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().totals.map((total: { currency: string }) => total.currency)).toEqual(["USD"]);
  });
});
