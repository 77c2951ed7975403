import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import type { KitchenPlan, PlanConfirmResult, PlanOrderGroup, PurchaseList } from "@app/contract/schemas/kitchen-plan";
import { rowsOf } from "../../db/rows.ts";
import { foodOrders, planOrders, stockBatches } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at } from "../hotels/test-fixtures.ts";
import { api, ledgerBreaches } from "../kitchen/testing.ts";
import { groupStay, planKitchen, setCycle, setOwnCounterparty } from "./testing.ts";

let t: TestApp;
let admin: Headers;
let chef: Headers;
let k: Awaited<ReturnType<typeof planKitchen>>;

beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
  chef = (await t.userWithRole("chef")).headers;
  k = await planKitchen(t, admin);
  await setCycle(t, chef, { start_date: "01.10.2025", rations: [k.ration.id], diets: { diabetic: [k.diabetic.id] } });
});
afterAll(() => t.close());

const get = async <T>(url: string, headers = chef) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const planOf = (date: string) => get<KitchenPlan>(`${api(KITCHEN_PLAN.plan.path)}?date=${date}`);
const confirm = (date: string) => t.app.inject({ method: "POST", url: api(KITCHEN_PLAN.confirm.path), headers: chef, payload: { date } });
const countsOf = (plan: KitchenPlan) =>
  plan.meals.map((meal) => ({ meal: meal.meal, menu: meal.menu, hotels: meal.hotels.map((hotel) => ({ hotel: hotel.hotel, ...hotel.headcount, total: hotel.total })) }));
const productOf = (plan: KitchenPlan | PurchaseList, id: string) => plan.products.find((product) => product.product === id);

describe("the menu cycle", () => {
  it("is read back as set and refuses an unknown ration", async () => {
    expect(await get(api(KITCHEN_PLAN.cycle.path))).toEqual({ start_date: "01.10.2025", rations: [k.ration.id], diets: { diabetic: [k.diabetic.id] } });
    const refused = await t.app.inject({
      method: "PUT",
      url: api(KITCHEN_PLAN.replaceCycle.path),
      headers: chef,
      payload: { start_date: "01.10.2025", rations: ["7d1f3c52-8f43-4b6e-9a35-2a0c6a2c0e11"] },
    });
    expect(refused.statusCode).toBe(400);
    const warehouse = (await t.userWithRole("warehouse")).headers;
    expect((await t.app.inject({ url: api(KITCHEN_PLAN.cycle.path), headers: warehouse })).statusCode).toBe(200);
    const write = await t.app.inject({ method: "PUT", url: api(KITCHEN_PLAN.replaceCycle.path), headers: warehouse, payload: {} });
    expect(write.statusCode).toBe(403);
  });
});

describe("head counts", () => {
  it("counts stays at their meal times, by diet, skipping canceled stays", async () => {
    const arriving = await groupStay(t, admin, { checkIn: "2025-10-10 14:00", checkOut: "2025-10-12 12:00", meals: ["breakfast", "lunch", "dinner"], people: 4, diets: ["regular", "regular", "regular", "diabetic"] });
    const leaving = await groupStay(t, admin, { checkIn: "2025-10-07 14:00", checkOut: "2025-10-10 12:00", meals: ["breakfast", "lunch", "dinner"], people: 3, diets: ["regular", "regular", "soft"] });
    const noManifest = await groupStay(t, admin, { checkIn: "2025-10-09 14:00", checkOut: "2025-10-11 12:00", meals: ["lunch"], people: 5 });
    const canceled = await groupStay(t, admin, { checkIn: "2025-10-09 14:00", checkOut: "2025-10-11 12:00", meals: ["breakfast", "lunch", "dinner"], people: 6 });
    const cancel = await t.app.inject({ method: "POST", url: `/api/v1/orders/hotel_order/${canceled.order.id}/cancel/`, headers: admin, payload: { reason: "Guruh kelmadi" } });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);

    const plan = await planOf("2025-10-10");
    expect(plan.ration).toBe(k.ration.id);
    expect(plan.warnings).toEqual([]);
    // Check-out at 12:00 keeps breakfast; check-in at 14:00 misses lunch; a group without a manifest eats as booked.
    expect(countsOf(plan)).toEqual([
      { meal: "breakfast", menu: k.menus.breakfast.id, hotels: [{ hotel: leaving.hotel.id, regular: 2, diabetic: 0, soft: 1, vegetarian: 0, total: 3 }] },
      { meal: "lunch", menu: k.menus.lunch.id, hotels: [{ hotel: noManifest.hotel.id, regular: 5, diabetic: 0, soft: 0, vegetarian: 0, total: 5 }] },
      { meal: "dinner", menu: k.menus.dinner.id, hotels: [{ hotel: arriving.hotel.id, regular: 3, diabetic: 1, soft: 0, vegetarian: 0, total: 4 }] },
    ]);
    expect(plan.dishes.find((dish) => dish.name === "Garnir 1")?.portions).toBe(12);
    expect(plan.dishes.find((dish) => dish.name === "Palov")).toMatchObject({ portions: 5, section: "Issiq taomlar" });

    // The next day the diabetic has the diet's own breakfast; soft has no cycle and ate the main menu above.
    const next = await planOf("11.10.2025");
    expect(countsOf(next).filter((meal) => meal.meal === "breakfast")).toEqual([
      { meal: "breakfast", menu: expect.any(String), hotels: [{ hotel: arriving.hotel.id, regular: 3, diabetic: 0, soft: 0, vegetarian: 0, total: 3 }] },
      { meal: "breakfast", menu: expect.any(String), hotels: [{ hotel: arriving.hotel.id, regular: 0, diabetic: 1, soft: 0, vegetarian: 0, total: 1 }] },
    ]);
    expect(next.meals.find((meal) => meal.hotels[0].headcount.diabetic === 1)?.menu).toBe(k.menus.diabeticBreakfast.id);
    expect(next.meals.filter((meal) => meal.meal === "lunch").flatMap((meal) => meal.hotels.map((hotel) => hotel.hotel))).toEqual([arriving.hotel.id]);
  });

  it("converts recipe units into stock units and uses unexpired batches first-expiring first", async () => {
    const eggs = await k.kitchen.receive(k.products.egg.id, 30, 1);
    const expired = await k.kitchen.receive(k.products.egg.id, 30, 1);
    await t.ctx.db.update(stockBatches).set({ expiryDate: "2025-10-20" }).where(eq(stockBatches.id, eggs.id));
    await t.ctx.db.update(stockBatches).set({ expiryDate: "2025-10-09" }).where(eq(stockBatches.id, expired.id));
    const plan = await planOf("2025-10-10");
    // Three breakfasts of 2 eggs: 6 of a box of 30.
    expect(productOf(plan, k.products.egg.id)).toEqual({
      product: k.products.egg.id,
      name: "Tuxum",
      unit: "quti",
      required: 0.2,
      available: 1,
      shortage: 0,
      batches: [{ batch: eggs.id, amount: 0.2, expiry_date: "20.10.2025" }],
    });
    expect(productOf(plan, k.products.rice.id)).toMatchObject({ unit: "kg", required: 0.75, available: 0, shortage: 0.75, batches: [] });
    // 6 eggs at 1 a piece; what is missing has no batch to price it.
    expect(plan.cost.net).toBe(6);
  });

  it("takes the roomed pilgrims of a stay, and a split group's unroomed stay at its booked count with a warning", async () => {
    const first = await groupStay(t, admin, { checkIn: "2025-10-19 14:00", checkOut: "2025-10-22 12:00", meals: ["lunch"], people: 2, diets: ["regular", "diabetic", "regular", "vegetarian"] });
    const second = await groupStay(t, admin, { checkIn: "2025-10-19 14:00", checkOut: "2025-10-22 12:00", meals: ["lunch"], people: 2, group: first.group });
    const rooming = await t.app.inject({
      method: "PUT",
      url: `/api/v1/orders/hotel_order/${first.order.id}/rooming/`,
      headers: admin,
      payload: { assignments: first.pilgrims.slice(0, 2).map((pilgrim) => ({ pilgrim: pilgrim.id, room: first.rooms[0].id })) },
    });
    expect(rooming.statusCode, rooming.body).toBe(200);
    const plan = await planOf("2025-10-20");
    expect(countsOf(plan)).toEqual([
      {
        meal: "lunch",
        menu: k.menus.lunch.id,
        hotels: expect.arrayContaining([
          { hotel: first.hotel.id, regular: 1, diabetic: 1, soft: 0, vegetarian: 0, total: 2 },
          { hotel: second.hotel.id, regular: 2, diabetic: 0, soft: 0, vegetarian: 0, total: 2 },
        ]),
      },
    ]);
    expect(plan.warnings).toEqual([expect.stringContaining(second.order.order_id)]);
  });
});

describe("confirming a day", () => {
  let stay: Awaited<ReturnType<typeof groupStay>>;
  let own: string;
  const day = "10.11.2025";
  const orderCount = async () => (await t.ctx.db.select().from(planOrders)).length;
  const eggsLeft = async () =>
    rowsOf<{ left: string }>(await t.ctx.db.execute(sql`select coalesce(sum(remaining), 0)::text as "left" from stock_batches where product_id = ${k.products.egg.id}`))[0].left;

  beforeAll(async () => {
    stay = await groupStay(t, admin, { checkIn: "2025-11-09 14:00", checkOut: "2025-11-12 12:00", meals: ["breakfast", "dinner"], people: 3, diets: ["regular", "regular", "diabetic"] });
  });

  it("needs a counterparty: the group's, else the company's own", async () => {
    const refused = await confirm(day);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty("own_counter_agent");
    expect(await orderCount()).toBe(0);
    own = await setOwnCounterparty(t, admin);
  });

  it("refuses a shortage with every short product in both units, and creates nothing", async () => {
    // The eggs received earlier expire before this day; a box without an expiry date covers it.
    await k.kitchen.receive(k.products.egg.id, 30, 1);
    const refused = await confirm(day);
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    // Dinner: 3 × 200 g of meat; the diabetic's breakfast: 80 g of oats.
    expect(body[k.products.meat.id]).toEqual({ name: "Go‘sht", needed: "600.00", measure: "g", needed_stock: "0.60", stock_measure: "kg" });
    expect(body[k.products.oats.id]).toMatchObject({ needed: "80.00", needed_stock: "0.08" });
    expect(body).not.toHaveProperty(k.products.egg.id);
    expect(await orderCount()).toBe(0);
    expect((await t.ctx.db.select().from(foodOrders)).length).toBe(0);
  });

  it("places one order per stay, meal and menu, takes the stock, and does nothing more when repeated", async () => {
    await k.kitchen.receive(k.products.meat.id, 100, 10);
    await k.kitchen.receive(k.products.oats.id, 10, 2);
    await k.kitchen.receive(k.products.salt.id, 5, 5);
    const before = Number(await eggsLeft());
    const response = await confirm(day);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PlanConfirmResult>();
    expect(result.unchanged).toBe(0);
    expect(result.decreased).toEqual([]);
    expect(result.created.map((group) => [group.meal, group.menu, group.ordered, group.headcount])).toEqual(
      expect.arrayContaining([
        ["breakfast", k.menus.breakfast.id, 2, 2],
        ["breakfast", k.menus.diabeticBreakfast.id, 1, 1],
        ["dinner", k.menus.dinner.id, 3, 3],
      ]),
    );
    expect(result.created).toHaveLength(3);
    const orders = await t.ctx.db.select().from(foodOrders);
    expect(orders).toHaveLength(3);
    for (const order of orders) {
      expect(order).toMatchObject({ orderTime: "2025-11-10", counterpartyId: own, hotelOrderId: stay.order.id, address: stay.hotel.address, status: 0 });
    }
    expect(Number(await eggsLeft())).toBe(before - 4);

    const again = await confirm(day);
    expect(again.json()).toEqual({ created: [], unchanged: 3, decreased: [] });
    expect(await orderCount()).toBe(3);
    const plan = await planOf(day);
    expect(plan.confirmed).toBe(true);
    expect(await ledgerBreaches(t)).toEqual([]);
  });

  it("creates one set of orders when two confirmations run at once", async () => {
    const [one, two] = await Promise.all([confirm("11.11.2025"), confirm("11.11.2025")]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const created = [one.json(), two.json()].map((result: PlanConfirmResult) => result.created.length).sort();
    expect(created).toEqual([0, 3]);
    expect((await t.ctx.db.select().from(planOrders).where(eq(planOrders.day, "2025-11-11"))).length).toBe(3);
  });

  it("orders only what grew, reports what fell, and Kamaytirish places the smaller order again", async () => {
    const added = (await t.app.inject({ method: "POST", url: `/api/v1/guests/groups/${stay.group}/pilgrims/`, headers: admin, payload: { full_name: "Qodirov Olim", gender: 1, birth_date: "01.01.1980", passport_number: "FB7700001", passport_expiry: "01.01.2035", visa_number: "V1" } })).json<{ id: string }>();
    const grown = (await confirm(day)).json<PlanConfirmResult>();
    expect(grown.created.map((group) => [group.meal, group.ordered, group.orders.length])).toEqual(
      expect.arrayContaining([
        ["breakfast", 3, 2],
        ["dinner", 4, 2],
      ]),
    );
    expect(grown.unchanged).toBe(1);
    const eggsBefore = Number(await eggsLeft());

    const removed = await t.app.inject({ method: "DELETE", url: `/api/v1/pilgrims/${added.id}/`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(204);
    const fell = (await confirm(day)).json<PlanConfirmResult>();
    expect(fell.created).toEqual([]);
    expect(fell.decreased.map((group) => [group.meal, group.ordered, group.headcount])).toEqual(
      expect.arrayContaining([
        ["breakfast", 3, 2],
        ["dinner", 4, 3],
      ]),
    );

    const reduced = await t.app.inject({ method: "POST", url: api(KITCHEN_PLAN.reduce.path), headers: chef, payload: { date: day, hotel_order: stay.order.id } });
    expect(reduced.statusCode, reduced.body).toBe(200);
    const groups = reduced.json<PlanOrderGroup[]>();
    expect(groups.filter((group) => group.hotel_order === stay.order.id).map((group) => [group.meal, group.ordered, group.headcount, group.orders.length])).toEqual(
      expect.arrayContaining([
        ["breakfast", 2, 2, 1],
        ["breakfast", 1, 1, 1],
        ["dinner", 3, 3, 1],
      ]),
    );
    // Three breakfasts (6 eggs) came back, two (4 eggs) were taken again.
    expect(Number(await eggsLeft())).toBe(eggsBefore + 2);
    expect(await ledgerBreaches(t)).toEqual([]);
    const listed = await get<PlanOrderGroup[]>(`${api(KITCHEN_PLAN.orders.path)}?date=${day}`);
    expect(listed).toEqual(groups);
  });

  it("lists what to buy for the unconfirmed days only, in stock units, and exports it", async () => {
    const list = await get<PurchaseList>(`${api(KITCHEN_PLAN.purchaseList.path)}?date_from=2025-11-10&date_to=2025-11-12`);
    // 10 and 11 November are confirmed; on the 12th, check-out at 12:00 leaves breakfast: 2 × 2 eggs, 80 g of oats.
    expect(productOf(list, k.products.egg.id)).toMatchObject({ unit: "quti", required: 0.133, min_stock: 0, to_buy: 0 });
    expect(productOf(list, k.products.oats.id)).toMatchObject({ unit: "kg", required: 0.08 });
    expect(productOf(list, k.products.meat.id)).toBeUndefined();
    const file = await t.app.inject({ url: `${api(KITCHEN_PLAN.purchaseList.path)}?date_from=2025-11-10&date_to=2025-11-12&format=xlsx`, headers: chef });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const sheet = await t.app.inject({ url: `${api(KITCHEN_PLAN.export.path)}?date=${day}`, headers: chef });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-disposition"]).toContain("ishlab_chiqarish_2025-11-10.xlsx");
  });

  it("shows a group's meals per day", async () => {
    const days = await get<Array<{ date: string; stays: Array<{ meals: string[] }> }>>(api(KITCHEN_PLAN.groupMeals.path, { id: stay.group }), admin);
    expect(days.map((entry) => [entry.date, entry.stays[0].meals])).toEqual([
      ["09.11.2025", ["dinner"]],
      ["10.11.2025", ["breakfast", "dinner"]],
      ["11.11.2025", ["breakfast", "dinner"]],
      ["12.11.2025", ["breakfast"]],
    ]);
  });
});
