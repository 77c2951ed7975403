import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../../lib/list-view.ts";

/**
 * /kitchen/warehouses: `section` and `measure` (the stock unit) by id, the receipt date range
 * as ISO dates, and `status` "something remains".
 */
export const warehouseView = defineListView({
  filters: { section: {}, measure: {}, created_at__gte: {}, created_at__lte: {}, status: STATUS_FILTER },
});
export type WarehouseListProps = ListPropsOf<typeof warehouseView>;
