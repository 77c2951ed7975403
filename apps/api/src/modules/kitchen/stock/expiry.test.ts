import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import type { Product, ProductInWarehouse } from "@app/contract/schemas/kitchen-products";
import type { Batch, DeliveryResult } from "@app/contract/schemas/kitchen-warehouse";
import type { Page } from "@app/contract/schemas/common";
import { rowsOf } from "../../../db/rows.ts";
import { stockBatches, stockMovements, stockReceipts } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { dec } from "@app/contract/decimal";
import { compactTotals } from "../../statistics/totals-job.ts";
import { type ConsumptionPlan, applyConsumption, planConsumption } from "./consumption.ts";
import { type KitchenClient, activeCounterparty, api, gramsAndKilograms, kitchenClient, ledgerBreaches } from "../testing.ts";

/** The business day is 01.03.2025 throughout. */
let t: TestApp;
let kitchen: KitchenClient;
let basics: Awaited<ReturnType<typeof gramsAndKilograms>>;
let admin: { authorization: string };
let supplier: string;
beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-03-01T09:00:00Z") });
  admin = (await t.userWithRole("admin")).headers;
  kitchen = kitchenClient(t, admin);
  basics = await gramsAndKilograms(kitchen);
  supplier = await activeCounterparty(t);
});
afterAll(() => t.close());

const second = 1000;

type Receipt = Batch & { warnings: Array<{ line: number | null; code: string; detail: string }> };

/** A single receipt of `kilograms` for `price`, with an expiry date (dd.MM.yyyy) or none. */
async function receive(product: string, kilograms: number, expiry: string | null, price = 1000): Promise<Receipt> {
  t.clock.advance(second);
  return kitchen.send<Receipt>("POST", api(STOCK_BATCHES.list.path), {
    product,
    gross_price: price,
    arrived_amount: kilograms,
    expiry_date: expiry,
  });
}

async function dishOf(productId: string, grams: number) {
  const line = await kitchen.line(productId, grams);
  const section = await kitchen.dishSection();
  return kitchen.dish({ section: section.id, profit: 1000, recipes_id: [line.id] });
}

/** Grams taken from each batch by consumption, by batch id. */
async function takenFrom(productId: string): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .select({ batch: stockMovements.batchId, quantity: stockMovements.quantity })
    .from(stockMovements)
    .where(sql`${stockMovements.productId} = ${productId} and ${stockMovements.kind} = 'consumption'`);
  const taken: Record<string, number> = {};
  for (const row of rows) taken[row.batch] = (taken[row.batch] ?? 0) + Number(row.quantity);
  return taken;
}

const post = (path: string, payload: unknown) => t.app.inject({ method: "POST", url: api(path), headers: admin, payload: payload as never });
const get = <T>(path: string, params: Record<string, string> = {}) => kitchen.send<T>("GET", api(path, params));

describe("first-expiring-first", () => {
  it("takes dated batches by expiry, then undated ones oldest first, and never an expired one", async () => {
    const milk = await basics.product("Sut");
    const undatedOld = await receive(milk.id, 1, null);
    const expired = await receive(milk.id, 1, "28.02.2025");
    const late = await receive(milk.id, 1, "20.03.2025");
    const soon = await receive(milk.id, 1, "05.03.2025");
    const undatedNew = await receive(milk.id, 1, null);
    const agent = await activeCounterparty(t);

    await kitchen.order({ food: (await dishOf(milk.id, 2500)).id, counter_agent: agent, product_count: 1 });
    expect(await takenFrom(milk.id)).toEqual({ [soon.id]: 1000, [late.id]: 1000, [undatedOld.id]: 500 });

    await kitchen.order({ food: (await dishOf(milk.id, 1000)).id, counter_agent: agent, product_count: 1 });
    expect(await takenFrom(milk.id)).toEqual({ [soon.id]: 1000, [late.id]: 1000, [undatedOld.id]: 1000, [undatedNew.id]: 500 });

    const [left] = await t.ctx.db.select().from(stockBatches).where(eq(stockBatches.id, expired.id));
    expect(Number(left.remaining)).toBe(1000);
    expect(await ledgerBreaches(t)).toEqual([]);
  });

  it("refuses an order the good stock cannot cover even when expired stock could, taking nothing", async () => {
    const cream = await basics.product("Qaymoq");
    await receive(cream.id, 5, "27.02.2025");
    const good = await receive(cream.id, 1, "10.03.2025");
    const dish = await dishOf(cream.id, 1500);
    const response = await post("/orders/food_orders/", { food: dish.id, counter_agent: await activeCounterparty(t), product_count: 1 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()[cream.id]).toMatchObject({ name: "Qaymoq", measure: "g" });
    expect(Number(response.json()[cream.id].needed)).toBe(500);
    expect(await takenFrom(cream.id)).toEqual({});
    const [batch] = await t.ctx.db.select().from(stockBatches).where(eq(stockBatches.id, good.id));
    expect(Number(batch.remaining)).toBe(1000);
  });
});

describe("planning under lock", () => {
  it("plans first-expiring-first from the batches good on the day served, and applies exactly the plan", async () => {
    const butter = await basics.product("Sariyog'");
    const undated = await receive(butter.id, 1, null);
    const goodTill5th = await receive(butter.id, 1, "05.03.2025");
    const goodTill3rd = await receive(butter.id, 1, "03.03.2025");
    const needs = [{ productId: butter.id, quantity: dec(1500) }];
    const steps = (plan: ConsumptionPlan) => plan.map((step) => [step.batch.id, step.quantity.toNumber()]);

    // Served on the 4th, the batch good till the 3rd is no longer usable.
    const onThe4th = await t.ctx.db.transaction((tx) => planConsumption(tx, needs, "2025-03-04"));
    expect(steps(onThe4th)).toEqual([[goodTill5th.id, 1000], [undated.id, 500]]);
    const onThe1st = await t.ctx.db.transaction((tx) => planConsumption(tx, needs, "2025-03-01"));
    expect(steps(onThe1st)).toEqual([[goodTill3rd.id, 1000], [goodTill5th.id, 500]]);
    await expect(t.ctx.db.transaction((tx) => planConsumption(tx, [{ productId: butter.id, quantity: dec(2500) }], "2025-03-04"))).rejects.toMatchObject({ statusCode: 400 });

    // An order took a gram meanwhile; a plan made and applied in one transaction sees it.
    const agent = await activeCounterparty(t);
    const order = await kitchen.order({ food: (await dishOf(butter.id, 1)).id, counter_agent: agent, product_count: 1 });
    await t.ctx.db.transaction(async (tx) => {
      const plan = await planConsumption(tx, needs, "2025-03-01");
      expect(steps(plan)).toEqual([[goodTill3rd.id, 999], [goodTill5th.id, 501]]);
      await applyConsumption(t.ctx, tx, plan, { id: order.id, userId: null });
    });
    expect(await takenFrom(butter.id)).toEqual({ [goodTill3rd.id]: 1000, [goodTill5th.id]: 501 });
    expect(await ledgerBreaches(t)).toEqual([]);
  });
});

describe("expired stock is not stock", () => {
  it("leaves expired batches out of the product's stock, low-stock flag, on-hand figure and a dish's portions", async () => {
    const yogurt = await basics.product("Qatiq", { min_stock: 2 });
    await receive(yogurt.id, 10, "01.01.2025", 5000);
    await receive(yogurt.id, 1, "02.03.2025", 2000);

    const product = await get<Product>(PRODUCTS.get.path, { id: yogurt.id });
    expect(product).toMatchObject({ stock: 1, low_stock: true, status: true });
    const onHand = await get<ProductInWarehouse>(PRODUCTS.onHand.path, { id: yogurt.id });
    expect([Number(onHand.count), Number(onHand.price)]).toEqual([1, 2]);

    // Priced from the good batch (2 a gram), not the expired one (0.5 a gram).
    const dish = await dishOf(yogurt.id, 300);
    expect(dish).toMatchObject({ available_portions: 3, status: true, net_price: 600 });
    expect(await get<typeof dish>(DISHES.get.path, { id: dish.id })).toMatchObject({ available_portions: 3 });
  });

  it("counts nothing when every batch has expired", async () => {
    const kefir = await basics.product("Kefir");
    await receive(kefir.id, 4, "28.02.2025");
    expect(await get<Product>(PRODUCTS.get.path, { id: kefir.id })).toMatchObject({ stock: 0, status: false });
    const onHand = await t.app.inject({ method: "GET", url: api(PRODUCTS.onHand.path, { id: kefir.id }), headers: admin });
    expect(onHand.statusCode).toBe(400);
    expect(await dishOf(kefir.id, 100)).toMatchObject({ available_portions: 0, status: false, priced: true });
  });
});

describe("receipts", () => {
  it("accepts an expired single receipt with a warning", async () => {
    const cheese = await basics.product("Pishloq");
    const batch = await receive(cheese.id, 2, "15.02.2025");
    expect(batch).toMatchObject({ expiry_date: "15.02.2025", expiry_status: "expired", amount: 2, receipt: null });
    expect(batch.warnings).toEqual([{ line: null, code: "expired", detail: expect.stringContaining("15.02.2025") }]);
    const fresh = await receive(cheese.id, 2, "15.04.2025");
    expect(fresh.warnings).toEqual([]);
    expect(fresh.expiry_status).toBe("good");
  });

  it("saves a delivery of many lines on one invoice, warning about the expired line", async () => {
    const [rice, oil] = [await basics.product("Guruch (kirim)"), await basics.product("Yog' (kirim)")];
    const response = await post(STOCK_BATCHES.receiveDelivery.path, {
      supplier,
      invoice_number: "F-101",
      invoice_date: "28.02.2025",
      lines: [
        { product: rice.id, arrived_amount: "25", gross_price: "150", expiry_date: "01.09.2025", lot: "R-7" },
        { product: oil.id, arrived_amount: "5", gross_price: "60.50", expiry_date: "20.02.2025" },
        { product: rice.id, arrived_amount: "10", gross_price: "62" },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const delivery = response.json<DeliveryResult>();
    expect(delivery).toMatchObject({ supplier, invoice_number: "F-101", invoice_date: "28.02.2025" });
    expect(delivery.batches.map((batch) => [batch.product, batch.amount, batch.expiry_date, batch.lot, batch.stock_unit_price])).toEqual([
      [rice.id, 25, "01.09.2025", "R-7", 6],
      [oil.id, 5, "20.02.2025", null, 12.1],
      [rice.id, 10, null, null, 6.2],
    ]);
    expect(delivery.warnings).toEqual([{ line: 1, code: "expired", detail: expect.stringContaining("20.02.2025") }]);
    for (const batch of delivery.batches) {
      expect(batch).toMatchObject({ receipt: delivery.id, supplier, supplier_name: delivery.supplier_name, invoice_number: "F-101", invoice_date: "28.02.2025" });
    }
    const listed = await get<Page<Batch>>(`${STOCK_BATCHES.list.path}?product=${rice.id}`);
    expect(listed.results.map((batch) => batch.invoice_number)).toEqual(["F-101", "F-101"]);
  });

  it("saves no line when one is refused, naming the line by its index", async () => {
    const flour = await basics.product("Un (kirim)");
    const before = await t.ctx.db.$count(stockBatches);
    const receiptsBefore = await t.ctx.db.$count(stockReceipts);
    const body = {
      supplier,
      invoice_number: "F-102",
      invoice_date: "01.03.2025",
      lines: [
        { product: flour.id, arrived_amount: "10", gross_price: "40" },
        { product: "0b1f4a52-3c1d-4e8a-9a55-2f0e8d1c7b66", arrived_amount: "1", gross_price: "5" },
      ],
    };
    const unknown = await post(STOCK_BATCHES.receiveDelivery.path, body);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ "lines.1.product": ["Mahsulot topilmadi"] });

    const malformed = await post(STOCK_BATCHES.receiveDelivery.path, {
      ...body,
      lines: [body.lines[0], { product: flour.id, arrived_amount: "0", gross_price: "5", expiry_date: "31.02.2025" }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(expect.arrayContaining(["lines.1.arrived_amount", "lines.1.expiry_date"]));

    const noSupplier = await post(STOCK_BATCHES.receiveDelivery.path, { ...body, supplier: "0b1f4a52-3c1d-4e8a-9a55-2f0e8d1c7b66", lines: [body.lines[0]] });
    expect(noSupplier.statusCode).toBe(400);
    expect(noSupplier.json()).toHaveProperty("supplier");

    expect(await t.ctx.db.$count(stockBatches)).toBe(before);
    expect(await t.ctx.db.$count(stockReceipts)).toBe(receiptsBefore);
  });
});

describe("expiring batches", () => {
  it("lists batches with stock expiring within the days asked, expired ones included, first-expiring first", async () => {
    const fish = await basics.product("Baliq");
    const expired = await receive(fish.id, 1, "25.02.2025");
    const today = await receive(fish.id, 1, "01.03.2025");
    const inFive = await receive(fish.id, 1, "06.03.2025");
    await receive(fish.id, 1, "30.03.2025");
    await receive(fish.id, 1, null);
    const usedUp = await receive(fish.id, 1, "02.03.2025");
    await kitchen.writeOff(usedUp.id, 1);

    const mine = (batches: Batch[]) => batches.filter((batch) => batch.product === fish.id).map((batch) => batch.id);
    expect(mine(await get<Batch[]>(`${STOCK_BATCHES.expiring.path}?days=5`))).toEqual([expired.id, today.id, inFive.id]);
    expect(mine(await get<Batch[]>(`${STOCK_BATCHES.expiring.path}?days=0`))).toEqual([expired.id, today.id]);
    expect(mine(await get<Batch[]>(STOCK_BATCHES.expiring.path))).toEqual([expired.id, today.id]);

    const filtered = await get<Page<Batch>>(`${STOCK_BATCHES.list.path}?expiring=true&product=${fish.id}`);
    expect(filtered.results.map((batch) => [batch.id, batch.expiry_status])).toEqual([
      [expired.id, "expired"],
      [today.id, "expiring"],
    ]);
    expect(filtered.count).toBe(2);
  });

  it("lets the warehouse and analytics read the list, and nobody else", async () => {
    for (const [role, status] of [["warehouse", 200], ["analytics", 200], ["hotel", 403]] as const) {
      const { headers } = await t.userWithRole(role);
      const response = await t.app.inject({ method: "GET", url: api(STOCK_BATCHES.expiring.path), headers });
      expect(response.statusCode, role).toBe(status);
    }
  });
});

describe("the warehouse list's count", () => {
  it("stays exact unfiltered (kept by triggers) and filtered, before and after the totals job adds it up", async () => {
    const listed = async (query = "") => (await get<Page<Batch>>(`${STOCK_BATCHES.list.path}${query}`)).count;
    const counted = async () => Number(rowsOf<{ n: string }>(await t.ctx.db.execute(sql`select count(*)::text as n from stock_batches`))[0].n);
    expect(await listed()).toBe(await counted());
    const sugar = await basics.product("Shakar");
    await receive(sugar.id, 1, null);
    await receive(sugar.id, 2, null);
    expect(await listed()).toBe(await counted());
    await compactTotals(t.ctx.db);
    expect(await listed()).toBe(await counted());
    expect(await listed(`?product=${sugar.id}`)).toBe(2);
  });

  it("pages through the unfiltered list with the count on every page, and refuses a page past its end", async () => {
    const newest = rowsOf<{ id: string }>(await t.ctx.db.execute(sql`select id from stock_batches order by created_at desc, id desc`));
    const all = newest.length;
    const ids = async (page: number) => {
      const { count, results } = await get<Page<Batch>>(`${STOCK_BATCHES.list.path}?per_page=1&page=${page}`);
      expect(count).toBe(all);
      return results.map((batch) => batch.id);
    };
    expect(all).toBeGreaterThan(3);
    expect([...(await ids(1)), ...(await ids(2)), ...(await ids(3))]).toEqual(newest.slice(0, 3).map((row) => row.id));
    expect(await ids(all)).toEqual([newest[all - 1].id]);
    const past = await t.app.inject({ url: api(`${STOCK_BATCHES.list.path}?per_page=1&page=${all + 1}`), headers: admin });
    expect(past.statusCode).toBe(404);
  });

  it("moves the receipt totals when a receipt is corrected, and only then", async () => {
    const salt = await basics.product("Tuz (tuzatish)");
    const batch = await receive(salt.id, 2, null, 10);
    const receipts = async () =>
      rowsOf<{ quantity: string; value: string }>(
        await t.ctx.db.execute(sql`select coalesce(sum(quantity), 0)::text as quantity, coalesce(sum(value), 0)::text as value
          from stock_totals where kind = 'receipt' and product_id = ${salt.id}`),
      )[0];
    expect(await receipts()).toEqual({ quantity: "2000.0000000", value: "10.00" });
    await kitchen.send("PATCH", api(STOCK_BATCHES.get.path, { id: batch.id }), { arrived_amount: 3, gross_price: 12 });
    expect(await receipts()).toEqual({ quantity: "3000.0000000", value: "12.00" });
    await kitchen.writeOff(batch.id, 1);
    expect(await receipts()).toEqual({ quantity: "3000.0000000", value: "12.00" });
  });
});
