import { randomInt } from "node:crypto";
import { Dec, ZERO } from "@app/contract/decimal";
import type { FoodOrderInput } from "@app/contract/schemas/kitchen-food-orders";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { foodOrders } from "../../db/schema/index.ts";
import { needsOf } from "../kitchen/costs/composition.ts";
import { type ConsumptionPlan, applyConsumptions, planConsumption } from "../kitchen/stock/consumption.ts";
import { stockDay } from "../kitchen/stock/fefo.ts";
import { checkCounterparty, currentPrice, orderTimeOf, orderedOf } from "./create.ts";

/** An order to place, and the hotel order it is served with, if any. */
type OrderToPlace = { input: FoodOrderInput; hotelOrderId: string | null };

/** Keeps each insert well under PostgreSQL's 65,535 parameters a statement. */
const ORDERS_PER_INSERT = 1000;

const itemKey = (input: FoodOrderInput) => {
  const { kind, id } = orderedOf(input);
  return `${kind}|${id}`;
};

/**
 * Inserts the orders with fresh random 8-digit codes, drawing again only for the rows whose
 * code was taken meanwhile. Answers the ids in the order of `rows`.
 */
async function insertAll(tx: Tx, rows: Array<Omit<typeof foodOrders.$inferInsert, "code">>): Promise<string[]> {
  const ids: Array<string | undefined> = rows.map(() => undefined);
  let waiting = rows.map((_, index) => index);
  while (waiting.length) {
    const codes = new Map<string, number>();
    for (const index of waiting) {
      let code: string;
      do code = String(randomInt(10_000_000, 100_000_000));
      while (codes.has(code));
      codes.set(code, index);
    }
    const drawn = [...codes];
    for (let start = 0; start < drawn.length; start += ORDERS_PER_INSERT) {
      const inserted = await tx
        .insert(foodOrders)
        .values(drawn.slice(start, start + ORDERS_PER_INSERT).map(([code, index]) => ({ ...rows[index], code })))
        .onConflictDoNothing({ target: foodOrders.code })
        .returning({ id: foodOrders.id, code: foodOrders.code });
      for (const row of inserted) ids[codes.get(row.code) as number] = row.id;
    }
    waiting = waiting.filter((index) => ids[index] === undefined);
  }
  return ids as string[];
}

/**
 * Splits one consumption plan between orders, each taking its needs from the planned batches
 * in their first-expiring-first order, so the ledger says which order took what.
 */
function splitPlan(plan: ConsumptionPlan, needs: Array<Map<string, Dec>>): ConsumptionPlan[] {
  const queues = new Map<string, Array<{ batch: ConsumptionPlan[number]["batch"]; left: Dec }>>();
  for (const { batch, quantity } of plan) {
    const queue = queues.get(batch.productId) ?? [];
    queue.push({ batch, left: quantity });
    queues.set(batch.productId, queue);
  }
  return needs.map((need) => {
    const taken: ConsumptionPlan = [];
    for (const [productId, quantity] of need) {
      let left = quantity;
      for (const entry of queues.get(productId) ?? []) {
        if (left.lte(0)) break;
        if (entry.left.lte(0)) continue;
        const part = Dec.min(left, entry.left);
        entry.left = entry.left.minus(part);
        left = left.minus(part);
        taken.push({ batch: entry.batch, quantity: part });
      }
    }
    return taken;
  });
}

/**
 * Places many orders inside the caller's transaction under the rules of placeFoodOrder, in a
 * few statements whatever their number: each counterparty checked and each item priced once,
 * the orders inserted together, and the stock of each serving day checked and taken at once
 * (a shortage lists every short product and places nothing). Answers the ids in input order.
 */
export async function placeFoodOrders(ctx: AppContext, tx: Tx, orders: OrderToPlace[], userId: string | null): Promise<string[]> {
  if (!orders.length) return [];
  const orderTimes = orders.map(({ input }) => orderTimeOf(ctx, orderedOf(input).kind, input));
  // Stock must still be good on the day the food is served (a dish is cooked today), and prices come from that stock.
  const servedOn = orderTimes.map((day) => day ?? stockDay(ctx));
  const items = new Map(orders.map(({ input }) => [itemKey(input), orderedOf(input)]));
  for (const agent of new Set(orders.map(({ input }) => input.counter_agent))) await checkCounterparty(tx, agent);
  const prices = new Map<string, Awaited<ReturnType<typeof currentPrice>>>();
  const priceKey = (index: number) => `${itemKey(orders[index].input)} ${servedOn[index]}`;
  for (const index of orders.keys()) {
    const key = priceKey(index);
    if (!prices.has(key)) prices.set(key, await currentPrice(tx, orderedOf(orders[index].input), servedOn[index]));
  }
  const portionNeeds = new Map<string, Awaited<ReturnType<typeof needsOf>>>();
  for (const [key, item] of items) portionNeeds.set(key, await needsOf(tx, item.kind, item.id, 1));

  const ids = await insertAll(
    tx,
    orders.map(({ input, hotelOrderId }, index) => ({
      dishId: input.food ?? null,
      menuId: input.menu ?? null,
      rationId: input.recipe ?? null,
      counterpartyId: input.counter_agent,
      hotelOrderId,
      orderTime: orderTimes[index],
      address: input.address ?? null,
      productCount: input.product_count,
      ...(prices.get(priceKey(index)) as Awaited<ReturnType<typeof currentPrice>>),
      status: 0,
      createdBy: userId,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })),
  );

  const byDay = new Map<string, number[]>();
  orders.forEach((_, index) => {
    const day = servedOn[index];
    const indexes = byDay.get(day);
    if (indexes) indexes.push(index);
    else byDay.set(day, [index]);
  });
  const takes: Parameters<typeof applyConsumptions>[2] = [];
  for (const [day, indexes] of byDay) {
    const needs = indexes.map((index) => {
      const { input } = orders[index];
      return new Map((portionNeeds.get(itemKey(input)) ?? []).map((line) => [line.productId, line.quantity.times(input.product_count)]));
    });
    const totals = new Map<string, Dec>();
    for (const need of needs) for (const [productId, quantity] of need) totals.set(productId, (totals.get(productId) ?? ZERO).plus(quantity));
    const plan = await planConsumption(tx, [...totals].map(([productId, quantity]) => ({ productId, quantity })), day);
    splitPlan(plan, needs).forEach((taken, position) => takes.push({ plan: taken, order: { id: ids[indexes[position]], userId } }));
  }
  await applyConsumptions(ctx, tx, takes);
  return ids;
}
