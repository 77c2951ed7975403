import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthlySalaries } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const CREATE = "/api/v1/employee/monthly-salary/create/";
const LIST = "/api/v1/employee/monthly-salary/list/";
const update = (id: string) => `/api/v1/employee/monthly-salary/update/${id}/`;
const updateShort = (id: string) => `/api/v1/monthly-salary/update/${id}`;
const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

type Headers = { authorization: string };
type Month = {
  id: string;
  month: number;
  year: number;
  month_year: string;
  salary: number;
  currency: string;
  status: boolean;
  paid_at: string | null;
  method: string | null;
};

let t: TestApp;
let hr: Headers;
beforeAll(async () => {
  // 15 June 2025, 12:00 in Riyadh.
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  hr = (await t.userWithRole("hr")).headers;
});
afterAll(() => t.close());

function generate(employeeId: string, headers: Headers = hr) {
  return t.app.inject({ method: "POST", url: CREATE, headers, payload: { employee_id: employeeId } });
}

describe("monthly salary generation", () => {
  it("adds one unpaid month at the base salary per month from the hire month, and only once", async () => {
    const employee = await t.userWithRole("chef", { dateCome: "2024-04-20", baseSalary: "1250.50" });
    const first = await generate(employee.id);
    expect(first.statusCode).toBe(201);
    const months = first.json<Month[]>();
    expect(months).toHaveLength(15);
    expect(months[0]).toEqual({
      id: expect.any(String),
      month: 4,
      year: 2024,
      month_year: "April 2024",
      salary: 1250.5,
      currency: "USD",
      status: false,
      paid_at: null,
      method: null,
    });
    expect(months.at(-1)).toMatchObject({ month: 6, year: 2025, month_year: "June 2025" });

    const again = await generate(employee.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(months);
    const stored = await t.ctx.db.select().from(monthlySalaries).where(eq(monthlySalaries.userId, employee.id));
    expect(stored).toHaveLength(15);
  });

  it("fills only the months that are missing and keeps edited ones", async () => {
    const employee = await t.userWithRole("warehouse", { dateCome: "2025-04-01", baseSalary: "900" });
    const single = await t.app.inject({
      method: "POST",
      url: CREATE,
      headers: hr,
      payload: { employee_id: employee.id, month: 5, year: 2025, salary: "1000.00", status: true },
    });
    expect(single.statusCode).toBe(201);
    const generated = (await generate(employee.id)).json<Month[]>();
    expect(generated.map((month) => [month.month, month.salary, month.status])).toEqual([
      [4, 900, false],
      [5, 1000, true],
      [6, 900, false],
    ]);
  });

  it("starts at the current month when there is no hire date, and answers nothing for a future hire", async () => {
    const noDate = await t.userWithRole("hotel", { baseSalary: "700" });
    expect((await generate(noDate.id)).json()).toEqual([
      expect.objectContaining({ month: 6, year: 2025, salary: 700, status: false }),
    ]);
    const future = await t.userWithRole("hotel", { dateCome: "2025-09-01" });
    const response = await generate(future.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers parallel generations with one set of rows", async () => {
    const employee = await t.userWithRole("catering", { dateCome: "2025-01-10", baseSalary: "500" });
    const responses = await Promise.all(Array.from({ length: 5 }, () => generate(employee.id)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const stored = await t.ctx.db.select().from(monthlySalaries).where(eq(monthlySalaries.userId, employee.id));
    expect(stored).toHaveLength(6);
  });

  it("never creates a month from a GET", async () => {
    const employee = await t.userWithRole("chef", { dateCome: "2025-01-10" });
    const listed = await t.app.inject({ url: `${CREATE}?employee_id=${employee.id}`, headers: hr });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
    const page = await t.app.inject({ url: `${LIST}?employee_id=${employee.id}`, headers: hr });
    expect(page.json()).toMatchObject({ count: 0, totals: [] });
    expect(await t.ctx.db.select().from(monthlySalaries).where(eq(monthlySalaries.userId, employee.id))).toEqual([]);

    await generate(employee.id);
    const after = await t.app.inject({ url: `${CREATE}?employee_id=${employee.id}`, headers: hr });
    expect(after.json<Month[]>().map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("one month", () => {
  it("refuses a duplicate month, an unknown employee and bad amounts", async () => {
    const employee = await t.userWithRole("chef");
    const body = { employee_id: employee.id, month: 3, year: 2025, salary: 800 };
    expect((await t.app.inject({ method: "POST", url: CREATE, headers: hr, payload: body })).statusCode).toBe(201);

    const duplicate = await t.app.inject({ method: "POST", url: CREATE, headers: hr, payload: body });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ detail: "Bu xodimning shu oy uchun oyligi allaqachon mavjud" });

    const unknown = await t.app.inject({ method: "POST", url: CREATE, headers: hr, payload: { ...body, employee_id: UNKNOWN_ID } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ employee_id: ["Xodim topilmadi"] });
    expect((await generate(UNKNOWN_ID)).json()).toMatchObject({ employee_id: ["Xodim topilmadi"] });

    for (const [field, value] of [
      ["salary", -5],
      ["salary", "12.345"],
      ["month", 13],
      ["year", 2019],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: CREATE,
        headers: hr,
        payload: { ...body, month: 4, [field]: value },
      });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json()).toHaveProperty(field);
    }

    const partial = await t.app.inject({ method: "POST", url: CREATE, headers: hr, payload: { employee_id: employee.id, month: 4 } });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json())).toEqual(expect.arrayContaining(["year", "salary", "detail"]));
  });
});

describe("salary list, edits and totals", () => {
  it("marks months paid on both paths, answers the full month and keeps the totals", async () => {
    const employee = await t.userWithRole("chef", { dateCome: "2025-03-05", baseSalary: "1000" });
    const months = (await generate(employee.id)).json<Month[]>();
    expect(months).toHaveLength(4);

    const paid = await t.app.inject({ method: "PATCH", url: update(months[0].id), headers: hr, payload: { status: true } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ ...months[0], status: true, paid_at: "15.06.2025" });

    const raised = await t.app.inject({
      method: "PATCH",
      url: updateShort(months[1].id),
      headers: hr,
      payload: { salary: "1100.25", status: true },
    });
    expect(raised.json()).toEqual({ ...months[1], salary: 1100.25, status: true, paid_at: "15.06.2025" });

    const put = await t.app.inject({ method: "PUT", url: update(months[3].id), headers: hr, payload: { salary: 1200 } });
    expect(put.json()).toEqual({ ...months[3], salary: 1200 });

    const negative = await t.app.inject({ method: "PATCH", url: update(months[2].id), headers: hr, payload: { salary: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ salary: ["Summa manfiy bo'lmasligi kerak"] });

    const page = await t.app.inject({ url: `${LIST}?employee_id=${employee.id}`, headers: hr });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({
      count: 4,
      next: null,
      previous: null,
      totals: [{ currency: "USD", all: 4300.25, paid: 2100.25, unpaid: 2200 }],
    });
    expect(body.results.map((month: Month) => month.month)).toEqual([6, 5, 4, 3]);

    const unpaid = await t.app.inject({ url: `${LIST}?employee_id=${employee.id}&status=false`, headers: hr });
    expect(unpaid.json()).toMatchObject({ count: 2, totals: [{ currency: "USD", all: 2200, paid: 0, unpaid: 2200 }] });

    const ranged = await t.app.inject({
      url: `${LIST}?employee_id=${employee.id}&date_after=2025-03-02&date_before=2025-05-01&salary_min=1100`,
      headers: hr,
    });
    expect(ranged.json().results.map((month: Month) => month.month)).toEqual([4]);

    const read = await t.app.inject({ url: update(months[0].id), headers: hr });
    expect(read.json()).toEqual({ ...months[0], status: true, paid_at: "15.06.2025" });
    const employeeCard = await t.app.inject({ url: `/api/v1/employee/${employee.id}/`, headers: hr });
    expect(employeeCard.json()).toMatchObject({
      monthly_salary: 1200,
      monthly_salary_currency: "USD",
      sums: [{ currency: "USD", hiring_expense: 0, salary_paid: 2100.25, salary_unpaid: 2200 }],
    });
  });

  it("keeps each currency apart, dates a payment once and forgets it when a month is unpaid again", async () => {
    const employee = await t.userWithRole("hotel", { dateCome: "2025-05-01", baseSalary: "9000000", salaryCurrency: "UZS" });
    const [may, june] = (await generate(employee.id)).json<Month[]>();
    expect([may.currency, june.currency]).toEqual(["UZS", "UZS"]);
    const dollars = await t.app.inject({ method: "PATCH", url: update(may.id), headers: hr, payload: { salary: 700, currency: "USD", status: true } });
    expect(dollars.json()).toMatchObject({ salary: 700, currency: "USD", status: true, paid_at: "15.06.2025" });

    const [earlier] = await t.ctx.db
      .insert(monthlySalaries)
      .values({ userId: employee.id, year: 2025, month: 4, salary: "650", status: true, paidAt: "2025-05-02", method: "cash" })
      .returning();
    const again = await t.app.inject({ method: "PATCH", url: update(earlier.id), headers: hr, payload: { status: true } });
    expect(again.json()).toMatchObject({ paid_at: "02.05.2025", method: "cash" });
    const page = await t.app.inject({ url: `${LIST}?employee_id=${employee.id}`, headers: hr });
    expect(page.json().totals).toEqual([
      { currency: "USD", all: 1350, paid: 1350, unpaid: 0 },
      { currency: "UZS", all: 9000000, paid: 0, unpaid: 9000000 },
    ]);

    const undone = await t.app.inject({ method: "PATCH", url: update(may.id), headers: hr, payload: { status: false } });
    expect(undone.json()).toMatchObject({ status: false, paid_at: null, method: null });
    const wrong = await t.app.inject({ method: "PATCH", url: update(may.id), headers: hr, payload: { currency: "EUR" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ currency: ["Valyuta SAR, USD yoki UZS bo'lishi kerak"] });
  });

  it("answers 404 for an unknown or malformed salary id", async () => {
    for (const id of [UNKNOWN_ID, "12"]) {
      expect((await t.app.inject({ method: "PATCH", url: update(id), headers: hr, payload: { status: true } })).statusCode).toBe(404);
      expect((await t.app.inject({ url: updateShort(id), headers: hr })).statusCode).toBe(404);
    }
  });
});

describe("salary access", () => {
  it("lets an employee read only their own months and HR roles manage them", async () => {
    const employee = await t.userWithRole("transportation", { dateCome: "2025-05-01" });
    const other = await t.userWithRole("chef", { dateCome: "2025-05-01" });
    const [own] = (await generate(employee.id)).json<Month[]>();
    const [foreign] = (await generate(other.id)).json<Month[]>();

    const mine = await t.app.inject({ url: LIST, headers: employee.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().count).toBe(2);
    expect((await t.app.inject({ url: update(own.id), headers: employee.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${LIST}?employee_id=${other.id}`, headers: employee.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: update(foreign.id), headers: employee.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${CREATE}?employee_id=${other.id}`, headers: employee.headers })).statusCode).toBe(403);
    const selfPay = await t.app.inject({ method: "PATCH", url: update(own.id), headers: employee.headers, payload: { status: true } });
    expect(selfPay.statusCode).toBe(403);
    expect((await generate(employee.id, employee.headers)).statusCode).toBe(403);

    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await t.app.inject({ url: `${LIST}?employee_id=${other.id}`, headers: analytics })).statusCode).toBe(200);
    expect((await generate(other.id, analytics)).statusCode).toBe(403);
    for (const role of ["admin", "ceo", "superuser"] as const) {
      const headers = (await t.userWithRole(role)).headers;
      const response = await t.app.inject({ method: "PATCH", url: updateShort(foreign.id), headers, payload: { status: true } });
      expect(response.statusCode, role).toBe(200);
    }
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(401);
  });
});
