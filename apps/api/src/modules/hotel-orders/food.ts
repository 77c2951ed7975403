import type { LinkedFoodOrder } from "@app/contract/schemas/hotel-orders";
import type { Db, Tx } from "../../db/client.ts";

/**
 * The food orders linked to each hotel order. Food orders come with the kitchen issue; this is
 * where they plug in (and with them the food costs of every hotel-order shape). Until then no
 * hotel order has any.
 */
export async function foodOrdersOf(_db: Db | Tx, _orderIds: string[]): Promise<Map<string, LinkedFoodOrder[]>> {
  return new Map();
}
