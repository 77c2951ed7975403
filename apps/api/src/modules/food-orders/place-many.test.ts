import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodOrders, stockBatches, stockMovements } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type KitchenClient, activeCounterparty, gramsAndKilograms, kitchenClient, ledgerBreaches } from "../kitchen/testing.ts";
import { placeFoodOrders } from "./place-many.ts";

let t: TestApp;
let kitchen: KitchenClient;
let agent: string;
let rice: { id: string };
let salt: { id: string };
let menu: string;
let soon: { id: string };
let later: { id: string };

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  kitchen = kitchenClient(t, (await t.userWithRole("catering")).headers);
  const basics = await gramsAndKilograms(kitchen);
  rice = await basics.product("Guruch");
  salt = await basics.product("Tuz");
  // 1 kg expiring first, then 10 kg: 200 g a portion.
  later = await kitchen.receive(rice.id, 100, 10);
  soon = await kitchen.receive(rice.id, 20, 1);
  await t.ctx.db.update(stockBatches).set({ expiryDate: "2025-03-20" }).where(eq(stockBatches.id, soon.id));
  await t.ctx.db.update(stockBatches).set({ expiryDate: "2025-04-30" }).where(eq(stockBatches.id, later.id));
  const section = await kitchen.dishSection();
  // A menu has 7 dishes: rice and salt in one, a pinch of salt in each other: 200 g of rice and 35 g of salt a portion.
  const pinch = await kitchen.line(salt.id, 5);
  const dishes = [await kitchen.dish({ section: section.id, profit: 5, recipes_id: [(await kitchen.line(rice.id, 200)).id, pinch.id] })];
  for (let index = 0; index < 6; index++) dishes.push(await kitchen.dish({ section: section.id, profit: 1, recipes_id: [pinch.id] }));
  menu = (await kitchen.menu({ menu_type: "lunch", profit: 10, foods_id: dishes.map((dish) => dish.id) })).id;
  agent = await activeCounterparty(t);
});
afterAll(() => t.close());

const order = (portions: number) => ({
  input: { menu, product_count: portions, order_time: "10.03.2025", counter_agent: agent, address: "Makka" },
  hotelOrderId: null,
});
const place = (orders: ReturnType<typeof order>[]) => t.ctx.db.transaction((tx) => placeFoodOrders(t.ctx, tx, orders, null));

describe("placing many food orders at once", () => {
  it("refuses a shortage naming every short product, and places nothing", async () => {
    // Salt was never received, and 60 portions need 12 kg of rice.
    const refused = await place([order(30), order(30)]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).body).toMatchObject({ [rice.id]: { needed: "1000.00" }, [salt.id]: { needed: "2100.00" } });
    expect(await t.ctx.db.select().from(foodOrders)).toEqual([]);
  });

  it("prices each order as one placed alone and splits the stock between them first-expiring first", async () => {
    await kitchen.receive(salt.id, 10, 1);
    const single = await kitchen.order({ menu, product_count: 1, counter_agent: agent, order_time: "10.03.2025" });
    const ids = await place([order(3), order(4), order(2)]);
    expect(new Set(ids).size).toBe(3);
    const placed = await t.ctx.db.select().from(foodOrders).where(inArray(foodOrders.id, ids));
    for (const row of placed) {
      expect(row).toMatchObject({ orderTime: "2025-03-10", counterpartyId: agent, address: "Makka", status: 0 });
      expect(Number(row.price)).toBe(single.price);
    }
    expect(ids.map((id) => placed.find((row) => row.id === id)?.productCount)).toEqual([3, 4, 2]);

    const taken = await t.ctx.db
      .select({ order: stockMovements.foodOrderId, batch: stockMovements.batchId, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(inArray(stockMovements.foodOrderId, ids));
    const riceOf = (id: string) =>
      taken
        .filter((row) => row.order === id && row.batch !== null && [soon.id, later.id].includes(row.batch))
        .map((row) => [row.batch, Number(row.quantity)]);
    // 800 g of the first-expiring kilogram was left after the single order: 600 g to the first order,
    // 200 g and then 600 g of the next batch to the second, the third from the next batch alone.
    expect(riceOf(ids[0])).toEqual([[soon.id, 600]]);
    expect(riceOf(ids[1])).toEqual(expect.arrayContaining([[soon.id, 200], [later.id, 600]]));
    expect(riceOf(ids[1])).toHaveLength(2);
    expect(riceOf(ids[2])).toEqual([[later.id, 400]]);
    expect(await ledgerBreaches(t)).toEqual([]);
  });
});
