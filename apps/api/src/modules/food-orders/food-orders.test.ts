import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import { counterparties, foodOrders, hotelOrders, hotels, stockMovements } from "../../db/schema/index.ts";
import { rowsOf } from "../../db/rows.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { expectKeptBetweenChanges } from "../../test/tables-read.ts";
import { type KitchenClient, activeCounterparty, api, gramsAndKilograms, kitchenClient, ledgerBreaches } from "../kitchen/testing.ts";
import { attachFoodOrders, foodOrdersOfHotelOrders } from "./hotel-orders.ts";

let t: TestApp;
let kitchen: KitchenClient;
let headers: { authorization: string };
let agent: string;
let rice: { id: string };
let meat: { id: string };
let meatBatch: { id: string };
let plov: { id: string; name: string; gross_price: number; net_price: number; profit: number };
let menus: { breakfast: string; lunch: string; dinner: string };
let ration: { id: string; name: string };

const LIST = api(FOOD_ORDERS.list.path);
const item = (id: string) => api(FOOD_ORDERS.get.path, { id });

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  headers = (await t.userWithRole("catering")).headers;
  kitchen = kitchenClient(t, headers);
  const basics = await gramsAndKilograms(kitchen);
  rice = await basics.product("Guruch");
  meat = await basics.product("Qo'y go'shti");
  await kitchen.receive(rice.id, 150_000, 10);
  meatBatch = await kitchen.receive(meat.id, 100_000, 1);
  const section = await kitchen.dishSection();
  const riceLine = await kitchen.line(rice.id, 200);
  const meatLine = await kitchen.line(meat.id, 100);
  plov = await kitchen.dish({ name: "Osh", section: section.id, profit: 2000, recipes_id: [riceLine.id, meatLine.id] });
  const sides = [];
  for (let index = 0; index < 6; index++) {
    sides.push(await kitchen.dish({ section: section.id, profit: 100, recipes_id: [riceLine.id] }));
  }
  const dishes = [plov.id, ...sides.map((side) => side.id)];
  menus = {
    breakfast: (await kitchen.menu({ menu_type: "breakfast", profit: 10, foods_id: dishes })).id,
    lunch: (await kitchen.menu({ menu_type: "lunch", profit: 10, foods_id: dishes })).id,
    dinner: (await kitchen.menu({ menu_type: "dinner", profit: 10, foods_id: dishes })).id,
  };
  ration = await kitchen.ration({
    name: "Kunlik ratsion",
    profit: 100,
    menu_breakfast: menus.breakfast,
    menu_lunch: menus.lunch,
    menu_dinner: menus.dinner,
  });
  agent = await activeCounterparty(t);
});
afterAll(() => t.close());

/** Hotel orders belong to the hotels area; two bare rows are enough to hang food orders on. */
async function insertHotelOrders(test: TestApp, ids: string[]) {
  const [hotel] = await test.ctx.db
    .insert(hotels)
    .values({ name: "Hilton Makka", address: "Makka", email: "hilton@example.com", phoneNumber: "+966125718888", rating: "4.5" })
    .returning({ id: hotels.id });
  await test.ctx.db.insert(hotelOrders).values(
    ids.map((id, index) => ({
      id,
      orderId: String(10_000_000 + index),
      guestType: "group" as const,
      hotelId: hotel.id,
      orderStatus: "Planned" as const,
      checkIn: new Date("2025-03-10T12:00:00Z"),
      checkOut: new Date("2025-03-12T09:00:00Z"),
      countOfPeople: 2,
      hotelCost: "0",
      profit: "0",
    })),
  );
}

async function post(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: LIST, headers, payload });
}

describe("placing food orders", () => {
  it("orders a dish once, freezing one portion's price, net price and profit", async () => {
    const response = await post({
      food: plov.id,
      product_count: 3,
      counter_agent: agent,
      address: " Makka, Ajyad ko'chasi ",
      order_time: "05.03.2025",
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<FoodOrder>();
    expect(order).toEqual({
      id: expect.any(String),
      food_order_id: expect.stringMatching(/^\d{8}$/),
      food: plov.id,
      menu: null,
      recipe: null,
      food_name: "Osh",
      product_type: "Ovqat",
      product_type_id: 0,
      order_type: "Bir martalik",
      order_type_id: 1,
      product_count: 3,
      order_time: null,
      experience_date: null,
      counter_agent: agent,
      counter_agent_name: expect.stringMatching(/^Kontragent/),
      address: "Makka, Ajyad ko'chasi",
      price: 15000,
      net_price: 13000,
      profit: 2000,
      total_price: 45000,
      status: "Kutilmoqda",
      status_id: 0,
      overdue: false,
      created_at: "01.03.2025 12:00",
    });

    await kitchen.receive(meat.id, 900_000, 1);
    await kitchen.writeOff(meatBatch.id, 0.7);
    const dish = await kitchen.send<{ gross_price: number }>("GET", api(DISHES.get.path, { id: plov.id }));
    const read = await kitchen.send<FoodOrder>("GET", item(order.id));
    expect(read.price).toBe(15000);
    expect(dish.gross_price).toBe(95000);
  });

  it("orders a ration from a date on, with its experience date a week later", async () => {
    const response = await post({ recipe: ration.id, order_time: "05.03.2025", counter_agent: agent });
    expect(response.statusCode).toBe(201);
    const order = response.json<FoodOrder>();
    expect(order).toMatchObject({
      recipe: ration.id,
      recipe_name: "Kunlik ratsion",
      product_type: "Retsept",
      product_type_id: 2,
      order_type: "Davomiy",
      order_type_id: 0,
      order_time: "05.03.2025",
      experience_date: "12.3.2025",
      product_count: 1,
      address: null,
    });
    expect(order).not.toHaveProperty("food_name");
    expect(order).not.toHaveProperty("menu_name");
    const menuOrder = await post({ menu: menus.lunch, order_time: "01.03.2025", counter_agent: agent });
    expect(menuOrder.json()).toMatchObject({ product_type: "Menu", product_type_id: 1, order_type_id: 0, menu_name: expect.any(String) });
  });

  it("refuses orders that are not exactly one item, undated, past, or for an inactive or unknown agent", async () => {
    const inactive = await activeCounterparty(t, false);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ counter_agent: agent }, "non_field_errors"],
      [{ food: plov.id, menu: menus.lunch, order_time: "05.03.2025", counter_agent: agent }, "non_field_errors"],
      [{ menu: menus.lunch, counter_agent: agent }, "order_time"],
      [{ recipe: ration.id, order_time: "28.02.2025", counter_agent: agent }, "order_time"],
      [{ recipe: ration.id, order_time: "2025-03-05", counter_agent: agent }, "order_time"],
      [{ food: plov.id, counter_agent: inactive }, "counter_agent"],
      [{ food: plov.id, counter_agent: "5b0c1a3e-2f4d-4c6b-8a9e-1d2c3b4a5f60" }, "counter_agent"],
      [{ food: plov.id }, "counter_agent"],
      [{ food: "5b0c1a3e-2f4d-4c6b-8a9e-1d2c3b4a5f60", counter_agent: agent }, "food"],
      [{ food: plov.id, counter_agent: agent, product_count: 0 }, "product_count"],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toHaveProperty(field);
      expect(typeof response.json().detail).toBe("string");
    }
  });

  it("answers a shortage with the shortfall per product and takes nothing", async () => {
    const before = await t.ctx.db.select().from(stockMovements);
    const response = await post({ recipe: ration.id, product_count: 500, order_time: "05.03.2025", counter_agent: agent });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toMatch(/^Omborda mahsulot yetarli emas: /);
    const riceNeed = 500 * 3 * (200 * 7);
    expect(body[rice.id]).toEqual({ name: "Guruch", measure: "g", needed: expect.any(String) });
    expect(Number(body[rice.id].needed)).toBeLessThan(riceNeed);
    expect(Number(body[rice.id].needed)).toBeGreaterThan(riceNeed - 10_000);
    expect(body[meat.id]).toMatchObject({ name: "Qo‘y go‘shti", measure: "g" });
    expect(await t.ctx.db.select().from(stockMovements)).toHaveLength(before.length);
  });
});

describe("status", () => {
  it("moves once from pending to done, and refuses every other change", async () => {
    const order = await kitchen.order({ food: plov.id, counter_agent: agent });
    const patch = (payload: unknown, method: "PATCH" | "PUT" = "PATCH") =>
      t.app.inject({ method, url: item(order.id), headers, payload: payload as never });

    expect((await patch({})).statusCode).toBe(400);
    const pending = await patch({ status: 0 });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().detail).toBe("Buyurtma allaqachon kutilmoqda holatida");
    expect((await patch({ status: 2 })).statusCode).toBe(400);

    const done = await patch({ status: "1", price: 1, product_count: 99 }, "PUT");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "Tugagan", status_id: 1, price: order.price, product_count: 1 });

    const again = await patch({ status: -1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe("Buyurtma holati allaqachon o'zgartirilgan");
    const consumed = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.foodOrderId, order.id));
    expect(consumed.length).toBeGreaterThanOrEqual(2);
    expect(consumed.every((row) => row.kind === "consumption")).toBe(true);
  });

  it("cancels a pending order and gives its stock back", async () => {
    const order = await kitchen.order({ menu: menus.dinner, order_time: "02.03.2025", counter_agent: agent });
    const canceled = await kitchen.setStatus(order.id, -1);
    expect(canceled).toMatchObject({ status: "Bekor qilindi", status_id: -1 });
    const rows = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.foodOrderId, order.id));
    const total = (kind: string) =>
      rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + Number(row.quantity), 0);
    expect(total("restoration")).toBe(total("consumption"));
    expect(total("consumption")).toBe(7 * 200 + 100);
    expect(await ledgerBreaches(t)).toEqual([]);
    const missing = await t.app.inject({ method: "PATCH", url: item("5b0c1a3e-2f4d-4c6b-8a9e-1d2c3b4a5f60"), headers, payload: { status: 1 } });
    expect(missing.statusCode).toBe(404);
  });
});

describe("listing", () => {
  it("filters by status, type, agent, date and activity, searches code and agent, with or without the slash", async () => {
    const other = await activeCounterparty(t);
    await t.ctx.db.update(counterparties).set({ name: "Zamzam Catering" }).where(eq(counterparties.id, other));
    const mine = await kitchen.order({ menu: menus.breakfast, order_time: "09.03.2025", counter_agent: other });
    t.clock.advance(60_000);
    const done = await kitchen.order({ food: plov.id, counter_agent: other });
    await kitchen.setStatus(done.id, 1);

    const ids = async (query: string, path = LIST) => {
      const response = await t.app.inject({ url: `${path}?per_page=100&${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().results as FoodOrder[]).map((order) => order.id);
    };
    expect(await ids(`counter_agent=${other}`)).toEqual([done.id, mine.id]);
    expect(await ids(`counter_agent=${other}`, LIST.slice(0, -1))).toEqual([done.id, mine.id]);
    expect(await ids(`counter_agent=${other}&status=1`)).toEqual([done.id]);
    expect(await ids(`counter_agent=${other}&is_active=true`)).toEqual([mine.id]);
    expect(await ids(`counter_agent=${other}&is_active=false`)).toEqual([done.id]);
    expect(await ids(`counter_agent=${other}&product_type=1`)).toEqual([mine.id]);
    expect(await ids(`counter_agent=${other}&order_type=1`)).toEqual([done.id]);
    expect(await ids(`order_time=2025-03-09`)).toEqual([mine.id]);
    expect(await ids(`search=zamzam`)).toEqual([done.id, mine.id]);
    expect(await ids(`search=${mine.food_order_id}`)).toEqual([mine.id]);
    expect(await ids(`search=${encodeURIComponent("zamzam osh")}`)).toContain(done.id);
    expect(await ids(`search=${encodeURIComponent(`${done.food_order_id} zamzam`)}`)).toEqual([done.id]);
    expect(await ids(`search=${encodeURIComponent(`${done.food_order_id} kunlik`)}`)).toEqual([]);
    const page = async (query: string) => (await t.app.inject({ url: `${LIST}?${query}`, headers })).json();
    const second = await page(`counter_agent=${other}&per_page=1&page=2`);
    expect({ count: second.count, results: second.results.map((order: FoodOrder) => order.id) }).toEqual({ count: 2, results: [mine.id] });
    const [{ counted }] = rowsOf<{ counted: number }>(await t.ctx.db.execute(sql`select count(*)::int as counted from food_orders`));
    expect((await page("")).count).toBe(counted);
    const bad = await t.app.inject({ url: `${LIST}?status=5`, headers });
    expect(bad.statusCode).toBe(400);

    await t.ctx.db.delete(counterparties).where(eq(counterparties.id, other));
    const orphan = await kitchen.send<FoodOrder>("GET", item(mine.id));
    expect(orphan).toMatchObject({ counter_agent: null, counter_agent_name: null });
  });
});

describe("food orders served with hotel orders", () => {
  it("attaches orders to a hotel order and reads them back with their total", async () => {
    const first = await kitchen.order({ food: plov.id, product_count: 2, counter_agent: agent });
    const second = await kitchen.order({ menu: menus.lunch, order_time: "03.03.2025", counter_agent: agent });
    const hotelOrder = "0f4a5b6c-7d8e-4f90-a1b2-c3d4e5f60718";
    const otherHotelOrder = "1f4a5b6c-7d8e-4f90-a1b2-c3d4e5f60718";
    await insertHotelOrders(t, [hotelOrder, otherHotelOrder]);

    await t.ctx.db.transaction((tx) => attachFoodOrders(tx, hotelOrder, [first.id, second.id, first.id]));
    const linked = await foodOrdersOfHotelOrders(t.ctx.db, [hotelOrder, otherHotelOrder], t.ctx.now());
    expect(linked.get(hotelOrder)?.orders.map((order) => order.id).sort()).toEqual([first.id, second.id].sort());
    expect(linked.get(hotelOrder)?.total_price).toBe(first.total_price + second.total_price);
    expect(linked.get(otherHotelOrder)).toEqual({ orders: [], total_price: 0 });

    await expect(
      t.ctx.db.transaction((tx) => attachFoodOrders(tx, otherHotelOrder, [first.id])),
    ).rejects.toMatchObject({ statusCode: 400, body: { food_order: [expect.any(String)] } });
    await expect(
      t.ctx.db.transaction((tx) => attachFoodOrders(tx, otherHotelOrder, ["5b0c1a3e-2f4d-4c6b-8a9e-1d2c3b4a5f60"])),
    ).rejects.toMatchObject({ statusCode: 400 });
    const [row] = await t.ctx.db.select().from(foodOrders).where(eq(foodOrders.id, first.id));
    expect(row.hotelOrderId).toBe(hotelOrder);

    const admin = (await t.userWithRole("admin")).headers;
    const detail = await t.app.inject({ url: api(HOTEL_ORDERS.get.path, { id: hotelOrder }), headers: admin });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.order_food.map((order: FoodOrder) => order.food_order_id).sort()).toEqual(
      [first.food_order_id, second.food_order_id].sort(),
    );
    expect(body.total_food_price).toBe(first.total_price + second.total_price);
    expect(body.general_cost).toBe(body.hotel_total_price + body.total_food_price);
  });
});

/** An instant on the Riyadh wall clock (UTC+3). */
const riyadh = (value: string) => new Date(`${value}+03:00`);

// Last in the file: it moves the clock days ahead.
describe("the order's day: filter, sort and overdue", () => {
  it("filters by the order's day, sorts by day or total, and flags pending orders whose day has passed in Riyadh", async () => {
    t.clock.set(riyadh("2025-03-10T00:30:00"));
    const client = async () => kitchenClient(t, (await t.userWithRole("catering")).headers);
    let orders = await client();
    await orders.receive(rice.id, 150_000, 10);
    await orders.receive(meat.id, 500_000, 5);
    const mine = await activeCounterparty(t);
    // 00:30 in Riyadh is still 9 March in UTC: the dish is for 10 March.
    const dish = await orders.order({ food: plov.id, product_count: 5, counter_agent: mine });
    t.clock.advance(60_000);
    const menu = await orders.order({ menu: menus.lunch, order_time: "12.03.2025", counter_agent: mine });
    t.clock.advance(60_000);
    const day = await orders.order({ recipe: ration.id, order_time: "11.03.2025", counter_agent: mine });

    const list = async (query: string) => {
      const response = await t.app.inject({ url: `${LIST}?per_page=100&counter_agent=${mine}&${query}`, headers: (await t.userWithRole("catering")).headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results as FoodOrder[];
    };
    const ids = async (query: string) => (await list(query)).map((order) => order.id);

    expect(await ids("")).toEqual([day.id, menu.id, dish.id]);
    expect(await ids("date_from=2025-03-11&date_to=2025-03-11")).toEqual([day.id]);
    expect(await ids("date_from=11.03.2025")).toEqual([day.id, menu.id]);
    expect(await ids("date_to=10.03.2025")).toEqual([dish.id]);
    expect(await ids("ordering=date")).toEqual([dish.id, day.id, menu.id]);
    expect(await ids("ordering=-date&date_from=2025-03-10")).toEqual([menu.id, day.id, dish.id]);
    const byTotal = [dish, menu, day].sort((a, b) => b.total_price - a.total_price).map((order) => order.id);
    expect(new Set([dish.total_price, menu.total_price, day.total_price]).size).toBe(3);
    expect(await ids("ordering=-total_price")).toEqual(byTotal);
    expect(await ids("ordering=total_price")).toEqual([...byTotal].reverse());
    // Searched, the page's ids are found first and the orders read apart, in the same orderings.
    const searched = `search=${encodeURIComponent((await list(""))[0].counter_agent_name ?? "")}`;
    expect(await ids(searched)).toEqual([day.id, menu.id, dish.id]);
    expect(await ids(`${searched}&ordering=date`)).toEqual([dish.id, day.id, menu.id]);
    expect(await ids(`${searched}&ordering=-total_price`)).toEqual(byTotal);
    const refused = await t.app.inject({ url: `${LIST}?ordering=price&date_from=10/03/2025`, headers: (await t.userWithRole("catering")).headers });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(expect.arrayContaining(["ordering", "date_from"]));

    const overdue = async () => Object.fromEntries((await list("")).map((order) => [order.id, order.overdue]));
    expect(await overdue()).toEqual({ [dish.id]: false, [menu.id]: false, [day.id]: false });
    t.clock.set(riyadh("2025-03-10T23:50:00"));
    expect((await overdue())[dish.id]).toBe(false);
    t.clock.set(riyadh("2025-03-11T00:10:00"));
    expect(await overdue()).toEqual({ [dish.id]: true, [menu.id]: false, [day.id]: false });
    expect(Object.fromEntries((await list(searched)).map((order) => [order.id, order.overdue]))).toEqual(await overdue());
    t.clock.set(riyadh("2025-03-12T09:00:00"));
    expect(await overdue()).toEqual({ [dish.id]: true, [menu.id]: false, [day.id]: true });

    orders = await client();
    await orders.setStatus(day.id, 1);
    await orders.setStatus(dish.id, -1);
    expect(await overdue()).toEqual({ [dish.id]: false, [menu.id]: false, [day.id]: false });
    t.clock.set(riyadh("2025-03-13T09:00:00"));
    expect(await (await client()).send<FoodOrder>("GET", item(menu.id))).toMatchObject({ overdue: true });
  });
});

describe("the list's pages", () => {
  it("are kept while no order changes, every table they read watched, and a new order shows at once", async () => {
    // Earlier tests moved the clock, which ended the tokens issued before.
    t.clock.set(new Date("2025-03-01T09:00:00Z"));
    const caterer = (await t.userWithRole("catering")).headers;
    const codes = async (query: string) => {
      const response = await t.app.inject({ url: `${LIST}${query}`, headers: caterer });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: FoodOrder[] }>().results.map((order) => order.food_order_id);
    };
    const placed = async () => {
      const payload = { food: plov.id, product_count: 1, counter_agent: agent, address: "Makka", order_time: "06.03.2025" };
      const response = await t.app.inject({ method: "POST", url: LIST, headers: caterer, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<FoodOrder>().food_order_id;
    };
    const first = await placed();
    for (const query of ["", `?search=${first}`]) await expectKeptBetweenChanges(t, "food_order_list_inputs", "food_orders", () => codes(query));
    const second = await placed();
    expect(await codes(`?search=${second}`)).toEqual([second]);
    expect(await codes("?per_page=100")).toContain(second);
  });
});
