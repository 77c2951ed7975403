import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Payroll, PayrollLine } from "@app/contract/schemas/hr";
import { monthlySalaries } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const PAYROLL = "/api/v1/employee/payroll/";
const PAY = "/api/v1/employee/payroll/pay/";
const LIST = "/api/v1/employee/monthly-salary/list/";
const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

type Headers = { authorization: string };
type Salary = { employee: string; month: string; amount: number | string; currency: string };

let t: TestApp;
let hr: Headers;
beforeAll(async () => {
  // 15 June 2025, 12:00 in Riyadh.
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  hr = (await t.userWithRole("hr")).headers;
});
afterAll(() => t.close());

async function payroll(month?: string, headers: Headers = hr): Promise<Payroll> {
  const response = await t.app.inject({ url: month ? `${PAYROLL}?month=${month}` : PAYROLL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const lineOf = (sheet: Payroll, employee: string) => sheet.lines.find((line) => line.employee === employee);

function pay(salaries: Salary[], headers: Headers = hr, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: "POST", url: PAY, headers, payload: { salaries, paid_at: "30.06.2025", method: "bank", ...extra } });
}

const storedMonths = (ids: string[]) => t.ctx.db.select().from(monthlySalaries).where(inArray(monthlySalaries.userId, ids));

describe("a month's payroll", () => {
  it("lists the active staff at their base salaries without writing a row", async () => {
    const dollars = await t.userWithRole("chef", { fullName: "Aaa Payroll Chef", baseSalary: "1200.50" });
    const sums = await t.userWithRole("hotel", { fullName: "Aaa Payroll Hotel", baseSalary: "9000000", salaryCurrency: "UZS" });
    const later = await t.userWithRole("warehouse", { dateCome: "2025-07-01", baseSalary: "500" });
    const gone = await t.userWithRole("warehouse", { isActive: false, baseSalary: "500" });

    const june = await payroll("2025-06");
    expect(june.month).toBe("2025-06");
    expect(lineOf(june, dollars.id)).toEqual({
      employee: dollars.id,
      full_name: "Aaa Payroll Chef",
      role: "chef",
      salary: null,
      amount: 1200.5,
      currency: "USD",
      status: false,
      paid_at: null,
      method: null,
    } satisfies PayrollLine);
    expect(lineOf(june, sums.id)).toMatchObject({ amount: 9000000, currency: "UZS", status: false });
    expect(lineOf(june, later.id)).toBeUndefined();
    expect(lineOf(june, gone.id)).toBeUndefined();
    expect(lineOf(await payroll("2025-07"), later.id)).toMatchObject({ amount: 500 });
    expect(june.totals.map((total) => total.currency)).toEqual(["USD", "UZS"]);
    expect(june.totals.find((total) => total.currency === "UZS")).toEqual({ currency: "UZS", all: 9000000, paid: 0, unpaid: 9000000 });

    expect(await storedMonths([dollars.id, sums.id, later.id, gone.id])).toEqual([]);
  });

  it("opens the current business month by default and refuses a malformed month", async () => {
    expect((await payroll()).month).toBe("2025-06");
    for (const month of ["2025-13", "2025-6", "06.2025", "1999-01"]) {
      const response = await t.app.inject({ url: `${PAYROLL}?month=${month}`, headers: hr });
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toMatchObject({ month: ["Oy yyyy-MM ko'rinishida bo'lishi kerak"] });
    }
  });

  it("shows a stored month as stored, and someone paid for it who has left since", async () => {
    const edited = await t.userWithRole("chef", { baseSalary: "1000" });
    const left = await t.userWithRole("chef", { isActive: false, baseSalary: "1000" });
    const [stored] = await t.ctx.db
      .insert(monthlySalaries)
      .values([
        { userId: edited.id, year: 2025, month: 5, salary: "1100", currency: "SAR" },
        { userId: left.id, year: 2025, month: 5, salary: "990", status: true, paidAt: "2025-06-01", method: "cash" },
      ])
      .returning();
    const may = await payroll("2025-05");
    expect(lineOf(may, edited.id)).toMatchObject({ salary: stored.id, amount: 1100, currency: "SAR", status: false });
    expect(lineOf(may, left.id)).toMatchObject({ amount: 990, status: true, paid_at: "01.06.2025", method: "cash" });
  });
});

describe("paying a month", () => {
  it("pays many salaries at once with the amounts as edited, storing each as paid", async () => {
    const a = await t.userWithRole("chef", { baseSalary: "1000" });
    const b = await t.userWithRole("hotel", { baseSalary: "3000", salaryCurrency: "SAR" });
    const c = await t.userWithRole("operator", { baseSalary: "800" });
    const [stored] = await t.ctx.db.insert(monthlySalaries).values({ userId: c.id, year: 2025, month: 4, salary: "800" }).returning();

    const response = await pay([
      { employee: a.id, month: "2025-04", amount: "1050.25", currency: "USD" },
      { employee: b.id, month: "2025-04", amount: 3000, currency: "SAR" },
      { employee: c.id, month: "2025-04", amount: 820, currency: "USD" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      count: 3,
      totals: [
        { currency: "SAR", amount: 3000 },
        { currency: "USD", amount: 1870.25 },
      ],
    });

    const april = await payroll("2025-04");
    for (const [employee, amount] of [
      [a.id, 1050.25],
      [b.id, 3000],
      [c.id, 820],
    ] as const) {
      expect(lineOf(april, employee)).toMatchObject({ amount, status: true, paid_at: "30.06.2025", method: "bank" });
    }
    expect(lineOf(april, c.id)?.salary).toBe(stored.id);

    const months = await t.app.inject({ url: `${LIST}?employee_id=${a.id}`, headers: hr });
    expect(months.json().results).toEqual([
      expect.objectContaining({ month: 4, year: 2025, salary: 1050.25, currency: "USD", status: true, paid_at: "30.06.2025", method: "bank" }),
    ]);
  });

  it("refuses a salary paid already, and then pays none of the others", async () => {
    const paid = await t.userWithRole("chef", { fullName: "Karimov Aziz", baseSalary: "1000" });
    const waiting = await t.userWithRole("chef", { baseSalary: "1000" });
    expect((await pay([{ employee: paid.id, month: "2025-03", amount: 1000, currency: "USD" }])).statusCode).toBe(200);

    const again = await pay([
      { employee: waiting.id, month: "2025-03", amount: 1000, currency: "USD" },
      { employee: paid.id, month: "2025-03", amount: 1200, currency: "USD" },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: "Bu oyliklar allaqachon to'langan: Karimov Aziz (2025-03)",
      already_paid: [{ employee: paid.id, month: "2025-03" }],
    });
    expect(await storedMonths([waiting.id])).toEqual([]);
    const [kept] = await storedMonths([paid.id]);
    expect(kept).toMatchObject({ salary: "1000.00", status: true });
  });

  it("lets only one of two payments of the same salary through", async () => {
    const employee = await t.userWithRole("chef", { baseSalary: "1000" });
    const salary = { employee: employee.id, month: "2025-02", amount: 1000, currency: "USD" };
    const responses = await Promise.all([pay([salary]), pay([salary])]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await storedMonths([employee.id])).toHaveLength(1);
  });

  it("refuses a body it cannot pay", async () => {
    const employee = await t.userWithRole("chef");
    const salary = { employee: employee.id, month: "2025-01", amount: 100, currency: "USD" };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ salaries: [] }, "salaries"],
      [{ salaries: [salary, { ...salary, amount: 200 }] }, "salaries.1"],
      [{ salaries: [{ ...salary, employee: UNKNOWN_ID }] }, "salaries.0.employee"],
      [{ salaries: [{ ...salary, month: "2025-1" }] }, "salaries.0.month"],
      [{ salaries: [{ ...salary, amount: -5 }] }, "salaries.0.amount"],
      [{ salaries: [{ ...salary, currency: "EUR" }] }, "salaries.0.currency"],
      [{ salaries: [salary], paid_at: "2025-06-30" }, "paid_at"],
      [{ salaries: [salary], method: "cheque" }, "method"],
    ];
    for (const [body, field] of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: PAY,
        headers: hr,
        payload: { salaries: [salary], paid_at: "30.06.2025", method: "cash", ...body },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toHaveProperty([field]);
    }
    expect(await t.ctx.db.select().from(monthlySalaries).where(eq(monthlySalaries.userId, employee.id))).toEqual([]);
  });

  it("is read by HR readers and paid by HR writers only", async () => {
    const employee = await t.userWithRole("chef");
    const salary = { employee: employee.id, month: "2025-01", amount: 100, currency: "USD" };
    for (const role of ["analytics", "ceo", "admin", "superuser"] as const) {
      expect((await t.app.inject({ url: PAYROLL, headers: (await t.userWithRole(role)).headers })).statusCode, role).toBe(200);
    }
    for (const role of ["chef", "catering", "operator"] as const) {
      expect((await t.app.inject({ url: PAYROLL, headers: (await t.userWithRole(role)).headers })).statusCode, role).toBe(403);
    }
    for (const role of ["analytics", "chef"] as const) {
      expect((await pay([salary], (await t.userWithRole(role)).headers)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url: PAYROLL })).statusCode).toBe(401);
    expect((await pay([salary], (await t.userWithRole("ceo")).headers)).statusCode).toBe(200);
  });
});
