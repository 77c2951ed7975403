import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../../db/rows.ts";
import { type KitchenClient, activeCounterparty, api, gramsAndKilograms, kitchenClient, ledgerBreaches } from "../testing.ts";

let t: TestApp;
let kitchen: KitchenClient;
let headers: { authorization: string };
let agent: string;
let products: string[];
/** Each dish and the grams of each product one portion takes. */
let dishes: Array<{ id: string; grams: Map<string, number> }>;

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  headers = (await t.userWithRole("admin")).headers;
  kitchen = kitchenClient(t, headers);
  const basics = await gramsAndKilograms(kitchen);
  products = [];
  for (const name of ["Guruch", "Go'sht", "Piyoz"]) products.push((await basics.product(name)).id);
  const section = await kitchen.dishSection();
  const ingredientLists: Array<Array<[number, number]>> = [
    [[0, 150], [1, 80]],
    [[1, 120], [2, 45.5]],
    [[0, 60], [2, 30]],
  ];
  dishes = [];
  for (const list of ingredientLists) {
    const lines = [];
    for (const [product, grams] of list) lines.push(await kitchen.line(products[product], grams));
    const dish = await kitchen.dish({ section: section.id, profit: 500, recipes_id: lines.map((line) => line.id) });
    dishes.push({ id: dish.id, grams: new Map(list.map(([product, grams]) => [products[product], grams])) });
  }
  agent = await activeCounterparty(t);
});
afterAll(() => t.close());

type Operation =
  | { kind: "receive"; product: number; kilograms: number; price: number }
  | { kind: "order"; dish: number; portions: number }
  | { kind: "finish"; pick: number; cancel: boolean }
  | { kind: "writeOff"; pick: number; grams: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant("receive" as const),
    product: fc.nat(2),
    kilograms: fc.integer({ min: 1, max: 3000 }).map((grams) => grams / 1000),
    price: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({ kind: fc.constant("order" as const), dish: fc.nat(2), portions: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant("finish" as const), pick: fc.nat(1000), cancel: fc.boolean() }),
  fc.record({ kind: fc.constant("writeOff" as const), pick: fc.nat(1000), grams: fc.integer({ min: 1, max: 900 }) }),
);

/** Stock per product in grams, from the batches. */
async function stockByProduct(): Promise<Map<string, number>> {
  const result = await t.ctx.db.execute(
    sql`select product_id, sum(remaining)::float8 as grams from stock_batches group by product_id`,
  );
  return new Map(rowsOf<{ product_id: string; grams: number }>(result).map((row) => [row.product_id, row.grams]));
}

describe("the stock ledger", () => {
  it("keeps remaining = received − consumed − written off + restored through a long random history", { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 200, maxLength: 200 }), async (operations) => {
        /** The model: grams per product, from the answers alone, without knowing FIFO. */
        const start = await stockByProduct();
        const expected = new Map<string, number>(products.map((id) => [id, start.get(id) ?? 0]));
        const change = (product: string, grams: number) => expected.set(product, (expected.get(product) ?? 0) + grams);
        const batches: Array<{ id: string; product: string }> = [];
        const pending: Array<{ id: string; dish: number; portions: number }> = [];
        const seen = { ordered: 0, short: 0, canceled: 0, writtenOff: 0, refused: 0 };

        for (const op of operations) {
          t.clock.advance(1000);
          if (op.kind === "receive") {
            const batch = await kitchen.receive(products[op.product], op.price, op.kilograms);
            batches.push({ id: batch.id, product: products[op.product] });
            change(products[op.product], op.kilograms * 1000);
          } else if (op.kind === "order") {
            const response = await t.app.inject({
              method: "POST",
              url: api(FOOD_ORDERS.list.path),
              headers,
              payload: { food: dishes[op.dish].id, product_count: op.portions, counter_agent: agent },
            });
            expect([201, 400]).toContain(response.statusCode);
            if (response.statusCode === 201) {
              seen.ordered++;
              pending.push({ id: response.json().id, dish: op.dish, portions: op.portions });
              for (const [product, grams] of dishes[op.dish].grams) change(product, -grams * op.portions);
            } else {
              seen.short++;
              expect(Object.keys(response.json()).length).toBeGreaterThan(1);
            }
          } else if (op.kind === "finish" && pending.length) {
            const [order] = pending.splice(op.pick % pending.length, 1);
            await kitchen.setStatus(order.id, op.cancel ? -1 : 1);
            if (op.cancel) {
              seen.canceled++;
              for (const [product, grams] of dishes[order.dish].grams) change(product, grams * order.portions);
            }
          } else if (op.kind === "writeOff" && batches.length) {
            const batch = batches[op.pick % batches.length];
            const response = await t.app.inject({
              method: "POST",
              url: api(STOCK_BATCHES.get.path, { id: batch.id }),
              headers,
              payload: { amount: op.grams / 1000, reason: "inventory" },
            });
            expect([200, 400]).toContain(response.statusCode);
            if (response.statusCode === 200) {
              seen.writtenOff++;
              change(batch.product, -op.grams);
            } else seen.refused++;
          }
        }

        expect(Object.values(seen).every((times) => times > 0), JSON.stringify(seen)).toBe(true);
        expect(await ledgerBreaches(t)).toEqual([]);
        const actual = await stockByProduct();
        for (const [product, grams] of expected) {
          expect(actual.get(product) ?? 0).toBeCloseTo(grams, 6);
          expect(grams).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1, seed: 20_250_301 },
    );
  });
});
