import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import type { Dish } from "@app/contract/schemas/kitchen-dishes";
import type { Menu } from "@app/contract/schemas/kitchen-menus";
import type { Ration } from "@app/contract/schemas/kitchen-rations";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { type KitchenClient, api, gramsAndKilograms, kitchenClient } from "../testing.ts";

let t: TestApp;
let kitchen: KitchenClient;
let basics: Awaited<ReturnType<typeof gramsAndKilograms>>;
let dishSection: string;
beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  kitchen = kitchenClient(t, (await t.userWithRole("catering")).headers);
  const admin = kitchenClient(t, (await t.userWithRole("admin")).headers);
  basics = await gramsAndKilograms(admin);
  dishSection = (await kitchen.dishSection("Issiq taomlar")).id;
});
afterAll(() => t.close());

const minute = 60_000;

/** A dish of one ingredient line per [product, grams]. */
async function dish(profit: number, parts: Array<[string, number]>, name?: string) {
  const lines = [];
  for (const [product, grams] of parts) lines.push(await kitchen.line(product, grams));
  return kitchen.dish({ name, section: dishSection, profit, recipes_id: lines.map((line) => line.id) });
}

const get = <T>(path: string, id: string) => kitchen.send<T>("GET", api(path, { id }));

describe("cost cascade", () => {
  it("prices a dish from its lines, a menu from its dishes and a ration from its menus", async () => {
    const rice = await basics.product("Guruch");
    const meat = await basics.product("Mol go'shti");
    await kitchen.receive(rice.id, 150_000, 10);
    await kitchen.receive(meat.id, 80_000, 1);

    const osh = await dish(2000, [[rice.id, 250], [meat.id, 100]], "Osh");
    expect(osh).toMatchObject({
      name: "Osh",
      section_name: "Issiq taomlar",
      net_price: 11750,
      profit: 2000,
      gross_price: 13750,
      priced: true,
      status: true,
      // 10 000 g of rice ÷ 250 makes 40, 1 000 g of meat ÷ 100 makes 10.
      available_portions: 10,
      missing_products: {},
    });
    expect(osh.recipe_foods.map((line) => [line.product_name, line.count, line.price])).toEqual([
      ["Guruch", 250, 3750],
      ["Mol go‘shti", 100, 8000],
    ]);
    expect(osh.recipes).toHaveLength(2);

    const dishes = [osh];
    for (let index = 1; index < 7; index++) dishes.push(await dish(250, [[rice.id, 100]]));
    const lunch = await kitchen.menu({ menu_type: "lunch", profit: 500, foods_id: dishes.map((dish) => dish.id) });
    expect(lunch).toMatchObject({
      menu_type: "lunch",
      net_price: 11750 + 6 * 1500,
      gross_price: 11750 + 6 * 1500 + 500,
      priced: true,
      status: true,
      // 850 g of rice a portion: 11; 100 g of meat: 10.
      available_portions: 10,
      food_count: 7,
    });
    expect(lunch.foods.find((dish) => dish.id === osh.id)).toEqual({ id: osh.id, name: "Osh", price: "13750.00", image: null });

    const breakfast = await kitchen.menu({ menu_type: "breakfast", profit: 100, foods_id: dishes.map((dish) => dish.id) });
    const dinner = await kitchen.menu({ menu_type: "dinner", profit: 200, foods_id: dishes.map((dish) => dish.id) });
    const ration = await kitchen.ration({
      profit: 1000,
      menu_breakfast: breakfast.id,
      menu_lunch: lunch.id,
      menu_dinner: dinner.id,
    });
    expect(ration).toMatchObject({
      net_price: 3 * 20750,
      gross_price: 3 * 20750 + 1000,
      priced: true,
      status: true,
      // Three menus: 2 550 g of rice (3 portions) and 300 g of meat (3).
      available_portions: 3,
      menus_count: 3,
      menu_breakfast: breakfast.id,
      menus: [
        { menu_breakfast: { id: breakfast.id, name: breakfast.name, price: 20850 } },
        { menu_lunch: { id: lunch.id, name: lunch.name, price: 21250 } },
        { menu_dinner: { id: dinner.id, name: dinner.name, price: 20950 } },
      ],
    });
    const menusOfRation = await get<Menu[]>(MENUS.ofRation.path, ration.id);
    expect(menusOfRation.map((menu) => menu.menu_type)).toEqual(["breakfast", "lunch", "dinner"]);
    const dishesOfMenu = await get<Dish[]>(DISHES.ofMenu.path, lunch.id);
    expect(dishesOfMenu).toHaveLength(7);
    const linesOfOsh = await get<Array<{ id: string }>>(INGREDIENTS.ofDish.path, osh.id);
    expect(linesOfOsh.map((line) => line.id).sort()).toEqual([...osh.recipes].sort());
  });

  it("marks an item unpriced while an ingredient was never purchased, and shows what is missing", async () => {
    const rice = await basics.product("Devzira guruch");
    const carrot = await basics.product("Sabzi");
    await kitchen.receive(rice.id, 30_000, 1);
    const plov = await dish(1000, [[rice.id, 200], [carrot.id, 150]]);
    expect(plov).toMatchObject({
      net_price: 6000,
      gross_price: 7000,
      priced: false,
      status: false,
      available_portions: 0,
      missing_products: { Sabzi: { measure: "g", missing: "150.00" } },
    });
    const line = plov.recipe_foods.find((entry) => entry.product === carrot.id);
    expect(line).toMatchObject({ price: 0, priced: false, status: false });

    await kitchen.receive(carrot.id, 8_000, 2);
    expect(await get<Dish>(DISHES.get.path, plov.id)).toMatchObject({
      net_price: 6600,
      priced: true,
      status: true,
      // 1 000 g of rice ÷ 200 makes 5, 2 000 g of carrots ÷ 150 makes 13.
      available_portions: 5,
      missing_products: {},
    });
  });

  it("prices a line from the oldest batch that covers it, else the newest, and keeps the last price when stock runs out", async () => {
    const butter = await basics.product("Sariyog'");
    const old = await kitchen.receive(butter.id, 100_000, 1);
    t.clock.advance(minute);
    await kitchen.writeOff(old.id, 0.9);
    const newer = await kitchen.receive(butter.id, 120_000, 1);
    const line = await kitchen.line(butter.id, 250);
    expect(line.price).toBe(30000);
    const small = await kitchen.line(butter.id, 50);
    expect(small.price).toBe(5000);

    await kitchen.writeOff(newer.id, 1);
    await kitchen.writeOff(old.id, 0.1);
    const after = await get<{ price: number; priced: boolean; status: boolean }>(INGREDIENTS.get.path, line.id);
    expect(after).toMatchObject({ price: 30000, priced: true, status: false });
  });

  it("checks availability per product over the whole item, not dish by dish", async () => {
    const flour = await basics.product("Bug'doy uni");
    await kitchen.receive(flour.id, 6_000, 0.6);
    const dishes = [];
    for (let index = 0; index < 7; index++) dishes.push(await dish(100, [[flour.id, 100]]));
    expect(dishes.every((dish) => dish.status)).toBe(true);
    const menu = await kitchen.menu({ menu_type: "breakfast", profit: 10, foods_id: dishes.map((dish) => dish.id) });
    expect(dishes.map((dish) => dish.available_portions)).toEqual([6, 6, 6, 6, 6, 6, 6]);
    expect(menu).toMatchObject({
      status: false,
      available_portions: 0,
      missing_products: { "Bug‘doy uni": { measure: "g", missing: "100.00" } },
    });

    const unavailable = await kitchen.send<{ results: Array<{ id: string }> }>(
      "GET",
      `${api(MENUS.list.path)}?status=false&menu_type=breakfast`,
    );
    expect(unavailable.results.map((row) => row.id)).toContain(menu.id);

    await kitchen.receive(flour.id, 1_000, 0.1);
    expect(await get<Menu>(MENUS.get.path, menu.id)).toMatchObject({ status: true, available_portions: 1, missing_products: {} });
    const available = await kitchen.send<{ results: Array<{ id: string }> }>("GET", `${api(MENUS.list.path)}?status=true`);
    expect(available.results.map((row) => row.id)).toContain(menu.id);
  });

  it("counts whole portions exactly, and none once a product's stock is gone", async () => {
    const salt = await basics.product("Tuz");
    const batch = await kitchen.receive(salt.id, 1_000, 1);
    const pinch = await dish(10, [[salt.id, 333.334]]);
    const third = await dish(10, [[salt.id, 333.333]]);
    // 1 000 ÷ 333.334 is just under 3 and 1 000 ÷ 333.333 just over: a rounded quotient says 3 for both.
    expect([pinch.available_portions, third.available_portions]).toEqual([2, 3]);
    await kitchen.writeOff(batch.id, 1);
    expect(await get<Dish>(DISHES.get.path, third.id)).toMatchObject({ priced: true, status: false, available_portions: 0 });
  });

  it("filters and searches dishes, lines and rations by their computed price and availability", async () => {
    const honey = await basics.product("Asal");
    await kitchen.receive(honey.id, 123_456, 1);
    const sweet = await dish(44, [[honey.id, 10]], "Asalli bo'g'irsoq");
    expect(sweet.gross_price).toBe(1278.56);
    const found = await kitchen.send<{ count: number; results: Dish[] }>("GET", `${api(DISHES.list.path)}?search=1278.56`);
    expect(found.results.map((dish) => dish.id)).toEqual([sweet.id]);
    const byName = await kitchen.send<{ results: Dish[] }>("GET", `${api(DISHES.list.path)}?search=bo'g'irsoq&status=true`);
    expect(byName.results.map((dish) => dish.id)).toEqual([sweet.id]);
    const none = await kitchen.send<{ count: number }>("GET", `${api(DISHES.list.path)}?search=bo'g'irsoq&status=false`);
    expect(none.count).toBe(0);
    const lines = await kitchen.send<{ results: Array<{ product: string }> }>(
      "GET",
      `${api(INGREDIENTS.list.path)}?search=asal&status=true`,
    );
    expect(lines.results.map((line) => line.product)).toEqual([honey.id]);
    const rations = await kitchen.send<{ results: Ration[] }>("GET", `${api(RATIONS.list.path)}?status=true`);
    expect(rations.results.every((ration) => ration.status)).toBe(true);
  });
});
