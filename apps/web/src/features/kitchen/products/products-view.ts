import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../../lib/list-view.ts";

/** /kitchen/products: `status` is "in stock", `low_stock` "below its minimum". */
export const productsView = defineListView({
  filters: { section: {}, status: STATUS_FILTER, low_stock: { values: ["true", "false"] } },
});
export type ProductListProps = ListPropsOf<typeof productsView>;
