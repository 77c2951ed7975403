import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../../lib/list-view.ts";

/**
 * /kitchen/warehouses: `section` and `measure` (the stock unit) by id, the receipt date range
 * as ISO dates, `status` "something remains", and `expiring`: stock expiring within three days or expired.
 */
export const warehouseView = defineListView({
  filters: { section: {}, measure: {}, created_at__gte: {}, created_at__lte: {}, status: STATUS_FILTER, expiring: { values: ["true"] } },
});
export type WarehouseListProps = ListPropsOf<typeof warehouseView>;
