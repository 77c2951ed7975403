import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { INVOICES } from "@app/contract/endpoints/finance";
import type { Invoice } from "@app/contract/schemas/finance";
import { guestGroups, invoices } from "../../db/schema/index.ts";
import { TEST_DB, createTestApp, type TestApp } from "../../test/harness.ts";
import { book, createGuestGroup, groupOrder, hotelWithRooms } from "../hotels/test-fixtures.ts";
import { type KitchenClient, activeCounterparty, api, gramsAndKilograms, kitchenClient } from "../kitchen/testing.ts";
import { lockAgentBalance } from "./credit.ts";
import { type FinanceClient, financeClient, issuedInvoice } from "./testing.ts";

let t: TestApp;
let kitchen: KitchenClient;
let finance: FinanceClient;
let ceo: { authorization: string };
let catering: { authorization: string };
let dish: { id: string; gross_price: number };

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  ceo = (await t.userWithRole("ceo")).headers;
  catering = (await t.userWithRole("catering")).headers;
  finance = financeClient(t, ceo);
  kitchen = kitchenClient(t, catering);
  const basics = await gramsAndKilograms(kitchen);
  const rice = await basics.product("Guruch");
  await kitchen.receive(rice.id, 1000, 100);
  const section = await kitchen.dishSection();
  dish = await kitchen.dish({ section: section.id, profit: 20, recipes_id: [(await kitchen.line(rice.id, 200)).id] });
  await finance.rate("USD", "01.06.2025", "3.75");
});
afterAll(() => t.close());

const limit = (agent: string, credit_limit: number | null, headers = ceo) =>
  t.app.inject({ method: "PATCH", url: api(COUNTERPARTIES.update.path, { id: agent }), headers, payload: { credit_limit } });

const orderFood = (agent: string, headers: { authorization: string }, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: api(FOOD_ORDERS.create.path), headers, payload: { food: dish.id, product_count: 1, counter_agent: agent, ...extra } });

describe("the credit limit", () => {
  it("is written only by those who keep the ledger", async () => {
    const agent = await activeCounterparty(t);
    const hr = (await t.userWithRole("hr")).headers;
    expect((await limit(agent, 100, hr)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PATCH", url: api(COUNTERPARTIES.update.path, { id: agent }), headers: hr, payload: { name: "Yangi nom" } })).statusCode).toBe(200);
    const set = await limit(agent, 100);
    expect(set.json()).toMatchObject({ credit_limit: 100, name: "Yangi nom" });
    expect((await limit(agent, null)).json().credit_limit).toBeNull();
  });

  it("refuses a food order that would pass it, showing limit and balance; a ceo may override, others not", async () => {
    const agent = await activeCounterparty(t);
    await issuedInvoice(finance, agent, "SAR", "10.06.2025", 100);
    // Orders not yet invoiced do not count: the balance is what issued invoices leave owing.
    const creditLimit = 100 + dish.gross_price * 1.5;
    await limit(agent, creditLimit);
    expect((await orderFood(agent, catering)).statusCode).toBe(201);
    const refused = await orderFood(agent, catering, { product_count: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "credit_limit", credit_limit: creditLimit, balance: 100, order_amount: dish.gross_price * 2 });
    expect(refused.json().detail).toContain("Kredit limiti oshadi");
    expect((await orderFood(agent, catering, { product_count: 2, override_credit: true })).statusCode).toBe(403);
    expect((await orderFood(agent, ceo, { product_count: 2, override_credit: true })).statusCode).toBe(201);
    // A payment brings the balance down and the order fits again.
    await finance.pay({ counter_agent: agent, date: "12.06.2025", amount: 100, currency: "SAR", method: "cash" });
    expect((await orderFood(agent, catering, { product_count: 2 })).statusCode).toBe(201);
  });

  // The embedded database runs one transaction at a time, so only PostgreSQL can race.
  it.runIf(TEST_DB === "postgres")("checks an order against an invoice being issued at the same moment, not before it", async () => {
    const agent = await activeCounterparty(t);
    await limit(agent, dish.gross_price * 1.5);
    const draft = await finance.draft({ counter_agent: agent, currency: "SAR", date: "10.06.2025", due_date: "10.06.2025", lines: [{ description: "A", quantity: 1, unit_price: dish.gross_price }] });
    let order: Promise<{ statusCode: number; json(): { code?: string; balance?: number } }> | undefined;
    let settledEarly = false;
    await t.ctx.db.transaction(async (tx) => {
      // As issuing does: the agent's balance is locked, then the invoice becomes owed.
      await lockAgentBalance(tx, agent);
      order = orderFood(agent, catering);
      void order.then(() => (settledEarly = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(invoices).set({ state: "issued", number: sql`'RACE-' || ${draft.id}` }).where(eq(invoices.id, draft.id));
    });
    expect(settledEarly).toBe(false);
    const refused = await order!;
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "credit_limit", balance: dish.gross_price });
  });

  it("lets two simultaneous orders through when each fits: orders not yet invoiced are not owed", async () => {
    const agent = await activeCounterparty(t);
    await limit(agent, dish.gross_price * 1.5);
    const placed = await Promise.all([orderFood(agent, catering), orderFood(agent, catering)]);
    expect(placed.map((response) => response.statusCode)).toEqual([201, 201]);
    expect((await orderFood(agent, catering, { product_count: 2 })).statusCode).toBe(400);
  });

  it("refuses a group's hotel order past its agent's limit", async () => {
    const agent = await activeCounterparty(t);
    const admin = (await t.userWithRole("admin")).headers;
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2, net_price: 100, profit: 50 });
    const group = await createGuestGroup(t);
    await t.ctx.db.update(guestGroups).set({ counterpartyId: agent }).where(eq(guestGroups.id, group));
    await limit(agent, 100);
    const body = groupOrder(hotel.id, [rooms[0].id], group, "2025-07-01 14:00", "2025-07-03 12:00", 2);
    const refused = await book(t, admin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "credit_limit", credit_limit: 100, balance: 0 });
    expect((await book(t, admin, { ...body, override_credit: true })).statusCode).toBe(201);
  });
});

describe("invoices from orders", () => {
  it("bills an order at its total converted at the rate, on one live invoice at a time", async () => {
    const agent = await activeCounterparty(t);
    const order = (await orderFood(agent, catering, { product_count: 3 })).json();
    const body = { counter_agent: agent, currency: "USD", date: "09.06.2025", orders: [{ type: "food_order", id: order.id }] };
    const response = await finance.raw("POST", api(INVOICES.fromOrders.path), body);
    expect(response.statusCode, response.body).toBe(201);
    const draft = response.json<Invoice>();
    const expected = Math.round((order.total_price / 3.75) * 100) / 100;
    expect(draft).toMatchObject({ currency: "USD", rate: 3.75, total: expected, due_date: "09.06.2025" });
    expect(draft.lines).toEqual([
      { id: expect.any(String), description: `Ovqat buyurtmasi №${order.food_order_id}`, quantity: 1, unit_price: expected, amount: expected, order: { type: "food_order", id: order.id } },
    ]);
    expect((await finance.raw("POST", api(INVOICES.fromOrders.path), body)).statusCode).toBe(400);
    await finance.issue(draft.id);
    await finance.raw("POST", api(INVOICES.void.path, { id: draft.id }), { reason: "Qayta" });
    expect((await finance.raw("POST", api(INVOICES.fromOrders.path), body)).statusCode).toBe(201);
    const stranger = await activeCounterparty(t);
    const foreign = await finance.raw("POST", api(INVOICES.fromOrders.path), { ...body, counter_agent: stranger });
    expect(foreign.json()["orders.0"]).toEqual(["Buyurtma boshqa kontragentniki"]);
  });
});
