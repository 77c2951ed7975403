import { type AnyColumn, type SQL, and, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import { type Dec, ZERO, moneyNumber } from "@app/contract/decimal";
import type { Db, Tx } from "../../db/client.ts";
import { foodOrders } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import { foodOrdersWhere } from "./read.ts";

export type HotelOrderFood = { orders: FoodOrder[]; total_price: number };

/**
 * The food orders served with each hotel order and the sum of their `total_price`
 * (the hotel order's `order_food` and `total_food_price`), read in one query for a whole page.
 * Every asked id has an entry; one without food orders has none and a total of 0.
 */
export async function foodOrdersOfHotelOrders(
  db: Db | Tx,
  hotelOrderIds: string[],
  now: Date,
): Promise<Map<string, HotelOrderFood>> {
  const result = new Map<string, HotelOrderFood>(hotelOrderIds.map((id) => [id, { orders: [], total_price: 0 }]));
  if (!hotelOrderIds.length) return result;
  const rows = await foodOrdersWhere(db, inArray(foodOrders.hotelOrderId, hotelOrderIds), now);
  const totals = new Map<string, Dec>();
  for (const { hotelOrderId, order } of rows) {
    if (!hotelOrderId) continue;
    result.get(hotelOrderId)?.orders.push(order);
    totals.set(hotelOrderId, (totals.get(hotelOrderId) ?? ZERO).plus(order.total_price));
  }
  for (const [id, total] of totals) {
    const entry = result.get(id);
    if (entry) entry.total_price = moneyNumber(total);
  }
  return result;
}

/** Whether any food order is served with the hotel order `hotelOrderId` names, for a page to read only those that have some. */
export const servesFoodSql = (hotelOrderId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${foodOrders} where ${foodOrders.hotelOrderId} = ${hotelOrderId})`;

const UNKNOWN = "Ba'zi ovqat buyurtmalari topilmadi";
const TAKEN = "Ovqat buyurtmasi boshqa mehmonxona buyurtmasiga biriktirilgan";

/**
 * Serves existing food orders with a hotel order (the create body's `food_order` ids), inside
 * the hotel order's transaction. Unknown ids, or orders already served with another hotel
 * order, are a 400 on `food_order`.
 */
export async function attachFoodOrders(tx: Tx, hotelOrderId: string, foodOrderIds: string[]): Promise<void> {
  const ids = [...new Set(foodOrderIds)];
  if (!ids.length) return;
  const found = await tx
    .select({ id: foodOrders.id })
    .from(foodOrders)
    .where(inArray(foodOrders.id, ids))
    .for("update");
  if (found.length !== ids.length) throw invalid({ food_order: [UNKNOWN] }, UNKNOWN);
  const [taken] = await tx
    .select({ id: foodOrders.id })
    .from(foodOrders)
    .where(
      and(
        inArray(foodOrders.id, ids),
        isNotNull(foodOrders.hotelOrderId),
        ne(foodOrders.hotelOrderId, hotelOrderId),
      ),
    )
    .limit(1);
  if (taken) throw invalid({ food_order: [TAKEN] }, TAKEN);
  await tx.update(foodOrders).set({ hotelOrderId }).where(inArray(foodOrders.id, ids));
}

