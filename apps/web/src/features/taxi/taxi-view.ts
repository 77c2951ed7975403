import { TRANSFER_STATUSES } from "@app/contract/schemas/taxi";
import { defineListView, listQuery, STATUS_FILTER, type ListPropsOf } from "../../lib/list-view.ts";

/**
 * /taxi: vehicles, transfer orders and the day view, each tab with its own filters. Both lists
 * filter by a `status`, one by the active flag and one by the order's state; the order filter
 * has its own name here and takes `status` back in the URL and on the wire (ordersQuery).
 */
export const taxiView = defineListView({
  filters: {
    status: STATUS_FILTER,
    order_status: { values: TRANSFER_STATUSES, urlKey: "status" },
    transport: {},
    perform_date_after: {},
    perform_date_before: {},
    date: {},
  },
  tabs: {
    vehicles: ["status"],
    orders: ["order_status", "transport", "perform_date_after", "perform_date_before"],
    day: ["date"],
    sheet: ["date"],
    drivers: ["status"],
    places: [],
  },
});

export type TaxiListProps = ListPropsOf<typeof taxiView> & { writable: boolean };
type TaxiView = TaxiListProps["view"];

/** GET /transports/orders/ parameters of the orders tab. */
export function ordersQuery(view: TaxiView) {
  const { order_status: status, ...rest } = listQuery(view);
  return { ...rest, status };
}
