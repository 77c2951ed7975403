import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import type { Ration } from "@app/contract/schemas/kitchen-rations";
import { foodOrders, dishes, menus, products, rations, stockBatches, stockMovements } from "../db/schema/index.ts";
import { api, kitchenClient, ledgerBreaches } from "../modules/kitchen/testing.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { DEMO_FOOD_ORDER_COUNT, seedDemoKitchen } from "./demo-kitchen.ts";

const NOW = new Date("2025-06-15T09:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  await t.ctx.db.transaction((tx) => seedDemoKitchen(t.ctx, tx));
}, 180_000);
afterAll(() => t.close());

const total = async (table: typeof products | typeof dishes | typeof menus | typeof rations | typeof stockBatches) =>
  (await t.ctx.db.select({ total: count() }).from(table))[0].total;

it("seeds 60+ products in stock, 40 dishes, menus for every meal and rations, all priced", async () => {
  expect(await total(products)).toBeGreaterThanOrEqual(60);
  expect(await total(stockBatches)).toBe(2 * (await total(products)));
  expect(await total(dishes)).toBe(40);
  const kitchen = kitchenClient(t, (await t.userWithRole("catering")).headers);
  const menuTypes = await t.ctx.db.select({ type: menus.menuType }).from(menus);
  expect(new Set(menuTypes.map((menu) => menu.type))).toEqual(new Set(["breakfast", "lunch", "dinner"]));
  const page = await kitchen.send<{ count: number; results: Ration[] }>("GET", api(RATIONS.list.path));
  expect(page.count).toBe(3);
  expect(page.results.every((ration) => ration.priced && ration.status && ration.net_price > 0)).toBe(true);
  const low = await kitchen.send<{ count: number }>("GET", `${api(PRODUCTS.list.path)}?low_stock=true`);
  expect(low.count).toBeGreaterThan(0);
});

it("places orders in every status through the ledger, which balances", async () => {
  const orders = await t.ctx.db.select().from(foodOrders);
  expect(orders).toHaveLength(DEMO_FOOD_ORDER_COUNT);
  expect(new Set(orders.map((order) => order.status))).toEqual(new Set([-1, 0, 1]));
  expect(orders.every((order) => order.createdAt < NOW)).toBe(true);
  const kinds = await t.ctx.db.select({ kind: stockMovements.kind }).from(stockMovements);
  expect(new Set(kinds.map((row) => row.kind))).toEqual(new Set(["receipt", "consumption", "write_off", "restoration"]));
  expect(await ledgerBreaches(t)).toEqual([]);
});
