import { expect } from "vitest";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { SETTINGS } from "@app/contract/endpoints/settings";
import { DEFAULT_SETTINGS } from "@app/contract/schemas/settings";
import type { TestApp } from "../../test/harness.ts";
import { type Headers, book, createGuestGroup, groupOrder, hotelWithRooms } from "../hotels/test-fixtures.ts";
import { addPilgrim } from "../guest-groups/testing.ts";
import { activeCounterparty, api, gramsAndKilograms, kitchenClient } from "../kitchen/testing.ts";

/**
 * A small kitchen for plans: per portion, breakfast takes 2 eggs (stock in boxes of 30), lunch
 * 150 g of rice, dinner 200 g of meat, the diabetic breakfast 80 g of oats; every menu also has
 * six side dishes of 1 g of salt each. The main cycle is one ration; diabetics have their own.
 */
export async function planKitchen(t: TestApp, headers: Headers) {
  const kitchen = kitchenClient(t, headers);
  const basics = await gramsAndKilograms(kitchen);
  const piece = await kitchen.unit("Dona", "dona");
  const box = await kitchen.unit("Quti", "quti");
  const products = {
    egg: await kitchen.product({ name: "Tuxum", section: basics.section.id, measure: piece.id, measure_warehouse: box.id, difference_measures: 30 }),
    rice: await basics.product("Guruch"),
    meat: await basics.product("Go'sht"),
    oats: await basics.product("Suli"),
    salt: await basics.product("Tuz"),
  };
  const section = await kitchen.dishSection("Issiq taomlar");
  const dishOf = async (name: string, product: string, count: number) =>
    kitchen.dish({ name, section: section.id, profit: 1, recipes_id: [(await kitchen.line(product, count)).id] });
  const sides: Array<{ id: string }> = [];
  for (let index = 1; index <= 6; index += 1) sides.push(await dishOf(`Garnir ${index}`, products.salt.id, 1));
  const menuOf = async (menu_type: "breakfast" | "lunch" | "dinner", main: { id: string }) =>
    kitchen.menu({ menu_type, profit: 1, foods_id: [main.id, ...sides.map((side) => side.id)] });
  const menus = {
    breakfast: await menuOf("breakfast", await dishOf("Quymoq", products.egg.id, 2)),
    lunch: await menuOf("lunch", await dishOf("Palov", products.rice.id, 150)),
    dinner: await menuOf("dinner", await dishOf("Kabob", products.meat.id, 200)),
    diabeticBreakfast: await menuOf("breakfast", await dishOf("Suli bo'tqasi", products.oats.id, 80)),
  };
  const ration = await kitchen.ration({ profit: 1, menu_breakfast: menus.breakfast.id, menu_lunch: menus.lunch.id, menu_dinner: menus.dinner.id });
  const diabetic = await kitchen.ration({ profit: 1, menu_breakfast: menus.diabeticBreakfast.id, menu_lunch: menus.lunch.id, menu_dinner: menus.dinner.id });
  return { kitchen, products, menus, ration, diabetic };
}

export async function setCycle(t: TestApp, headers: Headers, body: Record<string, unknown>) {
  const response = await t.app.inject({ method: "PUT", url: api(KITCHEN_PLAN.replaceCycle.path), headers, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Names the company's own counterparty, which plan orders of groups without one are placed for. */
export async function setOwnCounterparty(t: TestApp, headers: Headers): Promise<string> {
  const agent = await activeCounterparty(t);
  const response = await t.app.inject({ method: "PUT", url: api(SETTINGS.replace.path), headers, payload: { ...DEFAULT_SETTINGS, own_counter_agent: agent } });
  expect(response.statusCode, response.body).toBe(200);
  return agent;
}

/** A group's stay from `checkIn` to `checkOut` (Riyadh wall clock) with its meals, and its pilgrims by diet. */
export async function groupStay(
  t: TestApp,
  headers: Headers,
  stay: { checkIn: string; checkOut: string; meals: string[]; people: number; diets?: string[]; group?: string },
) {
  const { hotel, rooms } = await hotelWithRooms(t, headers, { count: 2, capacity: 10 });
  const group = stay.group ?? (await createGuestGroup(t, `Guruh ${Math.random().toString(36).slice(2, 8)}`, stay.people));
  const pilgrims = [];
  for (const diet of stay.diets ?? []) pilgrims.push(await addPilgrim(t, headers, group, { diet }));
  const response = await book(t, headers, { ...groupOrder(hotel.id, [rooms[0].id], group, stay.checkIn, stay.checkOut, stay.people), meals: stay.meals });
  expect(response.statusCode, response.body).toBe(201);
  return { hotel, rooms, group, pilgrims, order: response.json<{ id: string; order_id: string }>() };
}
