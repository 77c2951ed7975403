import { STAY_STATUSES } from "@app/contract/schemas/hotel-orders";
import { defineListView, type ListView } from "../../../lib/list-view.ts";
import { FOOD_TAB } from "../food-orders/food-orders-view.ts";

/** The hotel-order lists' inclusive day ranges, as yyyy-MM-dd (what a date input gives). */
const DATE_FILTERS = { check_in_after: {}, check_in_before: {}, check_out_after: {}, check_out_before: {} };
const HOTEL_FILTERS = ["hotel", "check_in_after", "check_in_before", "check_out_after", "check_out_before"] as const;

/**
 * The order pages (/orders/active, /completed, /planned). The page keeps its tab in the same
 * URL as the food-orders tab does: `hotels` first (the default), then `foods`, whose filters
 * are that tab's own.
 */
export const orderPagesView = defineListView({
  filters: { hotel: {}, ...DATE_FILTERS },
  tabs: { hotels: HOTEL_FILTERS, [FOOD_TAB]: [] },
});

/** /hotels/reservations: every hotel order, with the status as one more filter. */
export const reservationsView = defineListView({
  filters: { status: { values: STAY_STATUSES }, hotel: {}, ...DATE_FILTERS },
});

export type OrderFilter = (typeof HOTEL_FILTERS)[number];
export type OrderFilters = ListView<OrderFilter>["filters"];
