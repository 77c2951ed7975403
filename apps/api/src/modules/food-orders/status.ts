import { eq } from "drizzle-orm";
import { FOOD_ORDER_STATUSES, type FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { foodOrders } from "../../db/schema/index.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { restore } from "../kitchen/stock/consumption.ts";
import { stockTransaction } from "../kitchen/stock/turns.ts";
import { FOOD_ORDER_NOT_FOUND, getFoodOrder } from "./read.ts";

const ALREADY_UPDATED = "Buyurtma holati allaqachon o'zgartirilgan";
const ALREADY_PENDING = "Buyurtma allaqachon kutilmoqda holatida";

const refuse = (message: string) => invalid({ status: [message] }, message);

/**
 * Moves a pending order once, to done or to canceled, inside the caller's
 * transaction. Canceling gives the stock back exactly as the order took it; the price stays
 * frozen either way.
 */
export async function applyStatus(ctx: AppContext, tx: Tx, id: string, status: number, userId: string | null): Promise<void> {
  const [order] = await tx
    .select({ status: foodOrders.status })
    .from(foodOrders)
    .where(eq(foodOrders.id, id))
    .for("update");
  if (!order) throw notFound(FOOD_ORDER_NOT_FOUND);
  if (order.status !== FOOD_ORDER_STATUSES.pending) throw refuse(ALREADY_UPDATED);
  if (status === FOOD_ORDER_STATUSES.pending) throw refuse(ALREADY_PENDING);
  if (status === FOOD_ORDER_STATUSES.canceled) await restore(ctx, tx, { id, userId });
  await tx
    .update(foodOrders)
    .set({ status, statusChangedAt: ctx.now(), updatedAt: ctx.now() })
    .where(eq(foodOrders.id, id));
}

export async function changeStatus(ctx: AppContext, id: string, status: number, userId: string): Promise<FoodOrder> {
  await stockTransaction(ctx, (tx) => applyStatus(ctx, tx, id, status, userId));
  return getFoodOrder(ctx, id);
}
