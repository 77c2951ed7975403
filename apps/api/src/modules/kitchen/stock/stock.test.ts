import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { rowsOf } from "../../../db/rows.ts";
import { stockBatches, stockMovements } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { expectKeptBetweenChanges } from "../../../test/tables-read.ts";
import { type KitchenClient, activeCounterparty, api, gramsAndKilograms, kitchenClient, ledgerBreaches } from "../testing.ts";

let t: TestApp;
let kitchen: KitchenClient;
let basics: Awaited<ReturnType<typeof gramsAndKilograms>>;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  admin = (await t.userWithRole("admin")).headers;
  kitchen = kitchenClient(t, admin);
  basics = await gramsAndKilograms(kitchen);
});
afterAll(() => t.close());

const minute = 60_000;

async function dishOf(productId: string, grams: number) {
  const line = await kitchen.line(productId, grams);
  const section = await kitchen.dishSection();
  return kitchen.dish({ section: section.id, profit: 1000, recipes_id: [line.id] });
}

async function movementsOf(batchId: string) {
  const rows = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.batchId, batchId));
  return rows.map((row) => ({ kind: row.kind, quantity: Number(row.quantity), value: Number(row.value) }));
}

describe("units and unit prices", () => {
  it("prices a gram of a 10 kg batch bought for 150 000 at exactly 15, and a 250 g line at 3 750", async () => {
    const rice = await basics.product("Guruch");
    const batch = await kitchen.receive(rice.id, 150_000, 10);
    expect(batch).toMatchObject({
      product: rice.id,
      product_name: "Guruch",
      measure: "g",
      warehouse_measure: "kg",
      gross_price: 150000,
      arrived_amount: 10,
      amount: 10,
      unit_price: 15,
      stock_unit_price: 15000,
      status: true,
      editable: true,
    });
    const line = await kitchen.line(rice.id, 250);
    expect(line).toMatchObject({ count: 250, price: 3750, priced: true, status: true, measure: "g" });
    const [stored] = await t.ctx.db.select().from(stockBatches).where(eq(stockBatches.id, batch.id));
    expect(stored.received).toBe("10000.0000000");
    expect(stored.unitPrice).toBe("15.000000");
  });

  it("keeps 6 places of a cheap unit price so a gram never costs 0", async () => {
    const salt = await basics.product("Tuz");
    const batch = await kitchen.receive(salt.id, 7, 3);
    expect(batch.unit_price).toBe(0.002333);
    // A kilogram: 7 ÷ 3 to cents, not 0.002333 × 1000.
    expect(batch.stock_unit_price).toBe(2.33);
    const line = await kitchen.line(salt.id, 5);
    expect(line.price).toBe(0.01);
    const inWarehouse = await kitchen.send("GET", api(PRODUCTS.onHand.path, { id: salt.id }));
    expect(inWarehouse).toEqual({ count: "3.00", price: "0.002333", measure: "kg" });
  });

  it("shows the product's stock in stock units and flags it low below min_stock", async () => {
    const onion = await basics.product("Piyoz", { min_stock: 5 });
    expect(onion).toMatchObject({ stock: 0, status: false, low_stock: true, min_stock: 5, difference_measures: 1000 });
    await kitchen.receive(onion.id, 40_000, 4.5);
    const read = await kitchen.send<{ stock: number; low_stock: boolean; status: boolean }>(
      "GET",
      api(PRODUCTS.get.path, { id: onion.id }),
    );
    expect(read).toMatchObject({ stock: 4.5, low_stock: true, status: true });
    await kitchen.receive(onion.id, 10_000, 1);
    const low = await kitchen.send<{ count: number; results: Array<{ id: string }> }>(
      "GET",
      `${api(PRODUCTS.list.path)}?low_stock=true&search=Piyoz`,
    );
    expect(low.count).toBe(0);
  });
});

describe("consumption by food orders", () => {
  it("takes oldest batches first, records the exact amount from each, and a cancel restores exactly that", async () => {
    const meat = await basics.product("Go'sht");
    const older = await kitchen.receive(meat.id, 10_000, 1);
    t.clock.advance(minute);
    const newer = await kitchen.receive(meat.id, 30_000, 2);
    t.clock.advance(minute);
    const dish = await dishOf(meat.id, 750);
    const agent = await activeCounterparty(t);

    const order = await kitchen.order({ food: dish.id, product_count: 2, counter_agent: agent });
    expect(await movementsOf(older.id)).toEqual(
      expect.arrayContaining([{ kind: "consumption", quantity: 1000, value: 10000 }]),
    );
    expect(await movementsOf(newer.id)).toEqual(
      expect.arrayContaining([{ kind: "consumption", quantity: 500, value: 7500 }]),
    );
    const batches = await kitchen.send<{ results: Array<{ id: string; amount: number; status: boolean; editable: boolean }> }>(
      "GET",
      `${api(STOCK_BATCHES.list.path)}?product=${meat.id}`,
    );
    expect(batches.results.map(({ id, amount, status, editable }) => ({ id, amount, status, editable }))).toEqual([
      { id: newer.id, amount: 1.5, status: true, editable: false },
      { id: older.id, amount: 0, status: false, editable: false },
    ]);

    await kitchen.setStatus(order.id, -1);
    expect(await movementsOf(older.id)).toEqual(
      expect.arrayContaining([{ kind: "restoration", quantity: 1000, value: 10000 }]),
    );
    expect(await movementsOf(newer.id)).toEqual(
      expect.arrayContaining([{ kind: "restoration", quantity: 500, value: 7500 }]),
    );
    const [back] = await t.ctx.db.select().from(stockBatches).where(eq(stockBatches.id, newer.id));
    expect(back.remaining).toBe(back.received);
    expect(await ledgerBreaches(t)).toEqual([]);
  });
});

describe("batch indexes", () => {
  it("name no column an order's consumption changes, so taking stock updates a batch in place", async () => {
    // Each order rewrites `remaining` and `updated_at` of the batches it takes from. An index over
    // either, or filtering on either, makes every such update write to all the table's indexes
    // instead of staying on the heap page (HOT), and leaves dead entries for the next order to skip.
    const result = await t.ctx.db.execute(
      sql`select indexname from pg_indexes where tablename = 'stock_batches' and indexdef ~ '\\m(remaining|updated_at)\\M'`,
    );
    expect(rowsOf(result)).toEqual([]);
  });
});

describe("write-offs", () => {
  it("writes off part of a batch with a reason and never more than remains", async () => {
    const flour = await basics.product("Un");
    const batch = await kitchen.receive(flour.id, 20_000, 2);
    const result = await kitchen.writeOff(batch.id, 0.5, { reason: "spoiled", note: "Namlangan" });
    expect(result.detail).toBe("0.50 kg Un hisobdan chiqarildi");
    expect(result.batch).toMatchObject({ id: batch.id, amount: 1.5, editable: false });
    expect(await movementsOf(batch.id)).toEqual(
      expect.arrayContaining([{ kind: "write_off", quantity: 500, value: 5000 }]),
    );

    const tooMuch = await t.app.inject({
      method: "POST",
      url: api(STOCK_BATCHES.get.path, { id: batch.id }),
      headers: admin,
      payload: { amount: 1.6, reason: "damaged" },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().amount).toEqual(["Qoldiqdan ko'p chiqarib bo'lmaydi: omborda 1.50 kg qolgan"]);

    const refusals = [
      { amount: 0 },
      { amount: -1, reason: "other" },
      { amount: 1, reason: "Yo'qolgan" },
      { amount: 1, reason: "  " },
      { amount: 1, reason: "other", note: "x".repeat(501) },
    ];
    for (const payload of refusals) {
      const refused = await t.app.inject({
        method: "POST",
        url: api(STOCK_BATCHES.get.path, { id: batch.id }),
        headers: admin,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await ledgerBreaches(t)).toEqual([]);
  });

  it("takes `{amount}` alone as a write-off for another reason, with no note", async () => {
    const millet = await basics.product("Tariq");
    const batch = await kitchen.receive(millet.id, 10_000, 2);
    const result = await kitchen.writeOff(batch.id, 0.25);
    expect(result.batch.amount).toBe(1.75);
    const page = await kitchen.send<{ results: Array<Record<string, unknown>> }>(
      "GET",
      `${api(PRODUCTS.movements.path, { id: millet.id })}?kind=write_off`,
    );
    expect(page.results).toEqual([
      expect.objectContaining({ reason: "other", reason_label: "Boshqa", note: null, amount: 0.25 }),
    ]);
  });
});

describe("write-off reasons migration", () => {
  it("keeps what people typed as a note and files the write-off under `other`", async () => {
    const soda = await basics.product("Soda");
    const batch = await kitchen.receive(soda.id, 5_000, 1);
    await kitchen.writeOff(batch.id, 0.2);
    // Back to the schema before reasons were a list: free text in `reason`, no `note` column.
    await t.ctx.db.execute(sql`alter table stock_movements drop constraint stock_movements_reason_values`);
    await t.ctx.db.execute(sql`alter table stock_movements drop column note`);
    await t.ctx.db.execute(sql`update stock_movements set reason = 'Namlik tegdi' where batch_id = ${batch.id} and kind = 'write_off'`);
    await t.ctx.db.execute(sql`update stock_movements set reason = 'eski' where batch_id = ${batch.id} and kind = 'receipt'`);

    const migration = readFileSync(new URL("../../../db/migrations/0008_write_off_reasons.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await t.ctx.db.execute(sql.raw(statement));

    const rows = await t.ctx.db
      .select({ kind: stockMovements.kind, reason: stockMovements.reason, note: stockMovements.note })
      .from(stockMovements)
      .where(eq(stockMovements.batchId, batch.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: "write_off", reason: "other", note: "Namlik tegdi" },
        { kind: "receipt", reason: null, note: null },
      ]),
    );
  });
});

describe("receipt corrections", () => {
  it("corrects price and amount while nothing was taken, and refuses afterwards", async () => {
    const sugar = await basics.product("Shakar");
    const batch = await kitchen.receive(sugar.id, 12_000, 1);
    const corrected = await kitchen.send<{ gross_price: number; arrived_amount: number; amount: number; unit_price: number; stock_unit_price: number }>(
      "PATCH",
      api(STOCK_BATCHES.get.path, { id: batch.id }),
      { gross_price: 24_000, arrived_amount: 2 },
    );
    expect(corrected).toMatchObject({ gross_price: 24000, arrived_amount: 2, amount: 2, unit_price: 12, stock_unit_price: 12000 });
    expect(await movementsOf(batch.id)).toEqual([{ kind: "receipt", quantity: 2000, value: 24000 }]);

    await kitchen.writeOff(batch.id, 0.1);
    const refused = await t.app.inject({
      method: "PATCH",
      url: api(STOCK_BATCHES.get.path, { id: batch.id }),
      headers: admin,
      payload: { gross_price: 30_000 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/tuzatib bo'lmaydi/);
  });
});

describe("movement history", () => {
  it("lists a product's receipts, consumption, write-offs and restorations, newest first and paged", async () => {
    const oil = await basics.product("Yog'");
    const batch = await kitchen.receive(oil.id, 50_000, 5);
    t.clock.advance(minute);
    const dish = await dishOf(oil.id, 100);
    const agent = await activeCounterparty(t);
    const order = await kitchen.order({ food: dish.id, counter_agent: agent });
    t.clock.advance(minute);
    await kitchen.writeOff(batch.id, 1, { reason: "damaged", note: "To'kilgan" });
    t.clock.advance(minute);
    await kitchen.setStatus(order.id, -1);

    const page = await kitchen.send<{ count: number; next: string | null; results: Array<Record<string, unknown>> }>(
      "GET",
      `${api(PRODUCTS.movements.path, { id: oil.id })}?per_page=3`,
    );
    expect(page.count).toBe(4);
    expect(page.next).toContain("page=2");
    expect(page.results.map((row) => row.kind)).toEqual(["restoration", "write_off", "consumption"]);
    expect(page.results[0]).toMatchObject({
      quantity: 100,
      measure: "g",
      amount: 0.1,
      warehouse_measure: "kg",
      value: 1000,
      food_order: order.id,
      food_order_id: order.food_order_id,
      kind_label: "Bekor qilingan buyurtmadan qaytarish",
    });
    expect(page.results[1]).toMatchObject({
      reason: "damaged",
      reason_label: "Shikastlangan",
      note: "To'kilgan",
      amount: 1,
      quantity: 1000,
    });
    expect(page.results[2]).toMatchObject({ reason: null, reason_label: null, note: null });
    const receipts = await kitchen.send<{ results: Array<{ kind: string; value: number }> }>(
      "GET",
      `${api(PRODUCTS.movements.path, { id: oil.id })}?kind=receipt`,
    );
    expect(receipts.results).toEqual([expect.objectContaining({ kind: "receipt", value: 50000, amount: 5 })]);
  });
});

describe("warehouse list", () => {
  it("filters by search, status, section, measure (and their product__ names) and creation day", async () => {
    t.clock.set(new Date("2025-03-10T12:00:00Z"));
    const kitchen = kitchenClient(t, (await t.userWithRole("warehouse")).headers);
    const manager = kitchenClient(t, (await t.userWithRole("admin")).headers);
    const other = await manager.section("Sut mahsulotlari");
    const litres = await kitchen.unit("Litr", "L");
    const millilitres = await kitchen.unit("Millilitr", "ml");
    const milk = await manager.product({
      name: "Sut",
      section: other.id,
      measure: millilitres.id,
      measure_warehouse: litres.id,
      difference_measures: 1000,
    });
    const first = await kitchen.receive(milk.id, 9_000, 3);
    t.clock.advance(2 * 24 * 60 * minute);
    const laterHeaders = (await t.userWithRole("warehouse")).headers;
    const later = kitchenClient(t, laterHeaders);
    const second = await later.receive(milk.id, 6_000, 2);
    await later.writeOff(second.id, 2);

    const list = (query: string) =>
      later
        .send<{ count: number; results: Array<{ id: string }> }>("GET", `${api(STOCK_BATCHES.list.path)}?${query}`)
        .then((page) => page.results.map((row) => row.id));
    expect(await list(`section=${other.id}`)).toEqual([second.id, first.id]);
    expect(await list(`product__section=${other.id}`)).toEqual([second.id, first.id]);
    expect(await list(`measure=${litres.id}`)).toEqual([second.id, first.id]);
    expect(await list(`product__measure_warehouse=${litres.id}&status=true`)).toEqual([first.id]);
    expect(await list(`search=sut&status=false`)).toEqual([second.id]);
    expect(await list(`section=${other.id}&created_at__gte=2025-03-11`)).toEqual([second.id]);
    expect(await list(`section=${other.id}&created_at__lte=2025-03-10`)).toEqual([first.id]);
    expect(await list(`section=${other.id}&created_at__range=2025-03-12,2025-03-12`)).toEqual([second.id]);
    expect(await list(`section=${other.id}&created_at__range=12.03.2025,12.03.2025`)).toEqual([second.id]);
    const bad = await t.app.inject({ url: `${api(STOCK_BATCHES.list.path)}?created_at__gte=32.03.2025`, headers: laterHeaders });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the Ombor list's pages", () => {
  it("are kept while the stock does not change, every table they read watched, and a delivery shows at once", async () => {
    // Earlier tests moved the clock, which ended the tokens issued before.
    const { headers } = await t.userWithRole("admin");
    const keeper = kitchenClient(t, headers);
    const { section, grams, kilograms } = basics;
    const rice = await keeper.product({ name: "Kesh guruch", section: section.id, measure: grams.id, measure_warehouse: kilograms.id, difference_measures: 1000 });
    const ids = async (query: string) => {
      const response = await t.app.inject({ url: `${api(STOCK_BATCHES.list.path)}${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: Array<{ id: string }> }>().results.map((batch) => batch.id);
    };
    const first = await keeper.receive(rice.id, 10_000, 1);
    for (const query of ["", `?product=${rice.id}`]) await expectKeptBetweenChanges(t, "stock_batch_list_inputs", "stock_batches", () => ids(query));
    const second = await keeper.receive(rice.id, 5_000, 1);
    expect(await ids(`?product=${rice.id}`)).toEqual(expect.arrayContaining([first.id, second.id]));
  });
});
