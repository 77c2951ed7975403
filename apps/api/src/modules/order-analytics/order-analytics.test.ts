import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ORDER_ANALYTICS } from "@app/contract/endpoints/statistics";
import { API_BASE } from "@app/contract/routes";
import type { OrderAnalytics } from "@app/contract/schemas/order-analytics";
import { ARABIC_AGENT, CYRILLIC_AGENT, NOW, knownYear } from "../statistics/testing.ts";

const URL_OF = (query: Record<string, string>) => `${API_BASE}${ORDER_ANALYTICS.get.path}?${new URLSearchParams(query)}`;
const RANGE = { date_from: "01.01.2025", date_to: "15.06.2025" };

const year = knownYear();

async function analytics(query = RANGE): Promise<OrderAnalytics> {
  const response = await year.t.app.inject({ method: "GET", url: URL_OF(query), headers: year.admin });
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
    const response = await year.t.app.inject({ method: "GET", url: URL_OF({ date_from: "02.02.2025", date_to: "01.02.2025" }), headers: year.admin });
    expect(response.statusCode).toBe(400);
    expect((await analytics({ from_date: "20.05.2025", to_date: "20.05.2025" } as never)).days).toEqual([
      { date: "20.05.2025", kind: "food", status: "done", count: 1 },
    ]);
  });

  it("is for the order analytics roles only", async () => {
    for (const [role, status] of [["analytics", 200], ["ceo", 200], ["catering", 403], ["hr", 403]] as const) {
      const { headers } = await year.t.userWithRole(role);
      expect((await year.t.app.inject({ method: "GET", url: URL_OF(RANGE), headers })).statusCode, role).toBe(status);
    }
  });

  it("exports a workbook with a sheet per table, statuses in the words the screen shows", async () => {
    const response = await year.t.app.inject({ method: "GET", url: URL_OF({ ...RANGE, format: "xlsx" }), headers: year.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("buyurtmalar-tahlili_01.01.2025-15.06.2025.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Kunlar", "Bandlik", "Turar muddati", "Top kontragentlar"]);
    const days = book.getWorksheet("Kunlar")!;
    expect(days.getRow(1).values).toEqual([undefined, "Sana", "Turi", "Holati", "Buyurtmalar soni"]);
    expect(days.getCell("A2").value).toEqual(new Date(Date.UTC(2025, 2, 1)));
    const rows = days.getSheetValues().slice(2).map((values) => (values as unknown[]).slice(1));
    expect(rows).toContainEqual([new Date(Date.UTC(2025, 3, 6)), "Ovqat", "Bekor qilingan", 1]);
    const top = book.getWorksheet("Top kontragentlar")!;
    expect(top.getRow(1).values).toEqual([undefined, "Kontragent", "Buyurtmalar soni", "Tushum (SAR)", "Foyda (SAR)"]);
    expect(top.getCell("A2").value).toBe(CYRILLIC_AGENT);
  });
});

/**
 * Ranges whose ends cut through months, figures worked out from testing.ts: March less its first
 * day and May less 20.05–31.05 (the day counts and room-nights are read per day, the rest as
 * the month's totals less the days outside), and 20.03–10.05 (April whole, the ends added by day).
 */
describe("order analytics over ranges that cut through months", () => {
  const LESS = { date_from: "02.03.2025", date_to: "19.05.2025" };
  const MORE = { date_from: "20.03.2025", date_to: "10.05.2025" };
  const day = (date: string, kind: string, status: string) => ({ date, kind, status, count: 1 });

  it("counts the orders of the range's days, a day's rows by kind then status", async () => {
    // The stay booked 01.03 and the meal of 20.05 are outside; 01.05 holds a stay and a meal.
    const april = [
      day("02.04.2025", "transfer", "completed"),
      day("03.04.2025", "transfer", "canceled"),
      day("05.04.2025", "food", "pending"),
      day("06.04.2025", "food", "canceled"),
      day("10.04.2025", "hotel", "Completed"),
      day("01.05.2025", "hotel", "Planned"),
      day("01.05.2025", "food", "done"),
    ];
    const less = await analytics(LESS);
    expect(less.days).toEqual([day("02.03.2025", "transfer", "created"), day("10.03.2025", "food", "done"), ...april]);
    expect(less.months.filter((row) => row.kind === "hotel").map((row) => [row.month, row.status, row.count])).toEqual([
      ["2025-04", "Completed", 1],
      ["2025-05", "Planned", 1],
    ]);
    expect((await analytics(MORE)).days).toEqual(april);
  });

  it("splits a day's stays by the clock: Active while the guest is in", async () => {
    year.t.clock.set(new Date("2025-06-21T10:00:00+03:00"));
    try {
      const { headers } = await year.t.userWithRole("admin");
      const response = await year.t.app.inject({ method: "GET", url: URL_OF(MORE), headers });
      expect(response.statusCode, response.body).toBe(200);
      const data: OrderAnalytics = response.json();
      expect(data.days.filter((row) => row.kind === "hotel")).toEqual([
        day("10.04.2025", "hotel", "Completed"),
        day("01.05.2025", "hotel", "Active"),
      ]);
    } finally {
      year.t.clock.set(NOW);
    }
  });

  it("rates occupancy over the range's days of each month", async () => {
    const rows = (data: OrderAnalytics) => data.occupancy.map((row) => [row.hotel, row.month, row.booked_nights, row.available_nights, row.rate]);
    // Hilton has two rooms, Funduq one; the stays' nights are 05–07.03 (Hilton) and 28.04–01.05 (Funduq).
    expect(rows(await analytics(LESS))).toEqual([
      ["Hilton Makkah", "2025-03", 3, 60, 0.05],
      ["Hilton Makkah", "2025-04", 0, 60, 0],
      ["Hilton Makkah", "2025-05", 0, 38, 0],
      ["Фундуқ Мадина", "2025-03", 0, 30, 0],
      ["Фундуқ Мадина", "2025-04", 3, 30, 0.1],
      ["Фундуқ Мадина", "2025-05", 1, 19, 0.0526],
    ]);
    expect(rows(await analytics(MORE))).toEqual([
      ["Hilton Makkah", "2025-03", 0, 24, 0],
      ["Hilton Makkah", "2025-04", 0, 60, 0],
      ["Hilton Makkah", "2025-05", 0, 20, 0],
      ["Фундуқ Мадина", "2025-03", 0, 12, 0],
      ["Фундуқ Мадина", "2025-04", 3, 30, 0.1],
      ["Фундуқ Мадина", "2025-05", 1, 10, 0.1],
    ]);
    // Ends inside both stays: 06.03–07.03 of 26 days × 2 rooms, 28.04–29.04 of 29 days.
    const cut = await analytics({ date_from: "06.03.2025", date_to: "29.04.2025" });
    expect(rows(cut).filter(([, , booked]) => booked)).toEqual([
      ["Hilton Makkah", "2025-03", 2, 52, 0.0385],
      ["Фундуқ Мадина", "2025-04", 2, 29, 0.069],
    ]);
  });

  it("averages the stays and ranks the counterparties of the range's orders", async () => {
    const stays = (data: OrderAnalytics) => data.stays.map((row) => [row.hotel, row.order_count, row.average_nights, row.average_people]);
    const top = (data: OrderAnalytics) => data.top_counterparties.map((row) => [row.name, row.order_count, row.revenue, row.profit]);
    const less = await analytics(LESS);
    // Hilton's stay of 01.03 (3 nights) is outside: only that of 01.05 (2 nights) is left.
    expect(stays(less)).toEqual([
      ["Hilton Makkah", 1, 2, 2],
      ["Фундуқ Мадина", 1, 4, 2],
    ]);
    // The ration of 20.05 (5 × 100) is outside: the Cyrillic counterparty keeps its meal of 10.03.
    expect(top(less)).toEqual([
      [ARABIC_AGENT, 2, 85.5, 30.5],
      [CYRILLIC_AGENT, 1, 37.5, 15],
    ]);
    const more = await analytics(MORE);
    expect(stays(more)).toEqual(stays(less));
    // Only the Arabic counterparty's meals of 05.04 and 01.05; the Cyrillic one's of 06.04 was canceled.
    expect(top(more)).toEqual([[ARABIC_AGENT, 2, 85.5, 30.5]]);
  });
});
