import type { LinkedFoodOrder } from "@app/contract/schemas/hotel-orders";
import type { Db, Tx } from "../../db/client.ts";
import { foodOrdersOfHotelOrders } from "../food-orders/public.ts";

/** The food orders served with each hotel order, for a whole page in one query. */
export async function foodOrdersOf(db: Db | Tx, orderIds: string[], now: Date): Promise<Map<string, LinkedFoodOrder[]>> {
  const food = await foodOrdersOfHotelOrders(db, orderIds, now);
  return new Map([...food].map(([id, served]) => [id, served.orders]));
}
