import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@app/contract/roles";
import { PATHS } from "@app/contract/routes";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { api } from "./testing.ts";

let t: TestApp;
const tokens = new Map<Role, { authorization: string }>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "ceo", "catering", "chef", "warehouse", "analytics", "hr", "hotel", "transportation"] as const) {
    tokens.set(role, (await t.userWithRole(role)).headers);
  }
});
afterAll(() => t.close());

type Rule = { method: "GET" | "POST"; path: string; allowed: Role[]; refused: Role[] };

/** Who may read and write each kitchen area (the contract's matrix, with the lookups forms need). */
const RULES: Rule[] = [
  { method: "GET", path: PATHS.sections.list, allowed: ["catering", "warehouse", "chef"], refused: ["hr", "hotel"] },
  { method: "POST", path: PATHS.sections.list, allowed: ["ceo", "catering"], refused: ["warehouse", "chef", "analytics"] },
  { method: "GET", path: PATHS.measures.list, allowed: ["warehouse", "chef", "analytics"], refused: ["hr", "transportation"] },
  { method: "POST", path: PATHS.measures.list, allowed: ["warehouse", "catering"], refused: ["chef", "analytics"] },
  { method: "GET", path: PATHS.products.list, allowed: ["chef", "warehouse", "analytics"], refused: ["hr", "hotel"] },
  { method: "POST", path: PATHS.products.list, allowed: ["chef", "warehouse"], refused: ["analytics", "hotel"] },
  { method: "GET", path: PATHS.warehouses.list, allowed: ["warehouse", "analytics", "catering"], refused: ["chef", "hr"] },
  { method: "POST", path: PATHS.warehouses.list, allowed: ["warehouse", "ceo"], refused: ["chef", "analytics"] },
  { method: "GET", path: PATHS.foodSections.list, allowed: ["chef", "analytics"], refused: ["warehouse", "hr"] },
  { method: "POST", path: PATHS.foodSections.list, allowed: ["chef"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: PATHS.recipeFoods.list, allowed: ["chef", "catering"], refused: ["analytics", "warehouse"] },
  { method: "POST", path: PATHS.recipeFoods.list, allowed: ["chef"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: PATHS.foods.list, allowed: ["chef", "analytics"], refused: ["warehouse", "hotel"] },
  { method: "POST", path: PATHS.foods.list, allowed: ["chef", "admin"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: PATHS.menus.list, allowed: ["chef", "analytics"], refused: ["warehouse", "hr"] },
  { method: "POST", path: PATHS.menus.list, allowed: ["chef"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: PATHS.rations.list, allowed: ["chef", "analytics"], refused: ["warehouse", "hotel"] },
  { method: "POST", path: PATHS.rations.list, allowed: ["catering"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: PATHS.foodOrders.list, allowed: ["catering", "warehouse", "analytics"], refused: ["chef", "hotel"] },
  { method: "POST", path: PATHS.foodOrders.list, allowed: ["catering", "ceo"], refused: ["warehouse", "analytics", "chef"] },
];

describe.each(RULES)("$method $path", ({ method, path, allowed, refused }) => {
  const send = (headers: Record<string, string>) => t.app.inject({ method, url: api(path), headers, payload: method === "POST" ? {} : undefined });

  it("lets in the roles of its area and refuses the others", async () => {
    for (const role of allowed) {
      const response = await send(tokens.get(role)!);
      expect(response.statusCode, role).toBe(method === "GET" ? 200 : 400);
    }
    for (const role of refused) {
      const response = await send(tokens.get(role)!);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().detail).toBe("Bu amal uchun sizda ruxsat yo'q");
    }
    expect((await send({})).statusCode).toBe(401);
  });
});
