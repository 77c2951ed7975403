import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { STATISTICS_BLOCKS } from "@app/contract/endpoints/statistics";
import type { ResponseOf } from "@app/contract/endpoint";
import { API_BASE } from "@app/contract/routes";
import type { Role } from "@app/contract/roles";
import { type Statistic, RANGE_FORMAT_MESSAGE, RANGE_LENGTH_MESSAGE, RANGE_ORDER_MESSAGE } from "@app/contract/schemas/statistics";
import { ARABIC_AGENT, CYRILLIC_AGENT, knownYear } from "./testing.ts";

const YEAR = { date_from: "01.01.2025", date_to: "15.06.2025" };
const url = (block: Statistic, query: Record<string, string> = YEAR) =>
  `${API_BASE}${STATISTICS_BLOCKS[block].path}?${new URLSearchParams(query)}`;

const year = knownYear();

async function get<B extends Statistic>(block: B, query?: Record<string, string>, headers = year.admin): Promise<ResponseOf<(typeof STATISTICS_BLOCKS)[B]>> {
  const response = await year.t.app.inject({ method: "GET", url: url(block, query), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResponseOf<(typeof STATISTICS_BLOCKS)[B]>>();
}

describe("statistics reconcile with a hand-made year", () => {
  it("ranks counterparties by the profit of their done orders times portions", async () => {
    const page = await get("counter_agents");
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      { id: year.seeded.agentA.id, name: CYRILLIC_AGENT, order_count: 2, price: 115 },
      { id: year.seeded.agentB.id, name: ARABIC_AGENT, order_count: 1, price: 20.5 },
    ]);
    expect(page.totals).toEqual({ order_count: 3, revenue: 598, price: 135.5 });
  });

  it("sums the kitchen: purchases, done sales and profit, write-offs", async () => {
    expect(await get("kitchen")).toEqual({ check_in: 249.99, checkout: 598, profit: 135.5, general_trade: 847.99, write_off: 22.5 });
  });

  it("lists every dish section and ranks dishes, menus and rations without canceled orders", async () => {
    const sections = await get("sections");
    expect(sections.count).toBe(2);
    expect(sections.results.map((row: { name: string; order_count: number; price: number }) => [row.name, row.order_count, row.price])).toEqual([
      ["Milliy", 2, 25],
      ["Bo'sh", 0, 0],
    ]);
    const dishes = await get("foods");
    expect(dishes.results).toEqual([{ id: year.seeded.plov.id, name: "Osh", section: "Milliy", order_count: 2, price: 25, image: null }]);
    const menus = await get("menus");
    expect(menus.results).toEqual([
      { id: year.seeded.lunch.id, name: "Tushlik", order_count: 1, net_price: 40, profit: 20.5, gross_price: 60.5, image: null },
    ]);
    expect(await get("recipes")).toEqual({ total: 100, result: [{ id: year.seeded.ration.id, name: "Kunlik", order_count: 1, price: 100 }] });
  });

  it("reports products received, written off and used in stock units, leaving out a canceled order's use", async () => {
    const row = (count: number, price: number) => ({
      id: year.seeded.rice.id,
      name: "Guruch",
      measure: "kg",
      section: "Bakaleya",
      image: null,
      count,
      price,
    });
    expect((await get("check_in_products")).results).toEqual([row(12.5, 249.99)]);
    expect((await get("checkout_products")).results).toEqual([row(1.5, 22.5)]);
    expect((await get("most_used_products")).results).toEqual([row(0.6, 9)]);
  });

  it("counts hotel orders booked in the range with their stored cost and profit", async () => {
    const page = await get("hotels");
    expect(page.results.map((row: { name: string; order_count: number; revenue: number; price: number }) => [row.name, row.order_count, row.revenue, row.price])).toEqual([
      ["Hilton Makkah", 2, 1000, 200],
      ["Фундуқ Мадина", 1, 800, 160],
    ]);
    const pie = await get("hotels-diagram");
    expect(pie).toEqual({
      total: 3,
      result: [
        { name: "Hilton Makkah", value: 2, fill: "#F7B500" },
        { name: "Фундуқ Мадина", value: 1, fill: "#EB5757" },
      ],
    });
    expect(pie.total).toBe(page.totals.order_count);
  });

  it("leaves canceled trips out of the drivers' profit", async () => {
    const page = await get("transports");
    expect(page.results).toEqual([
      { id: year.seeded.car.id, name: "Ali Valiyev", car: "Hyundai H1", order_count: 2, revenue: 125.75, price: 45.25 },
    ]);
  });

  it("draws one row per month with truncated sums and the max_y ceiling", async () => {
    const chart = await get("kitchen-diagram");
    expect(chart.data.map((row: { name: string }) => row.name)).toEqual(["January", "February", "March", "April", "May", "June"]);
    expect(chart.data.map((row: { check_in: number; checkout: number }) => [row.check_in, row.checkout])).toEqual([
      [0, 0],
      [150, 0],
      [0, 15],
      [0, 0],
      [99, 120],
      [0, 0],
    ]);
    expect(chart.max_y).toBe(200);
  });

  it("counts completed stays and done food orders per month, adding up to the other blocks", async () => {
    const chart = await get("kitchen-hotel-diagram");
    expect(chart.data.map((row: { month: string; mehmonxona: number; ovqat: number }) => [row.month, row.mehmonxona, row.ovqat])).toEqual([
      ["2025-01", 0, 0],
      ["2025-02", 0, 0],
      ["2025-03", 1, 1],
      ["2025-04", 1, 0],
      ["2025-05", 0, 2],
      ["2025-06", 0, 0],
    ]);
    expect(chart.max_y).toBe(100);
    const doneOrders = chart.data.reduce((sum: number, row: { ovqat: number }) => sum + row.ovqat, 0);
    expect(doneOrders).toBe((await get("counter_agents")).totals.order_count);
  });

  it("filters by the order dates: an order before the range is not counted", async () => {
    const early = await get("counter_agents", { date_from: "01.01.2024", date_to: "31.12.2024" });
    expect(early.results).toEqual([{ id: year.seeded.agentA.id, name: CYRILLIC_AGENT, order_count: 1, price: 5 }]);
  });
});

describe("the date range", () => {
  const status = async (query: Record<string, string>) =>
    (await year.t.app.inject({ method: "GET", url: url("kitchen", query), headers: year.admin })).statusCode;

  it("includes the whole last day and allows a single day", async () => {
    const day = await get("kitchen", { date_from: "20.05.2025", date_to: "20.05.2025" });
    expect(day.checkout).toBe(500);
    const midnight = await get("kitchen", { date_from: "01.05.2025", date_to: "01.05.2025" });
    expect(midnight.checkout).toBe(60.5);
  });

  it("accepts the legacy names from_date and to_date", async () => {
    expect((await get("kitchen", { from_date: "20.05.2025", to_date: "20.05.2025" })).checkout).toBe(500);
  });

  it("refuses a bad format, a reversed range and more than 12 months, in Uzbek", async () => {
    const bad = await year.t.app.inject({ method: "GET", url: url("kitchen", { date_from: "2025/01/01", date_to: "01.02.2025" }), headers: year.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().date_from).toEqual([RANGE_FORMAT_MESSAGE]);
    expect(await status({ date_from: "2025-01-01", date_to: "01.02.2025" })).toBe(200);
    const reversed = await year.t.app.inject({ method: "GET", url: url("kitchen", { date_from: "02.02.2025", date_to: "01.02.2025" }), headers: year.admin });
    expect(reversed.json().date_from).toEqual([RANGE_ORDER_MESSAGE]);
    const long = await year.t.app.inject({ method: "GET", url: url("kitchen", { date_from: "15.01.2025", date_to: "01.01.2026" }), headers: year.admin });
    expect(long.statusCode).toBe(400);
    expect(long.json().date_from).toEqual([RANGE_LENGTH_MESSAGE]);
    expect(await status({ date_from: "01.01.2025", date_to: "31.12.2025" })).toBe(200);
    expect(await status({ date_from: "31.02.2025", date_to: "31.12.2025" })).toBe(400);
  });

  it("defaults to the 12 months up to today", async () => {
    const chart = await get("kitchen-diagram", {});
    expect(chart.data.map((row: { month: string }) => row.month)).toEqual([
      "2024-07", "2024-08", "2024-09", "2024-10", "2024-11", "2024-12",
      "2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06",
    ]);
  });

  it("pages ranked tables and answers a page past the end with 404", async () => {
    const first = await get("counter_agents", { ...YEAR, per_page: "1" });
    expect(first.results.map((row: { name: string }) => row.name)).toEqual([CYRILLIC_AGENT]);
    expect(first.next).toContain("page=2");
    const second = await get("counter_agents", { ...YEAR, per_page: "1", page: "2" });
    expect(second.results.map((row: { name: string }) => row.name)).toEqual([ARABIC_AGENT]);
    expect([second.count, second.totals]).toEqual([2, { order_count: 3, revenue: 598, price: 135.5 }]);
    const lastSection = await get("sections", { ...YEAR, per_page: "1", page: "2" });
    expect(lastSection.results.map((row: { name: string }) => row.name)).toEqual(["Bo'sh"]);
    expect([lastSection.count, lastSection.totals]).toEqual([2, { order_count: 2, revenue: 62.5, price: 25 }]);
    const past = await year.t.app.inject({ method: "GET", url: url("counter_agents", { ...YEAR, page: "3" }), headers: year.admin });
    expect(past.statusCode).toBe(404);
  });
});

describe("who sees which block", () => {
  const statusAs = async (role: Role | null, block: Statistic) => {
    const { headers } = await year.t.userWithRole(role);
    return (await year.t.app.inject({ method: "GET", url: url(block), headers })).statusCode;
  };

  it("lets each role read only the blocks of the areas it may read", async () => {
    expect(await statusAs("transportation", "transports")).toBe(200);
    expect(await statusAs("transportation", "kitchen")).toBe(403);
    expect(await statusAs("transportation", "hotels")).toBe(403);
    expect(await statusAs("hotel", "hotels-diagram")).toBe(200);
    expect(await statusAs("hotel", "counter_agents")).toBe(403);
    expect(await statusAs("warehouse", "check_in_products")).toBe(200);
    expect(await statusAs("warehouse", "transports")).toBe(403);
    expect(await statusAs("hr", "counter_agents")).toBe(200);
    expect(await statusAs("analytics", "kitchen-hotel-diagram")).toBe(200);
  });

  it("keeps roles outside reports and anonymous callers out", async () => {
    expect(await statusAs("chef", "foods")).toBe(403);
    expect((await year.t.app.inject({ method: "GET", url: url("kitchen") })).statusCode).toBe(401);
  });
});

describe("export", () => {
  async function workbook(response: { rawPayload: Buffer }) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    return book;
  }

  it("writes every row of a ranked table with Uzbek headers, intact names and number cells", async () => {
    const response = await year.t.app.inject({ method: "GET", url: url("counter_agents", { ...YEAR, per_page: "1", format: "xlsx" }), headers: year.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="kontragentlar-statistikasi_01.01.2025-15.06.2025.xlsx"',
    );
    const sheet = (await workbook(response)).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "Kontragent", "Buyurtmalar soni", "Foyda (SAR)"]);
    expect(sheet.getRow(2).values).toEqual([undefined, CYRILLIC_AGENT, 2, 115]);
    expect(sheet.getRow(3).values).toEqual([undefined, ARABIC_AGENT, 1, 20.5]);
    expect(sheet.rowCount).toBe(3);
  });

  it("writes chart months as date cells", async () => {
    const response = await year.t.app.inject({ method: "GET", url: url("kitchen-diagram", { ...YEAR, format: "xlsx" }), headers: year.admin });
    const sheet = (await workbook(response)).worksheets[0];
    expect(sheet.getCell("A3").value).toEqual(new Date(Date.UTC(2025, 1, 1)));
    expect(sheet.getCell("B3").value).toBe(150);
  });

  it("refuses an unknown format", async () => {
    const response = await year.t.app.inject({ method: "GET", url: url("kitchen", { ...YEAR, format: "pdf" }), headers: year.admin });
    expect(response.statusCode).toBe(400);
  });
});

describe("ranges that cut through months (kitchen sales and charts)", () => {
  /** March less its first day, April, May less its last: the write-off and the first stay (1 March) fall out. */
  const MOSTLY_WHOLE = { date_from: "02.03.2025", date_to: "30.05.2025" };
  /** 20–31 March and 1–10 May read from the orders, April from the totals. */
  const MOSTLY_DAYS = { date_from: "20.03.2025", date_to: "10.05.2025" };

  it("ranks counterparties by their done orders in the range", async () => {
    const whole = await get("counter_agents", MOSTLY_WHOLE);
    expect(whole.results).toEqual([
      { id: year.seeded.agentA.id, name: CYRILLIC_AGENT, order_count: 2, price: 115 },
      { id: year.seeded.agentB.id, name: ARABIC_AGENT, order_count: 1, price: 20.5 },
    ]);
    expect(whole.totals).toEqual({ order_count: 3, revenue: 598, price: 135.5 });
    const days = await get("counter_agents", MOSTLY_DAYS);
    expect([days.count, days.results, days.totals]).toEqual([
      1,
      [{ id: year.seeded.agentB.id, name: ARABIC_AGENT, order_count: 1, price: 20.5 }],
      { order_count: 1, revenue: 60.5, price: 20.5 },
    ]);
  });

  it("sums the kitchen of the range", async () => {
    expect(await get("kitchen", MOSTLY_WHOLE)).toEqual({ check_in: 99.99, checkout: 598, profit: 135.5, general_trade: 697.99, write_off: 0 });
    expect(await get("kitchen", MOSTLY_DAYS)).toEqual({ check_in: 99.99, checkout: 60.5, profit: 20.5, general_trade: 160.49, write_off: 0 });
  });

  it("ranks sections, dishes, menus and rations in the range", async () => {
    const pick = (page: { results: Array<{ name: string; order_count: number; price: number }> }) =>
      page.results.map((row) => [row.name, row.order_count, row.price]);
    expect(pick(await get("sections", MOSTLY_WHOLE))).toEqual([
      ["Milliy", 2, 25],
      ["Bo'sh", 0, 0],
    ]);
    const sections = await get("sections", MOSTLY_DAYS);
    expect([pick(sections), sections.totals]).toEqual([
      [
        ["Milliy", 1, 10],
        ["Bo'sh", 0, 0],
      ],
      { order_count: 1, revenue: 25, price: 10 },
    ]);
    expect((await get("foods", MOSTLY_DAYS)).results).toEqual([
      { id: year.seeded.plov.id, name: "Osh", section: "Milliy", order_count: 1, price: 10, image: null },
    ]);
    expect((await get("menus", MOSTLY_DAYS)).results).toEqual([
      { id: year.seeded.lunch.id, name: "Tushlik", order_count: 1, net_price: 40, profit: 20.5, gross_price: 60.5, image: null },
    ]);
    expect(await get("recipes", MOSTLY_WHOLE)).toEqual({ total: 100, result: [{ id: year.seeded.ration.id, name: "Kunlik", order_count: 1, price: 100 }] });
    expect(await get("recipes", MOSTLY_DAYS)).toEqual({ total: 0, result: [] });
  });

  it("draws purchases and done-order profit per month of the range", async () => {
    const bars = async (query: Record<string, string>) => {
      const chart = await get("kitchen-diagram", query);
      return [chart.data.map((row: { month: string; check_in: number; checkout: number }) => [row.month, row.check_in, row.checkout]), chart.max_y];
    };
    expect(await bars(MOSTLY_WHOLE)).toEqual([
      [
        ["2025-03", 0, 15],
        ["2025-04", 0, 0],
        ["2025-05", 99, 120],
      ],
      200,
    ]);
    expect(await bars(MOSTLY_DAYS)).toEqual([
      [
        ["2025-03", 0, 0],
        ["2025-04", 0, 0],
        ["2025-05", 99, 20],
      ],
      100,
    ]);
  });

  it("counts completed stays and done food orders per month of the range", async () => {
    const bars = async (query: Record<string, string>) =>
      (await get("kitchen-hotel-diagram", query)).data.map((row: { month: string; mehmonxona: number; ovqat: number }) => [
        row.month,
        row.mehmonxona,
        row.ovqat,
      ]);
    expect(await bars(MOSTLY_WHOLE)).toEqual([
      ["2025-03", 0, 1],
      ["2025-04", 1, 0],
      ["2025-05", 0, 2],
    ]);
    expect(await bars(MOSTLY_DAYS)).toEqual([
      ["2025-03", 0, 0],
      ["2025-04", 1, 0],
      ["2025-05", 0, 1],
    ]);
    // May less 1 May: the stay booked on 1 May (not over on 15 June) is neither counted nor taken off.
    expect(await bars({ date_from: "02.05.2025", date_to: "31.05.2025" })).toEqual([["2025-05", 0, 1]]);
  });
});
