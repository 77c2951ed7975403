import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { TRANSFERS } from "@app/contract/endpoints/taxi";
import { SALARIES } from "@app/contract/endpoints/hr";
import { API_BASE } from "@app/contract/routes";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { ARABIC_AGENT, CYRILLIC_AGENT, knownYear } from "./testing.ts";

const year = knownYear();

async function sheetOf(path: string, query: Record<string, string> = {}, headers = year.admin) {
  const response = await year.t.app.inject({
    method: "GET",
    url: `${API_BASE}${path}?${new URLSearchParams({ ...query, format: "xlsx" })}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as never);
  return { sheet: book.worksheets[0], disposition: response.headers["content-disposition"] };
}

describe("list pages export with their filters", () => {
  it("exports counterparties: every row, names intact, creation time as a date cell", async () => {
    const { sheet, disposition } = await sheetOf(COUNTERPARTIES.list.path, { per_page: "1" });
    expect(disposition).toBe('attachment; filename="kontragentlar.xlsx"');
    expect(sheet.getRow(1).values).toEqual([undefined, "Nomi", "Manzil", "Turi", "Faol", "Yaratilgan sana"]);
    expect(sheet.rowCount).toBe(3);
    const names = [sheet.getCell("A2").value, sheet.getCell("A3").value];
    expect(names.sort()).toEqual([CYRILLIC_AGENT, ARABIC_AGENT].sort());
    expect(sheet.getCell("E2").value).toBeInstanceOf(Date);
    const filtered = await sheetOf(COUNTERPARTIES.list.path, { search: "Makka" });
    expect(filtered.sheet.rowCount).toBe(2);
    expect(filtered.sheet.getCell("A2").value).toBe(ARABIC_AGENT);
  });

  it("exports each hotel-order list with its own rows", async () => {
    expect((await sheetOf(HOTEL_ORDERS.list.path)).sheet.rowCount).toBe(4);
    expect((await sheetOf(HOTEL_ORDERS.planned.path)).sheet.rowCount).toBe(2);
    expect((await sheetOf(HOTEL_ORDERS.active.path)).sheet.rowCount).toBe(1);
    const { sheet } = await sheetOf(HOTEL_ORDERS.completed.path);
    expect(sheet.rowCount).toBe(3);
    const costs = [2, 3].map((row) => sheet.getRow(row).getCell(10).value).sort();
    expect(costs).toEqual([600, 800]);
  });

  it("exports food orders, stock batches, trips and salaries, each money header with its currency", async () => {
    const food = await sheetOf(FOOD_ORDERS.list.path, { status: "1" });
    expect(food.sheet.rowCount).toBe(5);
    expect(food.sheet.getRow(1).getCell(1).value).toBe("Buyurtma raqami");
    const stock = await sheetOf(STOCK_BATCHES.list.path);
    expect(stock.sheet.rowCount).toBe(3);
    expect(stock.sheet.getCell("F1").value).toBe("Umumiy narx (SAR)");
    expect(stock.sheet.getCell("F2").value).toBe(99.99);
    expect(stock.sheet.getRow(1).getCell(7).value).toBe("Ombor birligi narxi (SAR)");
    expect(stock.sheet.getCell("G2").value).toBe(40);
    const trips = await sheetOf(TRANSFERS.list.path, { status: "canceled" });
    expect(trips.sheet.rowCount).toBe(2);
    expect(trips.sheet.getCell("D2").value).toEqual(new Date(Date.UTC(2025, 3, 3, 8, 0)));
    const salaries = await sheetOf(SALARIES.list.path);
    expect(salaries.sheet.getRow(1).values).toEqual([undefined, "Oy", "Oylik", "Valyuta", "To'langan", "To'langan sana", "To'lov usuli"]);
  });

  it("refuses an unknown format on a list", async () => {
    const response = await year.t.app.inject({ method: "GET", url: `${API_BASE}${FOOD_ORDERS.list.path}?format=csv`, headers: year.admin });
    expect(response.statusCode).toBe(400);
  });
});
