import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import type { FoodOrderScope } from "@app/contract/web-paths";
import { FOOD_TAB } from "./food-orders-view.ts";

/** The name of what was ordered: exactly one of the three is present. */
export function orderedName(order: Pick<FoodOrder, "food_name" | "menu_name" | "recipe_name">): string {
  return order.food_name ?? order.menu_name ?? order.recipe_name ?? "";
}

/** The list an order's page leads back to: its scope's page, on the food tab. */
export function foodOrdersListPath(scope: FoodOrderScope): string {
  return `/orders/${scope}?tab=${FOOD_TAB}`;
}

/** The scope an order page's path names; anything but "completed" reads as the active list. */
export function scopeOfPath(pathname: string): FoodOrderScope {
  return pathname.startsWith("/orders/completed/") ? "completed" : "active";
}
