import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hiringExpenses, monthlySalaries, users } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { DEMO_EMPLOYEE_COUNT, seedDemoHr } from "./demo-hr.ts";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  admin = (await t.userWithRole("admin")).headers;
  await t.ctx.db.transaction((tx) => seedDemoHr(t.ctx, tx));
});
afterAll(() => t.close());

it("hires 25 employees with passports, expenses and salary months, some of each state", async () => {
  const employees = await t.ctx.db.select().from(users).where(like(users.email, "%.%@demo.uz"));
  expect(employees).toHaveLength(DEMO_EMPLOYEE_COUNT);
  expect(employees.every((employee) => /^[A-Z]{2}\d{7}$/.test(employee.passportNumber ?? ""))).toBe(true);
  expect(new Set(employees.map((employee) => employee.passportNumber)).size).toBe(DEMO_EMPLOYEE_COUNT);

  const cards = (await t.app.inject({ url: "/api/v1/employee/?per_page=100&search=demo.uz", headers: admin })).json().results;
  expect(cards).toHaveLength(DEMO_EMPLOYEE_COUNT);
  const expiring = cards.filter((card: { passport_expiring: boolean }) => card.passport_expiring);
  expect(expiring.length).toBeGreaterThanOrEqual(3);
  expect(expiring.length).toBeLessThan(10);
  type Card = { sums: Array<{ currency: string; hiring_expense: number }> };
  expect(cards.every((card: Card) => card.sums.some((sum) => sum.currency === "USD" && sum.hiring_expense > 0))).toBe(true);

  const ids = employees.map((employee) => employee.id);
  const expenses = await t.ctx.db.select().from(hiringExpenses).where(inArray(hiringExpenses.userId, ids));
  expect(new Set(expenses.map((expense) => expense.status))).toEqual(new Set([true, false]));

  const months = await t.ctx.db.select().from(monthlySalaries).where(inArray(monthlySalaries.userId, ids));
  expect(new Set(months.map((month) => month.status))).toEqual(new Set([true, false]));
  expect(months.every((month) => month.status === (month.paidAt !== null) && month.status === (month.method === "bank"))).toBe(true);
  const oldest = employees.reduce((a, b) => ((a.dateCome ?? "") < (b.dateCome ?? "") ? a : b));
  const oldestMonths = await t.ctx.db.select().from(monthlySalaries).where(eq(monthlySalaries.userId, oldest.id));
  expect(oldestMonths.length).toBeGreaterThanOrEqual(12);
  expect(oldestMonths.filter((month) => month.year === 2025 && month.month === 6).map((month) => month.status)).toEqual([false]);
});
