import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { INVOICES } from "@app/contract/endpoints/finance";
import { type BillableOrderList, type Invoice, MAX_BILLED_ORDERS } from "@app/contract/schemas/finance";
import { foodOrders, guestGroups } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { book, createGuestGroup, groupOrder, hotelWithRooms, individualOrder } from "../hotels/test-fixtures.ts";
import { activeCounterparty, api, gramsAndKilograms, kitchenClient } from "../kitchen/testing.ts";
import { createOrder, createVehicle, orderItem } from "../taxi/testing.ts";
import { type FinanceClient, financeClient } from "./testing.ts";

let t: TestApp;
let finance: FinanceClient;
let ceo: { authorization: string };
let admin: { authorization: string };
let dish: { id: string };

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  ceo = (await t.userWithRole("ceo")).headers;
  admin = (await t.userWithRole("admin")).headers;
  finance = financeClient(t, ceo);
  const kitchen = kitchenClient(t, admin);
  const basics = await gramsAndKilograms(kitchen);
  const rice = await basics.product("Guruch");
  await kitchen.receive(rice.id, 1000, 100);
  const section = await kitchen.dishSection();
  dish = await kitchen.dish({ section: section.id, profit: 20, recipes_id: [(await kitchen.line(rice.id, 200)).id] });
});
afterAll(() => t.close());

const listOf = (agent: string, headers = ceo) =>
  t.app.inject({ url: `${api(INVOICES.billableOrders.path)}?counter_agent=${agent}`, headers });

async function billable(agent: string): Promise<BillableOrderList> {
  const response = await listOf(agent);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (list: BillableOrderList) => list.results.map((order) => order.id);

async function groupOf(agent: string | null) {
  const group = await createGuestGroup(t);
  await t.ctx.db.update(guestGroups).set({ counterpartyId: agent }).where(eq(guestGroups.id, group));
  return group;
}

/** Every kind of order for `agent`: a stay of its group, a food order, and its group's transfer. */
async function ordersOf(agent: string) {
  const group = await groupOf(agent);
  const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2, net_price: 100, profit: 50 });
  const booked = await book(t, admin, groupOrder(hotel.id, [rooms[0].id], group, "2025-07-01 14:00", "2025-07-03 12:00", 2));
  expect(booked.statusCode, booked.body).toBe(201);
  const food = await t.app.inject({ method: "POST", url: api(FOOD_ORDERS.create.path), headers: admin, payload: { food: dish.id, product_count: 3, counter_agent: agent } });
  expect(food.statusCode, food.body).toBe(201);
  const transfer = await createOrder(t, admin, (await createVehicle(t, admin)).id, "20.06.2025 10:00", { group, gross_fee: "310.25" });
  return { group, stay: booked.json(), food: food.json(), transfer };
}

const fromOrders = (agent: string, orders: Array<{ type: string; id: string }>) =>
  finance.raw("POST", api(INVOICES.fromOrders.path), { counter_agent: agent, currency: "SAR", date: "15.06.2025", orders });

describe("billable orders", () => {
  it("lists the agent's stays, food orders and transfers, newest first, at the price a line from them bills", async () => {
    const agent = await activeCounterparty(t);
    const { stay, food, transfer } = await ordersOf(agent);
    // Another agent's orders, an individual stay and a transfer for no group are not this agent's.
    await ordersOf(await activeCounterparty(t));
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1 });
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-07-02 14:00", "2025-07-04 12:00", ["Ali Valiyev"]))).statusCode).toBe(201);
    await createOrder(t, admin, (await createVehicle(t, admin)).id, "21.06.2025 10:00");

    const list = await billable(agent);
    expect(list).toEqual({
      currency: "SAR",
      count: 3,
      results: [
        { type: "hotel_order", id: stay.id, code: stay.order_id, description: `Mehmonxona buyurtmasi №${stay.order_id}`, date: "01.07.2025", amount: stay.general_cost },
        { type: "transport_order", id: transfer.id, code: transfer.order_number, description: `Transfer №${transfer.order_number}`, date: "20.06.2025", amount: 310.25 },
        { type: "food_order", id: food.id, code: food.food_order_id, description: `Ovqat buyurtmasi №${food.food_order_id}`, date: "15.06.2025", amount: food.total_price },
      ],
    });
    const draft = (await fromOrders(agent, list.results.map(({ type, id }) => ({ type, id })))).json<Invoice>();
    expect(draft.lines.map((line) => [line.description, line.amount])).toEqual(list.results.map((order) => [order.description, order.amount]));
  });

  it("leaves canceled orders out", async () => {
    const agent = await activeCounterparty(t);
    const { stay, food, transfer } = await ordersOf(agent);
    const canceled = await Promise.all([
      t.app.inject({ method: "POST", url: api(HOTEL_ORDERS.cancel.path, { id: stay.id }), headers: admin, payload: { reason: "Guruh kelmadi" } }),
      t.app.inject({ method: "PATCH", url: api(FOOD_ORDERS.update.path, { id: food.id }), headers: admin, payload: { status: -1 } }),
      t.app.inject({ method: "PATCH", url: orderItem(transfer.id), headers: admin, payload: { status: "canceled" } }),
    ]);
    expect(canceled.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await billable(agent)).toEqual({ currency: "SAR", count: 0, results: [] });
  });

  it("leaves out a food order served with a stay, which the stay's price bills", async () => {
    const agent = await activeCounterparty(t);
    const { stay, food } = await ordersOf(agent);
    await t.ctx.db.update(foodOrders).set({ hotelOrderId: stay.id }).where(eq(foodOrders.id, food.id));
    expect(idsOf(await billable(agent))).not.toContain(food.id);
    const refused = await fromOrders(agent, [{ type: "food_order", id: food.id }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/bron narxiga kiradi/);
  });

  it("leaves out orders on a draft or an issued invoice, and lists them again once the invoice is void", async () => {
    const agent = await activeCounterparty(t);
    const { stay, food, transfer } = await ordersOf(agent);
    const draft = await fromOrders(agent, [{ type: "hotel_order", id: stay.id }, { type: "transport_order", id: transfer.id }]);
    expect(draft.statusCode, draft.body).toBe(201);
    expect(idsOf(await billable(agent))).toEqual([food.id]);
    await finance.issue(draft.json<Invoice>().id);
    expect(idsOf(await billable(agent))).toEqual([food.id]);
    await finance.raw("POST", api(INVOICES.void.path, { id: draft.json<Invoice>().id }), { reason: "Qayta" });
    expect(idsOf(await billable(agent))).toEqual([stay.id, transfer.id, food.id]);
  });

  it(`answers the newest ${MAX_BILLED_ORDERS} and counts them all`, async () => {
    const agent = await activeCounterparty(t);
    const { food } = await ordersOf(agent);
    const [template] = await t.ctx.db.select().from(foodOrders).where(eq(foodOrders.id, food.id));
    const { id: _, code, ...rest } = template;
    // With the three orders of the agent, three more than fit, each a day earlier than the last.
    await t.ctx.db.insert(foodOrders).values(
      Array.from({ length: MAX_BILLED_ORDERS }, (_, index) => ({
        ...rest,
        code: `${code}-${index}`,
        orderTime: new Date(Date.UTC(2025, 5, 14 - index)).toISOString().slice(0, 10),
      })),
    );
    const list = await billable(agent);
    expect(list.count).toBe(MAX_BILLED_ORDERS + 3);
    expect(list.results).toHaveLength(MAX_BILLED_ORDERS);
    expect(list.results.slice(0, 3).map((order) => order.type)).toEqual(["hotel_order", "transport_order", "food_order"]);
    expect(list.results.at(-1)!.date).toBe("04.02.2024");
  });

  it("lets analytics read it, not other roles, and wants an agent", async () => {
    const agent = await activeCounterparty(t);
    expect((await listOf(agent, (await t.userWithRole("analytics")).headers)).statusCode).toBe(200);
    expect((await listOf(agent, (await t.userWithRole("hotel")).headers)).statusCode).toBe(403);
    const missing = await t.app.inject({ url: api(INVOICES.billableOrders.path), headers: ceo });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("counter_agent");
  });
});

describe("a transfer on an invoice", () => {
  it("is its group's agent's: another agent's invoice refuses it", async () => {
    const agent = await activeCounterparty(t);
    const { transfer } = await ordersOf(agent);
    const foreign = await fromOrders(await activeCounterparty(t), [{ type: "transport_order", id: transfer.id }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()["orders.0"]).toEqual(["Buyurtma boshqa kontragentniki"]);
    expect((await fromOrders(agent, [{ type: "transport_order", id: transfer.id }])).statusCode).toBe(201);
  });
});
