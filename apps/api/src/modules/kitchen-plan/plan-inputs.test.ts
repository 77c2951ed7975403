import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { unwatchedTables } from "../../test/tables-read.ts";
import { type Headers, at } from "../hotels/test-fixtures.ts";
import { api } from "../kitchen/testing.ts";
import { groupStay, planKitchen, setCycle } from "./testing.ts";

let t: TestApp;
let chef: Headers;

beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  const admin = (await t.userWithRole("admin")).headers;
  chef = (await t.userWithRole("chef")).headers;
  const k = await planKitchen(t, admin);
  await setCycle(t, chef, { start_date: "01.10.2025", rations: [k.ration.id], diets: { diabetic: [k.diabetic.id] } });
  await k.kitchen.receive(k.products.egg.id, 30, 1);
  await groupStay(t, admin, { checkIn: "2025-10-09 14:00", checkOut: "2025-10-12 12:00", meals: ["breakfast", "lunch", "dinner"], people: 2, diets: ["regular", "diabetic"] });
});
afterAll(() => t.close());

describe("what the kitchen's plans are derived from", () => {
  it("is every table the plan and the purchase list read: a write to any of them derives them again", async () => {
    const { read, unwatched } = await unwatchedTables(t, "kitchen_plan_inputs", async () => {
      for (const url of [`${api(KITCHEN_PLAN.plan.path)}?date=2025-10-10`, `${api(KITCHEN_PLAN.purchaseList.path)}?date_from=2025-10-09&date_to=2025-10-12`]) {
        const response = await t.app.inject({ url, headers: chef });
        expect(response.statusCode, response.body).toBe(200);
      }
    });
    expect(read.length).toBeGreaterThan(10);
    expect(unwatched).toEqual([]);
  });
});
