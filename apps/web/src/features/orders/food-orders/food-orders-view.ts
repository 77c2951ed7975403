import { FOOD_ORDER_ORDERINGS } from "@app/contract/schemas/kitchen-food-orders";
import { defineListView, type ListPropsOf } from "../../../lib/list-view.ts";

/**
 * The 'Ovqat buyurtmalari' tab of /orders/active and /orders/completed. The order pages keep
 * their tab in the same URL, so this view names both tabs the way the page does (`hotels`
 * first, the default, then `foods`): its updates keep `tab=foods` and drop only hotel filters.
 */
export const FOOD_TAB = "foods";

export const foodOrdersView = defineListView({
  filters: {
    counter_agent: {},
    product_type: { values: ["0", "1", "2"] },
    status: { values: ["1", "-1"] },
    /** The order's day, ISO yyyy-MM-dd at both ends. */
    date_from: {},
    date_to: {},
    ordering: { values: FOOD_ORDER_ORDERINGS },
  },
  tabs: { hotels: [], [FOOD_TAB]: ["counter_agent", "product_type", "status", "date_from", "date_to", "ordering"] },
});
export type FoodOrderListProps = ListPropsOf<typeof foodOrdersView>;
