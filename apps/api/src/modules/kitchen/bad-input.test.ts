import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "@app/contract/routes";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { MENU_TYPES } from "@app/contract/schemas/kitchen-menus";
import { WRITE_OFF_REASONS } from "@app/contract/schemas/kitchen-warehouse";
import {
  foodOrders,
  dishIngredients,
  dishSections,
  dishes,
  units,
  productSections,
  menuDishes,
  menus,
  products,
  rations,
  ingredients,
  stockBatches,
  stockMovements,
} from "../../db/schema/index.ts";
import { type BadInputEndpoint, type FieldKind, type RowPath, badInputChecks, rowsOf } from "../../test/bad-input.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { activeCounterparty, api, kitchenClient } from "./testing.ts";

/** One small kitchen whose rows the endpoints below aim at; built once, on first use. */
type Fixture = Awaited<ReturnType<typeof buildFixture>>;
let fixture: Promise<Fixture> | undefined;

async function buildFixture(t: TestApp) {
  const kitchen = kitchenClient(t, (await t.userWithRole("admin")).headers);
  const grams = await kitchen.unit("Gramm", "g");
  const kilograms = await kitchen.unit("Kilogramm", "kg");
  const section = await kitchen.section();
  const dishSection = await kitchen.dishSection();
  const product = await kitchen.product({ section: section.id, measure: grams.id, measure_warehouse: kilograms.id, difference_measures: 1000 });
  await kitchen.receive(product.id, 100_000, 50);
  const line = await kitchen.line(product.id, 10);
  const dishes = [];
  for (let index = 0; index < 7; index++) dishes.push((await kitchen.dish({ section: dishSection.id, profit: 10, recipes_id: [line.id] })).id);
  const slots = [];
  for (const menu_type of MENU_TYPES) slots.push((await kitchen.menu({ menu_type, profit: 10, foods_id: dishes })).id);
  const ration = await kitchen.ration({ profit: 10, menu_breakfast: slots[0], menu_lunch: slots[1], menu_dinner: slots[2] });
  const agent = await activeCounterparty(t);
  return { kitchen, grams, kilograms, section, dishSection, product, line, dishes, slots, ration, agent };
}

const ready = (t: TestApp) => (fixture ??= buildFixture(t));

/** A row of its own for each check, so deletes and updates never meet another check's row. */
const row = (path: string, create: (f: Fixture) => Promise<{ id: string }>): RowPath => ({
  item: (segment) => API_BASE + path.replace(":id", segment),
  target: async (t) => (await create(await ready(t))).id,
});

const catalogFields = { name: { type: "text" }, status: { type: "boolean" } } satisfies Record<string, FieldKind>;
const catalogState = rowsOf(productSections, units, dishSections);
const productState = rowsOf(products);
const stockState = rowsOf(stockBatches, stockMovements);
const dishState = rowsOf(ingredients, dishes, dishIngredients);
const menuState = rowsOf(menus, menuDishes, rations);
const orderState = rowsOf(foodOrders, stockBatches, stockMovements);

let counter = 0;
const fresh = (prefix: string) => `${prefix} ${++counter}`;

/** The fixture once built; bodies read their ids from it (through getters) when a check sends them. */
let f: Fixture;

const product = {
  valid: {
    name: "Yangi mahsulot",
    get section() { return f.section.id; },
    get measure() { return f.grams.id; },
    get measure_warehouse() { return f.kilograms.id; },
    difference_measures: 1000,
  },
  fields: { name: { type: "text" }, section: { type: "uuid" }, measure: { type: "uuid" }, measure_warehouse: { type: "uuid" } } satisfies Record<string, FieldKind>,
  required: ["name", "section", "measure", "measure_warehouse", "difference_measures"],
};
const dish = {
  valid: { name: "Yangi taom", get section() { return f.dishSection.id; }, profit: 100, get recipes_id() { return [f.line.id]; } },
  fields: { name: { type: "text" }, section: { type: "uuid" } } satisfies Record<string, FieldKind>,
  required: ["name", "section", "profit", "recipes_id"],
};
const menu = {
  valid: { name: "Yangi menyu", menu_type: "lunch", profit: 100, get foods_id() { return f.dishes; } },
  fields: { name: { type: "text" }, menu_type: { type: "enum", values: MENU_TYPES } } satisfies Record<string, FieldKind>,
  required: ["name", "menu_type", "profit", "foods_id"],
};
const ration = {
  valid: {
    name: "Yangi ratsion",
    profit: 100,
    get menu_breakfast() { return f.slots[0]; },
    get menu_lunch() { return f.slots[1]; },
    get menu_dinner() { return f.slots[2]; },
  },
  fields: { name: { type: "text" }, menu_breakfast: { type: "uuid" }, menu_lunch: { type: "uuid" }, menu_dinner: { type: "uuid" } } satisfies Record<string, FieldKind>,
  required: ["name", "profit", "menu_breakfast", "menu_lunch", "menu_dinner"],
};
const order = {
  valid: { get food() { return f.dishes[0]; }, product_count: 1, get counter_agent() { return f.agent; }, address: "Madina" },
  fields: {
    food: { type: "uuid", nullable: true },
    counter_agent: { type: "uuid" },
    product_count: { type: "wholeNumber", min: 1, max: 100_000 },
    address: { type: "text", nullable: true },
  } satisfies Record<string, FieldKind>,
  required: ["counter_agent"],
};
const newBatch = (x: Fixture) => x.kitchen.receive(x.product.id, 1000, 1);

/** Every kitchen write endpoint; a new one is a new entry. */
const ENDPOINTS: BadInputEndpoint[] = [
  { name: "POST /sections/", method: "POST", path: api(PRODUCT_SECTIONS.list.path), caller: "catering", outsider: "warehouse", body: { valid: { name: "Bo'lim" }, fields: catalogFields, required: ["name"] }, state: catalogState },
  { name: "PATCH /sections/{id}/", method: "PATCH", path: row(PRODUCT_SECTIONS.get.path, (x) => x.kitchen.section(fresh("Sinov bo'limi"))), caller: "ceo", outsider: "chef", body: { valid: { status: false }, fields: catalogFields, required: [] }, state: catalogState },
  { name: "DELETE /sections/measures/{id}/", method: "DELETE", path: row(UNITS.get.path, (x) => x.kitchen.unit(fresh("Sinov birligi"), "b")), caller: "warehouse", outsider: "chef", state: catalogState },
  { name: "PUT /foods/sections/{id}/", method: "PUT", path: row(DISH_SECTIONS.get.path, (x) => x.kitchen.dishSection()), caller: "chef", outsider: "analytics", body: { valid: { name: "Salatlar" }, fields: catalogFields, required: ["name"] }, state: catalogState },
  { name: "POST /products/", method: "POST", path: api(PRODUCTS.list.path), caller: "warehouse", outsider: "analytics", body: product, state: productState },
  { name: "PATCH /products/{id}/", method: "PATCH", path: row(PRODUCTS.get.path, async (x) => x.product), caller: "chef", outsider: "hotel", body: { ...product, valid: { name: "Boshqa nom" }, required: [] }, state: productState },
  { name: "POST /warehouses/", method: "POST", path: api(STOCK_BATCHES.list.path), caller: "warehouse", outsider: "chef", body: { valid: { get product() { return f.product.id; }, gross_price: 5000, arrived_amount: 2 }, fields: { product: { type: "uuid" } }, required: ["product", "gross_price", "arrived_amount"] }, state: stockState },
  { name: "POST /warehouses/{id}/ (write-off)", method: "POST", path: row(STOCK_BATCHES.get.path, newBatch), caller: "catering", outsider: "analytics", body: { valid: { amount: 0.5, reason: "spoiled", note: "Namlangan" }, fields: { reason: { type: "enum", values: WRITE_OFF_REASONS }, note: { type: "text", nullable: true } }, required: ["amount"] }, state: stockState },
  { name: "PATCH /warehouses/{id}/", method: "PATCH", path: row(STOCK_BATCHES.get.path, newBatch), caller: "warehouse", outsider: "chef", state: stockState },
  { name: "POST /foods/recipe_foods/", method: "POST", path: api(INGREDIENTS.list.path), caller: "chef", outsider: "warehouse", body: { valid: { get product() { return f.product.id; }, count: 25 }, fields: { product: { type: "uuid" } }, required: ["product", "count"] }, state: dishState },
  { name: "DELETE /foods/recipe_foods/{id}/", method: "DELETE", path: row(INGREDIENTS.get.path, (x) => x.kitchen.line(x.product.id, 5)), caller: "chef", outsider: "warehouse", state: dishState },
  { name: "POST /foods/", method: "POST", path: api(DISHES.list.path), caller: "chef", outsider: "analytics", body: dish, state: dishState },
  { name: "PATCH /foods/{id}/", method: "PATCH", path: row(DISHES.get.path, async (x) => ({ id: x.dishes[0] })), caller: "catering", outsider: "warehouse", body: { ...dish, valid: { name: "Boshqa taom" }, required: [] }, state: dishState },
  { name: "POST /menus/", method: "POST", path: api(MENUS.list.path), caller: "chef", outsider: "analytics", body: menu, state: menuState },
  { name: "PUT /menus/{id}/", method: "PUT", path: row(MENUS.get.path, async (x) => ({ id: x.slots[1] })), caller: "ceo", outsider: "analytics", body: menu, state: menuState },
  { name: "POST /menus/recipes/", method: "POST", path: api(RATIONS.list.path), caller: "chef", outsider: "analytics", body: ration, state: menuState },
  { name: "DELETE /menus/recipes/{id}/", method: "DELETE", path: row(RATIONS.get.path, async (x) => x.ration), caller: "admin", outsider: "analytics", state: menuState },
  { name: "POST /orders/food_orders/", method: "POST", path: api(FOOD_ORDERS.list.path), caller: "catering", outsider: "warehouse", body: order, state: orderState },
  {
    name: "PATCH /orders/food_orders/{id}/",
    method: "PATCH",
    path: row(FOOD_ORDERS.get.path, (x) => x.kitchen.order({ food: x.dishes[0], counter_agent: x.agent })),
    caller: "ceo",
    outsider: "analytics",
    body: { valid: { status: 1 }, fields: { status: { type: "wholeNumber", min: -1, max: 1 } }, required: ["status"] },
    state: orderState,
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  f = await ready(t);
});
afterAll(() => t.close());

describe.each(ENDPOINTS)("bad input to $name", (endpoint) => {
  for (const check of badInputChecks(endpoint)) {
    it(check.name, () => check.run(t));
  }
});

/** Decimal fields: any JSON value that is not a fitting decimal is a 400 on that field, never a 5xx. */
describe("decimal fields", () => {
  const junk = fc.oneof(
    fc.jsonValue({ maxDepth: 1 }),
    fc.constantFrom("-1", "0", "1e5", "1.2345678", "12,5.5", " ", "NaN", "Infinity", "99999999999999999999", -0.5, 1e300, 0),
  );
  const cases: Array<{ path: string; method: "POST"; body: (f: Fixture) => Record<string, unknown>; field: string }> = [
    { path: STOCK_BATCHES.list.path, method: "POST", field: "gross_price", body: (f) => ({ product: f.product.id, arrived_amount: 1 }) },
    { path: STOCK_BATCHES.list.path, method: "POST", field: "arrived_amount", body: (f) => ({ product: f.product.id, gross_price: 100 }) },
    { path: INGREDIENTS.list.path, method: "POST", field: "count", body: (f) => ({ product: f.product.id }) },
    { path: DISHES.list.path, method: "POST", field: "profit", body: (f) => ({ name: fresh("Sinov taomi"), section: f.dishSection.id, recipes_id: [f.line.id] }) },
    {
      path: PRODUCTS.list.path,
      method: "POST",
      field: "difference_measures",
      body: (f) => ({ name: fresh("Sinov mahsuloti"), section: f.section.id, measure: f.grams.id, measure_warehouse: f.kilograms.id }),
    },
  ];
  it.each(cases)("$path $field", async ({ path, method, body, field }) => {
    const f = await ready(t);
    const headers = (await t.userWithRole("admin")).headers;
    await fc.assert(
      fc.asyncProperty(junk, async (value) => {
        const response = await t.app.inject({ method, url: api(path), headers, payload: { ...body(f), [field]: value } });
        expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode === 400) expect(typeof response.json().detail).toBe("string");
      }),
      { numRuns: 25 },
    );
  });
});
