import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const list = (employeeId: string) => `/api/v1/employee/${employeeId}/expenses/`;
const item = (employeeId: string, id: string) => `/api/v1/employee/${employeeId}/expenses/${id}`;
const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

type Headers = { authorization: string };
type Expense = { id: string; user: string; title: string; date: string; cost: number; currency: string; status: boolean };

let t: TestApp;
let hr: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  hr = (await t.userWithRole("hr")).headers;
});
afterAll(() => t.close());

async function addExpense(employeeId: string, payload: Record<string, unknown>): Promise<Expense> {
  const response = await t.app.inject({ method: "POST", url: list(employeeId), headers: hr, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("hiring expenses", () => {
  it("adds, reads, edits and deletes an expense", async () => {
    const employee = await t.userWithRole("chef");
    const created = await addExpense(employee.id, { title: "  Viza  ", date: "10.01.2025 09:30", cost: "250.50" });
    expect(created).toEqual({
      id: expect.any(String),
      user: employee.id,
      title: "Viza",
      date: "10.01.2025 09:30",
      cost: 250.5,
      currency: "USD",
      status: false,
    });
    expect((await t.app.inject({ url: item(employee.id, created.id), headers: hr })).json()).toEqual(created);

    const paid = await t.app.inject({ method: "PATCH", url: item(employee.id, created.id), headers: hr, payload: { status: true } });
    expect(paid.json()).toEqual({ ...created, status: true });
    const put = await t.app.inject({
      method: "PUT",
      url: `${item(employee.id, created.id)}/`,
      headers: hr,
      payload: { title: "Ishchi vizasi", date: "11.01.2025 10:00", cost: 300 },
    });
    expect(put.json()).toEqual({ ...created, title: "Ishchi vizasi", date: "11.01.2025 10:00", cost: 300, status: false });

    const removed = await t.app.inject({ method: "DELETE", url: item(employee.id, created.id), headers: hr });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: item(employee.id, created.id), headers: hr })).statusCode).toBe(404);
  });

  it("answers 404 for another employee's expense and for an unknown employee", async () => {
    const owner = await t.userWithRole("chef");
    const other = await t.userWithRole("chef");
    const expense = await addExpense(owner.id, { title: "Aviachipta", date: "01.02.2025 08:00", cost: 400 });
    expect((await t.app.inject({ url: item(other.id, expense.id), headers: hr })).statusCode).toBe(404);
    const edit = await t.app.inject({ method: "PATCH", url: item(other.id, expense.id), headers: hr, payload: { cost: 1 } });
    expect(edit.statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: item(other.id, expense.id), headers: hr })).statusCode).toBe(404);
    expect((await t.app.inject({ url: item(owner.id, expense.id), headers: hr })).json().cost).toBe(400);

    expect((await t.app.inject({ url: list(UNKNOWN_ID), headers: hr })).statusCode).toBe(404);
    const orphan = await t.app.inject({
      method: "POST",
      url: list(UNKNOWN_ID),
      headers: hr,
      payload: { title: "Viza", date: "01.02.2025 08:00", cost: 1 },
    });
    expect(orphan.statusCode).toBe(404);
    expect((await t.app.inject({ url: list("not-a-uuid"), headers: hr })).statusCode).toBe(404);
  });

  it("refuses bad fields", async () => {
    const employee = await t.userWithRole("chef");
    const valid = { title: "Viza", date: "01.02.2025 08:00", cost: 100 };
    for (const [field, value] of [
      ["title", "   "],
      ["date", "01.02.2025"],
      ["date", "2025-02-01 08:00"],
      ["date", "01.02.2025 24:00"],
      ["cost", -10],
      ["cost", "1,5"],
      ["cost", 1.555],
      ["status", "yes"],
    ] as const) {
      const response = await t.app.inject({ method: "POST", url: list(employee.id), headers: hr, payload: { ...valid, [field]: value } });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json()).toHaveProperty(field);
      expect(typeof response.json().detail).toBe("string");
    }
  });

  it("filters the list and totals what the filters match", async () => {
    const employee = await t.userWithRole("chef");
    await addExpense(employee.id, { title: "Viza", date: "10.01.2025 09:00", cost: "300.10", status: true });
    await addExpense(employee.id, { title: "Aviachipta Toshkent–Jidda", date: "31.01.2025 23:30", cost: "450.20" });
    await addExpense(employee.id, { title: "Tibbiy ko'rik", date: "01.02.2025 00:30", cost: 50 });
    await addExpense(employee.id, { title: "Tarjima", date: "02.02.2025 10:00", cost: 200000, currency: "UZS", status: true });

    const all = await t.app.inject({ url: list(employee.id), headers: hr });
    expect(all.json()).toMatchObject({
      count: 4,
      next: null,
      previous: null,
      totals: [
        { currency: "USD", all: 800.3, paid: 300.1, unpaid: 500.2 },
        { currency: "UZS", all: 200000, paid: 200000, unpaid: 0 },
      ],
    });
    expect(all.json().results.map((row: Expense) => row.title)).toEqual(["Tarjima", "Tibbiy ko'rik", "Aviachipta Toshkent–Jidda", "Viza"]);

    const query = async (params: string) =>
      (await t.app.inject({ url: `${list(employee.id)}?${params}`, headers: hr })).json<{
        count: number;
        results: Expense[];
        totals: Array<{ currency: string; all: number; paid: number; unpaid: number }>;
      }>();
    expect((await query("search=aviachipta")).count).toBe(1);
    expect((await query("status=false")).totals).toEqual([{ currency: "USD", all: 500.2, paid: 0, unpaid: 500.2 }]);
    expect((await query("status=True")).results.map((row) => row.title)).toEqual(["Tarjima", "Viza"]);
    expect((await query("month=1&year=2025")).count).toBe(2);
    expect((await query("month=2")).results.map((row) => row.title)).toEqual(["Tarjima", "Tibbiy ko'rik"]);
    for (const range of ["date_after=2025-01-31&date_before=2025-01-31", "date_after=31.01.2025&date_before=31.01.2025"]) {
      expect((await query(range)).results.map((row) => row.title), range).toEqual(["Aviachipta Toshkent–Jidda"]);
    }
    expect((await query("cost_min=100&cost_max=400")).results.map((row) => row.title)).toEqual(["Viza"]);
    expect((await query("per_page=3&page=2")).results).toHaveLength(1);

    for (const params of ["month=13", "date_after=31.13.2025", "cost_min=-1", "status=maybe", "year=abc"]) {
      expect((await t.app.inject({ url: `${list(employee.id)}?${params}`, headers: hr })).statusCode, params).toBe(400);
    }
  });
});

describe("expense access", () => {
  it("lets an employee read their own expenses only, and only HR roles write", async () => {
    const employee = await t.userWithRole("transportation");
    const other = await t.userWithRole("chef");
    const own = await addExpense(employee.id, { title: "Viza", date: "01.03.2025 10:00", cost: 100 });
    const foreign = await addExpense(other.id, { title: "Viza", date: "01.03.2025 10:00", cost: 100 });

    expect((await t.app.inject({ url: list(employee.id), headers: employee.headers })).json().count).toBe(1);
    expect((await t.app.inject({ url: item(employee.id, own.id), headers: employee.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: list(other.id), headers: employee.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: item(other.id, foreign.id), headers: employee.headers })).statusCode).toBe(403);
    const selfPaid = await t.app.inject({ method: "PATCH", url: item(employee.id, own.id), headers: employee.headers, payload: { status: true } });
    expect(selfPaid.statusCode).toBe(403);

    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await t.app.inject({ url: list(other.id), headers: analytics })).statusCode).toBe(200);
    const analyticsAdd = await t.app.inject({
      method: "POST",
      url: list(other.id),
      headers: analytics,
      payload: { title: "Viza", date: "01.03.2025 10:00", cost: 1 },
    });
    expect(analyticsAdd.statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: item(other.id, foreign.id), headers: analytics })).statusCode).toBe(403);

    for (const role of ["admin", "ceo", "superuser"] as const) {
      const headers = (await t.userWithRole(role)).headers;
      const response = await t.app.inject({ method: "PATCH", url: item(other.id, foreign.id), headers, payload: { status: true } });
      expect(response.statusCode, role).toBe(200);
    }
  });
});
