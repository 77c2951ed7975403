import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "@app/contract/roles";
import { DEFAULT_ADMIN } from "../config.ts";
import { users } from "../db/schema/index.ts";
import { passwordProblems } from "../modules/auth/passwords.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { DEMO_PASSWORD } from "./demo-staff.ts";
import { FIRST_SUPERUSER_NAME, firstRun } from "./first-run.ts";

const quiet = { warn() {}, info() {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usersCount = async () => (await t.ctx.db.select({ total: count() }).from(users))[0].total;

describe("the first superuser", () => {
  it("is refused a weak ADMIN_PASSWORD, naming the variable, and nothing is created", async () => {
    for (const password of ["admin12345", "abcdefghij", "Admin2026x"]) {
      t.ctx.config.admin = { email: "admin@hajj.uz", password, isDefault: false };
      await expect(firstRun(t.ctx, quiet), password).rejects.toThrow(/^ADMIN_PASSWORD /);
      expect(await usersCount()).toBe(0);
    }
  });

  it("gets a password that keeps the rule", async () => {
    t.ctx.config.admin = { email: "admin@hajj.uz", password: "Qum-soat-2026", isDefault: false };
    await firstRun(t.ctx, quiet);
    expect(await usersCount()).toBe(1);
  });

  it("the documented default password and the demo password keep the rule", () => {
    expect(passwordProblems(DEFAULT_ADMIN.password, { email: DEFAULT_ADMIN.email, fullName: FIRST_SUPERUSER_NAME })).toEqual([]);
    for (const role of ROLES) {
      expect(passwordProblems(DEMO_PASSWORD, { email: `${role}@demo.uz`, fullName: "Demo" }), role).toEqual([]);
    }
  });
});
