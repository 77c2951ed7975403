import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "@app/contract/routes";
import type { Pnl, PnlTotal } from "@app/contract/schemas/statistics";
import { generalExpenses, monthlySalaries } from "../../db/schema/index.ts";
import { knownYear } from "./testing.ts";

const URL = `${API_BASE}/statistics/pnl/`;
const YEAR = "date_from=01.01.2025&date_to=15.06.2025";

const year = knownYear();

beforeAll(async () => {
  const employee = await year.t.userWithRole("chef");
  await year.t.ctx.db.insert(monthlySalaries).values([
    { userId: employee.id, year: 2024, month: 12, salary: "500" },
    { userId: employee.id, year: 2025, month: 3, salary: "1000", status: true },
    { userId: employee.id, year: 2025, month: 4, salary: "1000" },
    { userId: employee.id, year: 2025, month: 6, salary: "3000", currency: "SAR", status: true },
  ]);
  await year.t.ctx.db.insert(generalExpenses).values([
    { category: "office", amount: "100", currency: "SAR", date: "2024-12-31", paidFrom: "cash" },
    { category: "rent", amount: "5000", currency: "SAR", date: "2025-03-15", paidFrom: "bank" },
    { category: "utilities", amount: "1500000", currency: "UZS", date: "2025-04-30", paidFrom: "cash" },
    { category: "tax", amount: "200", currency: "USD", date: "2025-06-16", paidFrom: "bank" },
  ]);
});

async function pnl(query = YEAR, headers = year.admin): Promise<Pnl> {
  const response = await year.t.app.inject({ url: `${URL}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const NOTHING = {
  hotels: 0,
  food: 0,
  transfers: 0,
  revenue: 0,
  hotel_costs: 0,
  food_costs: 0,
  write_offs: 0,
  salaries: 0,
  expenses: 0,
  driver_fees: 0,
  costs: 0,
  result: 0,
};
const figures = (currency: PnlTotal["currency"], values: Partial<typeof NOTHING>): PnlTotal => ({ currency, ...NOTHING, ...values });
const month = (name: string, currency: PnlTotal["currency"], values: Partial<typeof NOTHING> = {}) => ({
  month: name,
  ...figures(currency, values),
});
const MONTHS = ["2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06"];

describe("profit and loss", () => {
  it("reconciles every month and currency of the hand-made year", async () => {
    const report = await pnl();
    const sar: Record<string, Partial<typeof NOTHING>> = {
      // Stay 1 (600, markup 120), dish order (3 × 12.50), its rice (9), a write-off (22.50), a trip (80, driver 50), rent.
      "2025-03": {
        hotels: 600,
        food: 37.5,
        transfers: 80,
        revenue: 717.5,
        hotel_costs: 480,
        food_costs: 9,
        write_offs: 22.5,
        expenses: 5000,
        driver_fees: 50,
        costs: 5561.5,
        result: -4844,
      },
      // Stay 3 (800, markup 160), a pending dish order (2 × 12.50; the canceled one and its rice left out), a trip (45.75, driver 30.50).
      "2025-04": { hotels: 800, food: 25, transfers: 45.75, revenue: 870.75, hotel_costs: 640, driver_fees: 30.5, costs: 670.5, result: 200.25 },
      // Stay 2 (400, markup 80), a menu (2 × 30.25) and a ration (5 × 100).
      "2025-05": { hotels: 400, food: 560.5, revenue: 960.5, hotel_costs: 320, costs: 320, result: 640.5 },
      "2025-06": { salaries: 3000, costs: 3000, result: -3000 },
    };
    const usd: Record<string, Partial<typeof NOTHING>> = {
      "2025-03": { salaries: 1000, costs: 1000, result: -1000 },
      "2025-04": { salaries: 1000, costs: 1000, result: -1000 },
    };
    const uzs: Record<string, Partial<typeof NOTHING>> = { "2025-04": { expenses: 1500000, costs: 1500000, result: -1500000 } };
    expect(report.months).toEqual([
      ...MONTHS.map((name) => month(name, "SAR", sar[name])),
      ...MONTHS.map((name) => month(name, "USD", usd[name])),
      ...MONTHS.map((name) => month(name, "UZS", uzs[name])),
    ]);
    expect(report.totals).toEqual([
      figures("SAR", {
        hotels: 1800,
        food: 623,
        transfers: 125.75,
        revenue: 2548.75,
        hotel_costs: 1440,
        food_costs: 9,
        write_offs: 22.5,
        salaries: 3000,
        expenses: 5000,
        driver_fees: 80.5,
        costs: 9552,
        result: -7003.25,
      }),
      figures("USD", { salaries: 2000, costs: 2000, result: -2000 }),
      figures("UZS", { expenses: 1500000, costs: 1500000, result: -1500000 }),
    ]);
  });

  it("counts the days of a part month, a salary for the month it touches, and reads ISO dates too", async () => {
    const march = await pnl("date_from=2025-03-10&date_to=2025-03-31");
    expect(march.months).toEqual([
      month("2025-03", "SAR", { food: 37.5, revenue: 37.5, food_costs: 9, expenses: 5000, costs: 5009, result: -4971.5 }),
      month("2025-03", "USD", { salaries: 1000, costs: 1000, result: -1000 }),
    ]);
    const quiet = await pnl("date_from=01.02.2025&date_to=28.02.2025");
    expect(quiet).toEqual({ months: [month("2025-02", "SAR")], totals: [figures("SAR", {})] });
  });

  it("exports each currency's months and total", async () => {
    const response = await year.t.app.inject({ url: `${URL}?${YEAR}&format=xlsx`, headers: year.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="foyda-va-zarar_01.01.2025-15.06.2025.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe("Valyuta");
    expect(sheet.rowCount).toBe(1 + 3 * 7);
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      new Date(Date.UTC(2025, 2, 1)),
      "SAR",
      600,
      37.5,
      80,
      717.5,
      480,
      9,
      22.5,
      0,
      5000,
      50,
      5561.5,
      -4844,
    ]);
    expect([sheet.getCell("A8").value, sheet.getCell("B8").value, sheet.getCell("N8").value]).toEqual(["Jami", "SAR", -7003.25]);
    expect([sheet.getCell("A22").value, sheet.getCell("B22").value, sheet.getCell("N22").value]).toEqual(["Jami", "UZS", -1500000]);
  });

  it("is seen by those who run the business only", async () => {
    for (const role of ["ceo", "analytics", "superuser"] as const) {
      const response = await year.t.app.inject({ url: URL, headers: (await year.t.userWithRole(role)).headers });
      expect(response.statusCode, role).toBe(200);
    }
    for (const role of ["hr", "catering", "hotel", "transportation", "warehouse"] as const) {
      const response = await year.t.app.inject({ url: URL, headers: (await year.t.userWithRole(role)).headers });
      expect(response.statusCode, role).toBe(403);
    }
  });
});
