import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiringExpenses, monthlySalaries } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { login } from "../auth/testing.ts";

const LIST = "/api/v1/employee/";
const item = (id: string) => `/api/v1/employee/${id}/`;
const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

let t: TestApp;
let hr: { authorization: string };
beforeAll(async () => {
  // 15 June 2025, 12:00 in Riyadh.
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  hr = (await t.userWithRole("hr")).headers;
});
afterAll(() => t.close());

const newEmployee = {
  email: "Dilshod.Karimov@Demo.UZ",
  full_name: "Dilshod Karimov",
  password: "Oshpaz2025",
  role: "chef",
  phone_number: "+998901234567",
  date_come: "01.03.2025",
  from_come: "Toshkent",
  passport_number: "AA1234567",
  given_by: "Toshkent sh. IIBB",
  validity_period: "20.07.2025",
  base_salary: "1500.50",
};

describe("employees", () => {
  it("hires an employee as a user who can log in, with the HR fields", async () => {
    const created = await t.app.inject({ method: "POST", url: LIST, headers: hr, payload: newEmployee });
    expect(created.statusCode).toBe(201);
    const employee = created.json();
    expect(employee).toEqual({
      id: expect.any(String),
      full_name: "Dilshod Karimov",
      email: "Dilshod.Karimov@demo.uz",
      role: "chef",
      phone_number: "+998901234567",
      date_come: "01.03.2025",
      base_salary: 1500.5,
      salary_currency: "USD",
      passport_number: "AA1234567",
      given_by: "Toshkent sh. IIBB",
      validity_period: "20.07.2025",
      passport_expiring: true,
      from_come: "Toshkent",
      is_active: true,
      monthly_salary: null,
      monthly_salary_currency: null,
      sums: [],
    });
    expect((await login(t, "Dilshod.Karimov@demo.uz", "Oshpaz2025")).statusCode).toBe(200);

    const taken = await t.app.inject({ method: "POST", url: LIST, headers: hr, payload: newEmployee });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toHaveProperty("email");
  });

  it("edits the HR fields without touching the login", async () => {
    const employee = await t.userWithRole("warehouse", { passwordHash: "scrypt$kept" });
    const patched = await t.app.inject({
      method: "PATCH",
      url: item(employee.id),
      headers: hr,
      payload: {
        passport_number: " AB7654321 ",
        validity_period: "01.01.2030",
        base_salary: 2000,
        salary_currency: "SAR",
        phone_number: null,
        email: "x@y.uz",
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      email: employee.email,
      passport_number: "AB7654321",
      validity_period: "01.01.2030",
      passport_expiring: false,
      base_salary: 2000,
      salary_currency: "SAR",
      phone_number: null,
    });

    for (const payload of [
      { base_salary: -1 },
      { base_salary: "abc" },
      { salary_currency: "RUB" },
      { date_come: "2025-01-01" },
      { validity_period: "31.02.2026" },
    ]) {
      const response = await t.app.inject({ method: "PATCH", url: item(employee.id), headers: hr, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty(Object.keys(payload)[0]);
    }
    expect((await t.app.inject({ method: "PATCH", url: item(UNKNOWN_ID), headers: hr, payload: {} })).statusCode).toBe(404);
  });

  it("flags a passport ending within 60 days or already ended", async () => {
    const cases = [
      ["2025-08-14", true],
      ["2025-08-15", false],
      ["2024-12-31", true],
    ] as const;
    for (const [validityPeriod, expiring] of cases) {
      const employee = await t.userWithRole("hotel", { validityPeriod });
      const card = await t.app.inject({ url: item(employee.id), headers: hr });
      expect(card.json().passport_expiring, validityPeriod).toBe(expiring);
    }
  });

  it("derives the money sums from expenses and salaries, each currency apart", async () => {
    const employee = await t.userWithRole("catering", { baseSalary: "800" });
    await t.ctx.db.insert(hiringExpenses).values([
      { userId: employee.id, title: "Viza", date: new Date("2025-01-10T08:00:00Z"), cost: "300.10", status: true },
      { userId: employee.id, title: "Aviachipta", date: new Date("2025-01-12T08:00:00Z"), cost: "450.20" },
      { userId: employee.id, title: "Tibbiy ko'rik", date: new Date("2025-01-13T08:00:00Z"), cost: "400000", currency: "UZS" },
    ]);
    await t.ctx.db.insert(monthlySalaries).values([
      { userId: employee.id, year: 2025, month: 4, salary: "800", status: true },
      { userId: employee.id, year: 2025, month: 5, salary: "850.75" },
      { userId: employee.id, year: 2025, month: 6, salary: "3100", currency: "SAR" },
    ]);
    const card = await t.app.inject({ url: item(employee.id), headers: hr });
    expect(card.json()).toMatchObject({
      base_salary: 800,
      monthly_salary: 3100,
      monthly_salary_currency: "SAR",
      sums: [
        { currency: "SAR", hiring_expense: 0, salary_paid: 0, salary_unpaid: 3100 },
        { currency: "USD", hiring_expense: 750.3, salary_paid: 800, salary_unpaid: 850.75 },
        { currency: "UZS", hiring_expense: 400000, salary_paid: 0, salary_unpaid: 0 },
      ],
    });
  });

  it("lists, searches and filters employees", async () => {
    const marker = "Zulfiya Nazarova";
    const active = await t.userWithRole("reception", { fullName: marker, passportNumber: "FA9988776" });
    await t.userWithRole("reception", { fullName: `${marker} 2`, isActive: false });

    const byName = await t.app.inject({ url: `${LIST}?search=zulfiya&is_active=true`, headers: hr });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ count: 1, next: null, previous: null, results: [{ id: active.id }] });
    const byPassport = await t.app.inject({ url: `${LIST}?search=FA99887`, headers: hr });
    expect(byPassport.json().results.map((row: { id: string }) => row.id)).toEqual([active.id]);
    const byRole = await t.app.inject({ url: `${LIST}?role=reception&is_active=false`, headers: hr });
    expect(byRole.json()).toMatchObject({ count: 1, results: [{ full_name: `${marker} 2`, is_active: false }] });

    const paged = await t.app.inject({ url: `${LIST}?per_page=2&page=2`, headers: hr });
    expect(paged.json().results).toHaveLength(2);
    expect(paged.json().previous).toContain("page=1");
    expect((await t.app.inject({ url: `${LIST}?page=999`, headers: hr })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${LIST}?role=pilot`, headers: hr })).statusCode).toBe(400);
  });
});

describe("employee access", () => {
  it("lets HR roles write, analytics read, and others see only their own card", async () => {
    const transportation = await t.userWithRole("transportation");
    const other = await t.userWithRole("chef");

    expect((await t.app.inject({ url: LIST, headers: transportation.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: item(other.id), headers: transportation.headers })).statusCode).toBe(403);
    const own = await t.app.inject({ url: item(transportation.id), headers: transportation.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(transportation.id);
    const selfEdit = await t.app.inject({ method: "PATCH", url: item(transportation.id), headers: transportation.headers, payload: { base_salary: 9999 } });
    expect(selfEdit.statusCode).toBe(403);

    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await t.app.inject({ url: LIST, headers: analytics })).statusCode).toBe(200);
    expect((await t.app.inject({ url: item(other.id), headers: analytics })).statusCode).toBe(200);
    expect((await t.app.inject({ url: item(UNKNOWN_ID), headers: analytics })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PATCH", url: item(other.id), headers: analytics, payload: {} })).statusCode).toBe(403);
    const hire = { ...newEmployee, email: "analytics-hire@demo.uz" };
    expect((await t.app.inject({ method: "POST", url: LIST, headers: analytics, payload: hire })).statusCode).toBe(403);
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(401);
  });

  it("does not let HR grant admin or staff powers by hiring", async () => {
    const base = { ...newEmployee, email: "boss@demo.uz" };
    const asAdmin = await t.app.inject({ method: "POST", url: LIST, headers: hr, payload: { ...base, role: "admin" } });
    expect(asAdmin.statusCode).toBe(403);
    const asStaff = await t.app.inject({ method: "POST", url: LIST, headers: hr, payload: { ...base, is_staff: true } });
    expect(asStaff.statusCode).toBe(403);
    const asSuperuser = await t.app.inject({ method: "POST", url: LIST, headers: hr, payload: { ...base, is_superuser: true } });
    expect(asSuperuser.statusCode).toBe(403);

    const admin = (await t.userWithRole("admin")).headers;
    const byAdmin = await t.app.inject({ method: "POST", url: LIST, headers: admin, payload: { ...base, role: "admin" } });
    expect(byAdmin.statusCode).toBe(201);
  });

  it("lets each hirer give only the roles below its own, storing nothing when refused", async () => {
    const ceo = (await t.userWithRole("ceo")).headers;
    const emailFor = (role: string) => `hire-${role}-${crypto.randomUUID().slice(0, 8)}@demo.uz`;
    const hire = (headers: { authorization: string }, role: string, email = emailFor(role)) =>
      t.app.inject({ method: "POST", url: LIST, headers, payload: { ...newEmployee, email, role } });
    for (const [headers, role] of [[hr, "ceo"], [hr, "superuser"], [ceo, "admin"], [ceo, "superuser"]] as const) {
      const email = emailFor(role);
      const refused = await hire(headers, role, email);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ detail: expect.any(String) });
      expect((await t.app.inject({ url: `${LIST}?search=${email}`, headers: ceo })).json().count, role).toBe(0);
    }
    for (const [headers, role] of [[hr, "hr"], [hr, "reception"], [ceo, "ceo"], [ceo, "hr"]] as const) {
      expect((await hire(headers, role)).statusCode, role).toBe(201);
    }
    const staffByCeo = await t.app.inject({ method: "POST", url: LIST, headers: ceo, payload: { ...newEmployee, email: "ceo-staff@demo.uz", is_staff: true } });
    expect(staffByCeo.statusCode).toBe(403);
  });

  it("does not let HR edit the record of someone above what it may grant", async () => {
    const ceo = (await t.userWithRole("ceo")).headers;
    for (const [headers, role] of [[hr, "admin"], [hr, "ceo"], [hr, "superuser"], [ceo, "admin"]] as const) {
      const target = await t.userWithRole(role, { phoneNumber: "+998900000001" });
      const response = await t.app.inject({ method: "PATCH", url: item(target.id), headers, payload: { phone_number: "+998911111111" } });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ detail: expect.any(String) });
      const card = await t.app.inject({ url: item(target.id), headers: hr });
      expect(card.json().phone_number, role).toBe("+998900000001");
    }
    const chef = await t.userWithRole("chef");
    expect((await t.app.inject({ method: "PATCH", url: item(chef.id), headers: ceo, payload: { phone_number: "+998911111111" } })).statusCode).toBe(200);
  });
});
