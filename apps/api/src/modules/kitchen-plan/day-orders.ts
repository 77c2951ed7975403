import { and, eq, ne } from "drizzle-orm";
import { MEALS } from "@app/contract/schemas/hotel-orders";
import { FOOD_ORDER_STATUSES } from "@app/contract/schemas/kitchen-food-orders";
import type { PlanOrderGroup } from "@app/contract/schemas/kitchen-plan";
import type { Db, Tx } from "../../db/client.ts";
import { foodOrders, hotelOrders, hotels, menus, planOrders } from "../../db/schema/index.ts";
import { type Serving, servingKey } from "./servings.ts";

/** The day's plan orders still standing (pending or done), one row each. */
export async function standingOrders(db: Db | Tx, day: string, stayId?: string) {
  return db
    .select({
      id: foodOrders.id,
      code: foodOrders.code,
      productCount: foodOrders.productCount,
      status: foodOrders.status,
      stayId: planOrders.hotelOrderId,
      stayCode: hotelOrders.orderId,
      hotelName: hotels.name,
      meal: planOrders.meal,
      menuId: planOrders.menuId,
      menuName: menus.name,
    })
    .from(planOrders)
    .innerJoin(foodOrders, eq(foodOrders.id, planOrders.foodOrderId))
    .innerJoin(hotelOrders, eq(hotelOrders.id, planOrders.hotelOrderId))
    .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
    .innerJoin(menus, eq(menus.id, planOrders.menuId))
    .where(
      and(
        eq(planOrders.day, day),
        ne(foodOrders.status, FOOD_ORDER_STATUSES.canceled),
        stayId ? eq(planOrders.hotelOrderId, stayId) : undefined,
      ),
    )
    .orderBy(hotels.name, hotelOrders.orderId, foodOrders.createdAt);
}

type Standing = Awaited<ReturnType<typeof standingOrders>>[number];

/**
 * Groups standing orders by stay, meal and menu, beside the head count eating that menu now
 * (0 when nobody eats it any more).
 */
export function groupOrders(orders: Standing[], servings: Serving[]): PlanOrderGroup[] {
  const groups = new Map<string, PlanOrderGroup>();
  for (const order of orders) {
    const key = servingKey(order);
    const group = groups.get(key) ?? {
      hotel_order: order.stayId,
      hotel_order_id: order.stayCode,
      hotel_name: order.hotelName,
      meal: order.meal,
      menu: order.menuId,
      menu_name: order.menuName,
      ordered: 0,
      headcount: 0,
      orders: [],
    };
    group.ordered += order.productCount;
    group.orders.push({ id: order.id, food_order_id: order.code, product_count: order.productCount, status_id: order.status });
    groups.set(key, group);
  }
  for (const serving of servings) {
    const group = groups.get(servingKey(serving));
    if (group) group.headcount = serving.portions;
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.hotel_name.localeCompare(b.hotel_name) ||
      a.hotel_order_id.localeCompare(b.hotel_order_id) ||
      MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal),
  );
}
