import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { activeCounterparty, api, gramsAndKilograms, kitchenClient } from "./testing.ts";

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

const remove = (path: string, id: string) => t.app.inject({ method: "DELETE", url: api(path, { id }), headers });

async function expectLocked(path: string, id: string, message: RegExp) {
  const response = await remove(path, id);
  expect(response.statusCode, `${path} ${response.body}`).toBe(423);
  expect(response.json()).toEqual({ code: 423, detail: expect.stringMatching(message) });
}

describe("deleting referenced rows", () => {
  it("refuses with 423 down the whole chain, then deletes from the top once nothing refers to a row", async () => {
    const kitchen = kitchenClient(t, headers);
    const basics = await gramsAndKilograms(kitchen);
    const stocked = await basics.product("Mosh");
    await kitchen.receive(stocked.id, 5_000, 1);
    const product = await basics.product("No'xat");
    const line = await kitchen.line(product.id, 30);
    const section = await kitchen.dishSection();
    const dishes = [];
    for (let index = 0; index < 7; index++) dishes.push(await kitchen.dish({ section: section.id, profit: 5, recipes_id: [line.id] }));
    const menus = [];
    for (const menu_type of ["breakfast", "lunch", "dinner"] as const) {
      menus.push(await kitchen.menu({ menu_type, profit: 5, foods_id: dishes.map((dish) => dish.id) }));
    }
    const ration = await kitchen.ration({ profit: 5, menu_breakfast: menus[0].id, menu_lunch: menus[1].id, menu_dinner: menus[2].id });

    await expectLocked(PRODUCT_SECTIONS.get.path, basics.section.id, /mahsulotlarda ishlatilgan/);
    await expectLocked(UNITS.get.path, basics.grams.id, /mahsulotlarda ishlatilgan/);
    await expectLocked(UNITS.get.path, basics.kilograms.id, /mahsulotlarda ishlatilgan/);
    await expectLocked(PRODUCTS.get.path, stocked.id, /omborda yoki ingredientlarda/);
    await expectLocked(PRODUCTS.get.path, product.id, /omborda yoki ingredientlarda/);
    await expectLocked(INGREDIENTS.get.path, line.id, /taomlarda ishlatilgan/);
    await expectLocked(DISH_SECTIONS.get.path, section.id, /taomlarda ishlatilgan/);
    await expectLocked(DISHES.get.path, dishes[0].id, /menyularda yoki buyurtmalarda/);
    await expectLocked(MENUS.get.path, menus[0].id, /ratsionlarda yoki buyurtmalarda/);

    expect((await remove(RATIONS.get.path, ration.id)).statusCode).toBe(204);
    for (const menu of menus) expect((await remove(MENUS.get.path, menu.id)).statusCode).toBe(204);
    for (const dish of dishes) expect((await remove(DISHES.get.path, dish.id)).statusCode).toBe(204);
    expect((await remove(INGREDIENTS.get.path, line.id)).statusCode).toBe(204);
    expect((await remove(DISH_SECTIONS.get.path, section.id)).statusCode).toBe(204);
    expect((await remove(PRODUCTS.get.path, product.id)).statusCode).toBe(204);
    await expectLocked(PRODUCTS.get.path, stocked.id, /omborda/);
  });

  it("keeps a dish, menu or ration that orders refer to", async () => {
    const kitchen = kitchenClient(t, headers);
    const unit = await kitchen.unit("Dona", "dona");
    const section = await kitchen.section();
    const egg = await kitchen.product({ name: "Tuxum", section: section.id, measure: unit.id, measure_warehouse: unit.id, difference_measures: 1 });
    await kitchen.receive(egg.id, 3_000, 30);
    const line = await kitchen.line(egg.id, 2);
    const dish = await kitchen.dish({ name: "Qovurilgan tuxum", section: (await kitchen.dishSection()).id, profit: 500, recipes_id: [line.id] });
    await kitchen.order({ food: dish.id, counter_agent: await activeCounterparty(t) });
    await expectLocked(DISHES.get.path, dish.id, /buyurtmalarda/);
  });
});

describe("product units", () => {
  it("may change until a batch or an ingredient line counts in them", async () => {
    const kitchen = kitchenClient(t, headers);
    const litre = await kitchen.unit("Litr", "L");
    const millilitre = await kitchen.unit("Millilitr", "ml");
    const section = await kitchen.section();
    const oil = await kitchen.product({ name: "Paxta yog'i", section: section.id, measure: millilitre.id, measure_warehouse: litre.id, difference_measures: 100 });
    const fixed = await kitchen.send<{ difference_measures: number }>("PATCH", api(PRODUCTS.get.path, { id: oil.id }), { difference_measures: 1000 });
    expect(fixed.difference_measures).toBe(1000);
    await kitchen.receive(oil.id, 25_000, 1);
    const refused = await t.app.inject({
      method: "PATCH",
      url: api(PRODUCTS.get.path, { id: oil.id }),
      headers,
      payload: { difference_measures: 900 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().difference_measures[0]).toMatch(/o'lchov birliklarini o'zgartirib bo'lmaydi/);
    const renamed = await kitchen.send<{ name: string }>("PATCH", api(PRODUCTS.get.path, { id: oil.id }), { name: "Kungaboqar yog'i", difference_measures: "1000.0" });
    expect(renamed.name).toBe("Kungaboqar yog‘i");
    const unknown = await t.app.inject({
      method: "PATCH",
      url: api(PRODUCTS.get.path, { id: oil.id }),
      headers,
      payload: { section: "5b0c1a3e-2f4d-4c6b-8a9e-1d2c3b4a5f60" },
    });
    expect(unknown.json().section).toEqual(["Bo'lim topilmadi"]);
    const zero = await t.app.inject({
      method: "POST",
      url: api(PRODUCTS.list.path),
      headers,
      payload: { name: "Nol", section: section.id, measure: millilitre.id, measure_warehouse: litre.id, difference_measures: 0 },
    });
    expect(zero.json().difference_measures).toEqual(["0 dan katta bo'lishi kerak"]);
  });
});
