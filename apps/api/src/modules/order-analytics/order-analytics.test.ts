import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE, PATHS } from "@app/contract/routes";
import type { OrderAnalytics } from "@app/contract/schemas/order-analytics";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { CYRILLIC_AGENT, NOW, seedKnownYear } from "../statistics/testing.ts";

const URL_OF = (query: Record<string, string>) => `${API_BASE}${PATHS.statistics.orderAnalytics}?${new URLSearchParams(query)}`;
const RANGE = { date_from: "01.01.2025", date_to: "15.06.2025" };

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  await seedKnownYear(t);
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

async function analytics(query = RANGE): Promise<OrderAnalytics> {
  const response = await t.app.inject({ method: "GET", url: URL_OF(query), headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("order analytics", () => {
  it("counts orders of every kind per day and month by status, canceled ones as their own status", async () => {
    const data = await analytics();
    expect(data.days.filter((row) => row.kind === "food")).toEqual([
      { date: "10.03.2025", kind: "food", status: "done", count: 1 },
      { date: "05.04.2025", kind: "food", status: "pending", count: 1 },
      { date: "06.04.2025", kind: "food", status: "canceled", count: 1 },
      { date: "01.05.2025", kind: "food", status: "done", count: 1 },
      { date: "20.05.2025", kind: "food", status: "done", count: 1 },
    ]);
    const months = (kind: string) =>
      data.months.filter((row) => row.kind === kind).map((row) => [row.month, row.status, row.count]);
    expect(months("hotel")).toEqual([
      ["2025-03", "Completed", 1],
      ["2025-04", "Completed", 1],
      ["2025-05", "Planned", 1],
    ]);
    expect(months("transfer")).toEqual([
      ["2025-03", "created", 1],
      ["2025-04", "completed", 1],
      ["2025-04", "canceled", 1],
    ]);
    expect(months("food").reduce((sum, [, , count]) => sum + Number(count), 0)).toBe(5);
  });

  it("rates occupancy per hotel and month from booked over available room-nights", async () => {
    const data = await analytics();
    const rate = (hotel: string, month: string) => data.occupancy.find((row) => row.hotel === hotel && row.month === month);
    expect(rate("Hilton Makkah", "2025-03")).toMatchObject({ booked_nights: 3, available_nights: 62, rate: 0.0484 });
    expect(rate("Hilton Makkah", "2025-06")).toMatchObject({ booked_nights: 0, available_nights: 30 });
    expect(rate("Фундуқ Мадина", "2025-04")).toMatchObject({ booked_nights: 3, available_nights: 30, rate: 0.1 });
    expect(rate("Фундуқ Мадина", "2025-05")).toMatchObject({ booked_nights: 1, available_nights: 31 });
    expect(data.occupancy).toHaveLength(12);
  });

  it("averages nights and people per hotel order and ranks counterparties", async () => {
    const data = await analytics();
    expect(data.stays.map((row) => [row.hotel, row.order_count, row.average_nights, row.average_people])).toEqual([
      ["Hilton Makkah", 2, 2.5, 2],
      ["Фундуқ Мадина", 1, 4, 2],
    ]);
    expect(data.top_counterparties[0]).toMatchObject({ name: CYRILLIC_AGENT, order_count: 2, revenue: 537.5, profit: 115 });
    expect(data.top_counterparties[1]).toMatchObject({ order_count: 2, revenue: 85.5, profit: 30.5 });
  });

  it("applies the statistics range rules", async () => {
    const response = await t.app.inject({ method: "GET", url: URL_OF({ date_from: "02.02.2025", date_to: "01.02.2025" }), headers: admin });
    expect(response.statusCode).toBe(400);
    expect((await analytics({ from_date: "20.05.2025", to_date: "20.05.2025" } as never)).days).toEqual([
      { date: "20.05.2025", kind: "food", status: "done", count: 1 },
    ]);
  });

  it("is for the order analytics roles only", async () => {
    for (const [role, status] of [["analytics", 200], ["ceo", 200], ["catering", 403], ["hr", 403]] as const) {
      const { headers } = await t.userWithRole(role);
      expect((await t.app.inject({ method: "GET", url: URL_OF(RANGE), headers })).statusCode, role).toBe(status);
    }
  });

  it("exports a workbook with a sheet per table", async () => {
    const response = await t.app.inject({ method: "GET", url: URL_OF({ ...RANGE, format: "xlsx" }), headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("buyurtmalar-tahlili_01.01.2025-15.06.2025.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Kunlar", "Bandlik", "Turar muddati", "Top kontragentlar"]);
    const days = book.getWorksheet("Kunlar")!;
    expect(days.getRow(1).values).toEqual([undefined, "Sana", "Turi", "Holati", "Buyurtmalar soni"]);
    expect(days.getCell("A2").value).toEqual(new Date(Date.UTC(2025, 2, 1)));
    expect(book.getWorksheet("Top kontragentlar")!.getCell("A2").value).toBe(CYRILLIC_AGENT);
  });
});
