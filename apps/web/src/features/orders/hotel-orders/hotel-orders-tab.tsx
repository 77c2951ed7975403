import type { OrderScope } from "@app/contract/web-paths";
import { uzOrders } from "../../../i18n/orders.ts";
import { uzList } from "../../../i18n/ui.ts";
import { listQuery, type ListPropsOf } from "../../../lib/list-view.ts";
import { useFirstPageWhenGone } from "../../../lib/use-list-view.ts";
import { PagedList } from "../../../ui/paged-list.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { SCOPE_LISTS, useHotelOrders } from "./hotel-orders-api.ts";
import { OrderFilters } from "./order-filters.tsx";
import { summarize } from "./order-summary.ts";
import { OrderTable } from "./order-table.tsx";
import type { orderPagesView } from "./orders-view.ts";

const t = uzOrders;

type HotelOrdersTabProps = ListPropsOf<typeof orderPagesView> & { scope: OrderScope };

/** 'Mehmonxona buyurtmalari' of an order page: the hotel orders of that status; each opens its page. */
export function HotelOrdersTab({ scope, view, update }: HotelOrdersTabProps) {
  const list = useHotelOrders(SCOPE_LISTS[scope], listQuery(view));
  useFirstPageWhenGone(list.error, view.page, update);
  const filtered = view.search || Object.values(view.filters).some(Boolean);

  return (
    <div className="flex flex-col gap-4">
      <OrderFilters
        search={view.search}
        filters={view.filters}
        onSearch={(search) => update({ search })}
        onFilter={(filters) => update({ filters })}
      />
      <PagedList list={list} pages={view} update={update} emptyText={filtered ? uzList.emptySearch : t.empty}>
        <OrderTable
          orders={(list.data?.results ?? []).map(summarize)}
          firstRow={firstRowNumber(view.page, view.perPage)}
          pathOf={(order) => `/orders/${scope}/hotels/${order.id}`}
        />
      </PagedList>
    </div>
  );
}
