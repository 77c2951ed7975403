import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROLES } from "@app/contract/roles";
import { businessDateOf, formatIsoDate } from "@app/contract/dates";
import { counterparties, generalExpenses, guestGroups, users } from "../db/schema/index.ts";
import { normalizeStoredNames } from "../db/stored-names.ts";
import { verifyPassword } from "../modules/auth/passwords.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { DEMO_PASSWORD } from "./demo-staff.ts";
import { firstRun } from "./first-run.ts";

const quiet = { warn() {}, info() {} };
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const STAFF_ROLES = ROLES.filter((role) => role !== "superuser");
const STAFF_EMAILS = STAFF_ROLES.map((role) => `${role}@demo.uz`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { seedDemo: true } });
});
afterAll(() => t.close());

async function totals() {
  const total = async (table: typeof users | typeof counterparties | typeof guestGroups) =>
    (await t.ctx.db.select({ total: count() }).from(table))[0].total;
  const [superusers] = await t.ctx.db.select({ total: count() }).from(users).where(eq(users.isSuperuser, true));
  const [staff] = await t.ctx.db.select({ total: count() }).from(users).where(inArray(users.email, STAFF_EMAILS));
  return {
    users: await total(users),
    superusers: superusers.total,
    staff: staff.total,
    counterparties: await total(counterparties),
    guestGroups: await total(guestGroups),
  };
}

it("seeds the demo data once however often the server starts", async () => {
  await firstRun(t.ctx, quiet);
  const first = await totals();
  expect(first).toMatchObject({ superusers: 1, staff: STAFF_ROLES.length, counterparties: 60, guestGroups: 25 });

  await firstRun(t.ctx, quiet);
  expect(await totals()).toEqual(first);
});

it("gives every role but superuser a demo account with the shared password", async () => {
  const staff = await t.ctx.db.select().from(users).where(inArray(users.email, STAFF_EMAILS));
  expect(staff.map((user) => user.role).sort()).toEqual([...STAFF_ROLES].sort());
  const hotel = staff.find((user) => user.email === "hotel@demo.uz")!;
  expect(await verifyPassword(DEMO_PASSWORD, hotel.passwordHash)).toBe(true);
  expect(new Set(staff.map((user) => user.passwordHash)).size).toBe(1);
});

it("spreads varied counterparties and groups over the past year", async () => {
  const agents = await t.ctx.db.select().from(counterparties);
  const now = t.clock.now.getTime();
  const lastYear = (instant: Date) => instant.getTime() <= now && instant.getTime() > now - YEAR_MS;
  expect(new Set(agents.map((agent) => agent.name)).size).toBe(agents.length);
  expect(agents.every((agent) => lastYear(agent.createdAt))).toBe(true);
  expect(new Set(agents.map((agent) => agent.counterpartyType))).toEqual(new Set(["B2B", "B2C"]));
  expect(agents.filter((agent) => !agent.status).length).toBeGreaterThan(0);

  const groups = await t.ctx.db.select().from(guestGroups);
  expect(new Set(groups.map((group) => group.name)).size).toBe(groups.length);
  expect(groups.every((group) => group.count >= 10 && group.count <= 45)).toBe(true);
  expect(new Set(groups.map((group) => group.guestGroupStatus))).toEqual(new Set(["Pending", "Accepted"]));
});

it("keeps a year of general expenses in three currencies, none after today", async () => {
  const expenses = await t.ctx.db.select().from(generalExpenses);
  const today = formatIsoDate(businessDateOf(t.clock.now));
  expect(expenses.filter((expense) => expense.category === "rent").length).toBeGreaterThanOrEqual(11);
  expect(new Set(expenses.map((expense) => expense.currency))).toEqual(new Set(["SAR", "USD", "UZS"]));
  expect(expenses.every((expense) => expense.date <= today)).toBe(true);
});

it("writes every name in the one form the forms save names in", async () => {
  expect(await normalizeStoredNames(t.ctx.db)).toEqual({ rewritten: 0, kept: 0 });
});
