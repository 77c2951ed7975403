import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { type KitchenClient, api, gramsAndKilograms, kitchenClient } from "../testing.ts";

let t: TestApp;
let kitchen: KitchenClient;
let headers: { authorization: string };
let dishes: string[];
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.userWithRole("chef")).headers;
  kitchen = kitchenClient(t, headers);
  const basics = await gramsAndKilograms(kitchenClient(t, (await t.userWithRole("admin")).headers));
  const product = await basics.product("Kartoshka");
  const line = await kitchen.line(product.id, 120);
  const section = await kitchen.dishSection();
  dishes = [];
  for (let index = 0; index < 8; index++) {
    dishes.push((await kitchen.dish({ section: section.id, profit: 10, recipes_id: [line.id] })).id);
  }
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, headers, payload: payload as never });
const UNKNOWN = "5b0c1a3e-2f4d-4c6b-8a9e-1d2c3b4a5f60";

describe("menus", () => {
  it("must have exactly 7 distinct dishes that exist", async () => {
    const body = (foods_id: unknown) => ({ name: `Menyu ${Math.random()}`, menu_type: "lunch", profit: 10, foods_id });
    for (const ids of [dishes.slice(0, 6), dishes.slice(0, 8), [...dishes.slice(0, 6), dishes[0]], [], "nope"]) {
      const response = await post(api(MENUS.list.path), body(ids));
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(response.json().foods_id).toEqual(["Menyuda 7 ta turli taom bo'lishi kerak"]);
    }
    const unknown = await post(api(MENUS.list.path), body([...dishes.slice(0, 6), UNKNOWN]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().foods_id).toEqual(["Ba'zi taomlar topilmadi"]);
    const typeless = await post(api(MENUS.list.path), { ...body(dishes.slice(0, 7)), menu_type: "supper" });
    expect(typeless.json()).toHaveProperty("menu_type");
    expect((await post(api(MENUS.list.path), body(dishes.slice(1, 8)))).statusCode).toBe(201);
  });

  it("replaces its dishes on update and keeps them when foods_id is left out", async () => {
    const menu = await kitchen.menu({ menu_type: "dinner", profit: 10, foods_id: dishes.slice(0, 7) });
    const swapped = await kitchen.send<{ foods: Array<{ id: string }> }>("PATCH", api(MENUS.get.path, { id: menu.id }), {
      foods_id: dishes.slice(1, 8),
    });
    expect(swapped.foods.map((dish) => dish.id).sort()).toEqual(dishes.slice(1, 8).sort());
    const renamed = await kitchen.send<{ name: string; food_count: number }>("PATCH", api(MENUS.get.path, { id: menu.id }), {
      name: "Kechki menyu",
    });
    expect(renamed).toMatchObject({ name: "Kechki menyu", food_count: 7 });
  });
});

describe("rations", () => {
  it("takes a breakfast, a lunch and a dinner menu, each in its own slot", async () => {
    const seven = dishes.slice(0, 7);
    const breakfast = await kitchen.menu({ menu_type: "breakfast", profit: 1, foods_id: seven });
    const lunch = await kitchen.menu({ menu_type: "lunch", profit: 1, foods_id: seven });
    const dinner = await kitchen.menu({ menu_type: "dinner", profit: 1, foods_id: seven });
    const swapped = await post(api(RATIONS.list.path), {
      name: "Aralash",
      profit: 5,
      menu_breakfast: lunch.id,
      menu_lunch: breakfast.id,
      menu_dinner: UNKNOWN,
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({
      menu_breakfast: ["Nonushta menyusi tanlanishi kerak"],
      menu_lunch: ["Tushlik menyusi tanlanishi kerak"],
      menu_dinner: ["Menyu topilmadi"],
    });
    const noProfit = await post(api(RATIONS.list.path), { name: "Foydasiz", profit: 0.5, menu_breakfast: breakfast.id, menu_lunch: lunch.id, menu_dinner: dinner.id });
    expect(noProfit.json()).toHaveProperty("profit");

    const ration = await kitchen.ration({ profit: 5, menu_breakfast: breakfast.id, menu_lunch: lunch.id, menu_dinner: dinner.id });
    const wrongSlot = await t.app.inject({
      method: "PATCH",
      url: api(RATIONS.get.path, { id: ration.id }),
      headers,
      payload: { menu_dinner: lunch.id },
    });
    expect(wrongSlot.json().menu_dinner).toEqual(["Kechki ovqat menyusi tanlanishi kerak"]);

    const retyped = await t.app.inject({
      method: "PATCH",
      url: api(MENUS.get.path, { id: lunch.id }),
      headers,
      payload: { menu_type: "dinner" },
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().menu_type[0]).toMatch(/ratsionida tushlik sifatida ishlatilgan/);
    const kept = await kitchen.send("PATCH", api(MENUS.get.path, { id: lunch.id }), { menu_type: "lunch", profit: 3 });
    expect(kept).toMatchObject({ menu_type: "lunch", profit: 3 });
  });
});
