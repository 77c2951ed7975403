import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@app/contract/roles";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
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
  { method: "GET", path: PRODUCT_SECTIONS.list.path, allowed: ["catering", "warehouse", "chef"], refused: ["hr", "hotel"] },
  { method: "POST", path: PRODUCT_SECTIONS.list.path, allowed: ["ceo", "catering"], refused: ["warehouse", "chef", "analytics"] },
  { method: "GET", path: UNITS.list.path, allowed: ["warehouse", "chef", "analytics"], refused: ["hr", "transportation"] },
  { method: "POST", path: UNITS.list.path, allowed: ["warehouse", "catering"], refused: ["chef", "analytics"] },
  { method: "GET", path: PRODUCTS.list.path, allowed: ["chef", "warehouse", "analytics"], refused: ["hr", "hotel"] },
  { method: "POST", path: PRODUCTS.list.path, allowed: ["chef", "warehouse"], refused: ["analytics", "hotel"] },
  { method: "GET", path: STOCK_BATCHES.list.path, allowed: ["warehouse", "analytics", "catering"], refused: ["chef", "hr"] },
  { method: "POST", path: STOCK_BATCHES.list.path, allowed: ["warehouse", "ceo"], refused: ["chef", "analytics"] },
  { method: "GET", path: DISH_SECTIONS.list.path, allowed: ["chef", "analytics"], refused: ["warehouse", "hr"] },
  { method: "POST", path: DISH_SECTIONS.list.path, allowed: ["chef"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: INGREDIENTS.list.path, allowed: ["chef", "catering"], refused: ["analytics", "warehouse"] },
  { method: "POST", path: INGREDIENTS.list.path, allowed: ["chef"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: DISHES.list.path, allowed: ["chef", "analytics"], refused: ["warehouse", "hotel"] },
  { method: "POST", path: DISHES.list.path, allowed: ["chef", "admin"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: MENUS.list.path, allowed: ["chef", "analytics"], refused: ["warehouse", "hr"] },
  { method: "POST", path: MENUS.list.path, allowed: ["chef"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: RATIONS.list.path, allowed: ["chef", "analytics"], refused: ["warehouse", "hotel"] },
  { method: "POST", path: RATIONS.list.path, allowed: ["catering"], refused: ["analytics", "warehouse"] },
  { method: "GET", path: FOOD_ORDERS.list.path, allowed: ["catering", "warehouse", "analytics"], refused: ["chef", "hotel"] },
  { method: "POST", path: FOOD_ORDERS.list.path, allowed: ["catering", "ceo"], refused: ["warehouse", "analytics", "chef"] },
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
