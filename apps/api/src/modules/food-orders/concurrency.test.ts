import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { foodOrders } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { activeCounterparty, api, gramsAndKilograms, kitchenClient, ledgerBreaches } from "../kitchen/testing.ts";
import { stockTurn } from "../kitchen/stock/turns.ts";

let t: TestApp;
let headers: { authorization: string };
let kitchen: ReturnType<typeof kitchenClient>;
let basics: Awaited<ReturnType<typeof gramsAndKilograms>>;
beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  headers = (await t.userWithRole("catering")).headers;
  kitchen = kitchenClient(t, headers);
  basics = await gramsAndKilograms(kitchen);
});
afterAll(() => t.close());

async function remainingOf(product: string): Promise<number> {
  const result = await t.ctx.db.execute(
    sql`select coalesce(sum(remaining), 0)::float8 as grams, coalesce(min(remaining), 0)::float8 as lowest
      from stock_batches where product_id = ${product}`,
  );
  const [row] = rowsOf<{ grams: number; lowest: number }>(result);
  expect(row.lowest).toBeGreaterThanOrEqual(0);
  return row.grams;
}

describe("stock under concurrency", () => {
  it("never goes negative when 20 orders and write-offs race for one short product", async () => {
    const saffron = await basics.product("Za'faron");
    const salt = await basics.product("Osh tuzi");
    const first = await kitchen.receive(saffron.id, 60_000, 0.6);
    t.clock.advance(1000);
    const second = await kitchen.receive(saffron.id, 40_000, 0.4);
    await kitchen.receive(salt.id, 1_000, 5);
    const section = await kitchen.dishSection();
    const saffronLine = await kitchen.line(saffron.id, 100);
    const saltLine = await kitchen.line(salt.id, 10);
    const dish = await kitchen.dish({ section: section.id, profit: 100, recipes_id: [saltLine.id, saffronLine.id] });
    const agent = await activeCounterparty(t);

    const requests = Array.from({ length: 20 }, (_, index) =>
      index % 4 === 3
        ? {
            kind: "writeOff" as const,
            grams: 50,
            request: {
              method: "POST" as const,
              url: api(STOCK_BATCHES.get.path, { id: index % 8 === 3 ? first.id : second.id }),
              headers,
              payload: { amount: 0.05, reason: "Namlik" },
            },
          }
        : {
            kind: "order" as const,
            grams: 100,
            request: {
              method: "POST" as const,
              url: api(FOOD_ORDERS.list.path),
              headers,
              payload: { food: dish.id, counter_agent: agent },
            },
          },
    );
    const responses = await Promise.all(requests.map(({ request }) => t.app.inject(request)));

    let taken = 0;
    responses.forEach((response, index) => {
      const { kind, grams } = requests[index];
      const ok = kind === "order" ? 201 : 200;
      expect([ok, 400], response.body).toContain(response.statusCode);
      if (response.statusCode === ok) taken += grams;
      else if (kind === "order") expect(response.json()[saffron.id]).toMatchObject({ name: "Za’faron", measure: "g" });
    });
    const placed = responses.filter((response, index) => requests[index].kind === "order" && response.statusCode === 201);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(15);
    expect(taken).toBeLessThanOrEqual(1000);
    expect(await remainingOf(saffron.id)).toBe(1000 - taken);
    expect(await remainingOf(salt.id)).toBe(5000 - 10 * placed.length);
    const orders = await t.ctx.db.select().from(foodOrders).where(eq(foodOrders.dishId, dish.id));
    expect(orders).toHaveLength(placed.length);
    expect(await ledgerBreaches(t)).toEqual([]);

    const cancels = await Promise.all(
      placed.map((response) =>
        t.app.inject({
          method: "PATCH",
          url: api(FOOD_ORDERS.get.path, { id: response.json().id }),
          headers,
          payload: { status: -1 },
        }),
      ),
    );
    expect(cancels.map((response) => response.statusCode)).toEqual(placed.map(() => 200));
    expect(await remainingOf(saffron.id)).toBe(1000 - (taken - 100 * placed.length));
    expect(await remainingOf(salt.id)).toBe(5000);
    expect(await ledgerBreaches(t)).toEqual([]);
  });

  it("places an order in a stock turn: with every turn held it waits, and goes through when one frees", async () => {
    const rice = await basics.product("Guruch");
    await kitchen.receive(rice.id, 10_000, 2);
    const section = await kitchen.dishSection();
    const dish = await kitchen.dish({ section: section.id, profit: 100, recipes_id: [(await kitchen.line(rice.id, 200)).id] });
    const agent = await activeCounterparty(t);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: stockTurn.concurrency }, () => stockTurn(() => held));
    let answered = false;
    const order = t.app
      .inject({ method: "POST", url: api(FOOD_ORDERS.list.path), headers, payload: { food: dish.id, counter_agent: agent } })
      .then((response) => {
        answered = true;
        return response;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    expect(stockTurn.pendingCount).toBe(1);
    release();
    await Promise.all(holders);
    expect((await order).statusCode).toBe(201);
    expect(await remainingOf(rice.id)).toBe(2000 - 200);
  });
});
