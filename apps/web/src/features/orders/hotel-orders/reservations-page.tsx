import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { can } from "@app/contract/roles";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { STAY_STATUSES, type StayStatus } from "@app/contract/schemas/hotel-orders";
import { BOOK_GROUP_PARAM, groupPath, hotelOrderPath } from "@app/contract/web-paths";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzOrders } from "../../../i18n/orders.ts";
import { uzList } from "../../../i18n/ui.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { listQuery } from "../../../lib/list-view.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { useFirstPageWhenGone, useListView } from "../../../lib/use-list-view.ts";
import { CreateButton } from "../../../ui/create-button.tsx";
import { ExportButton } from "../../../ui/export-button.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { BookingSheet } from "./booking/booking-sheet.tsx";
import { exportHotelOrders, type HotelOrderList, useHotelOrders } from "./hotel-orders-api.ts";
import { OrderFilters } from "./order-filters.tsx";
import { summarize } from "./order-summary.ts";
import { OrderTable } from "./order-table.tsx";
import { reservationsView } from "./orders-view.ts";

const t = uzOrders;
/** The status filter picks the list: each status has its own endpoint, "all" the plain one; canceled bookings are listed with the completed. */
const LISTS: Record<StayStatus | "", HotelOrderList> = {
  "": HOTEL_ORDERS.list,
  Planned: HOTEL_ORDERS.planned,
  Active: HOTEL_ORDERS.active,
  Completed: HOTEL_ORDERS.completed,
};
const statusOptions = STAY_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/** /hotels/reservations: every hotel order with status, hotel and date filters, and 'Yangi bron'. */
export default function ReservationsPage({ title }: PageProps) {
  const principal = usePrincipal();
  const [view, update] = useListView(reservationsView);
  const { status, ...query } = listQuery(view);
  const endpoint = LISTS[(status ?? "") as StayStatus | ""];
  const list = useHotelOrders(endpoint, query);
  const [booking, setBooking] = useState(false);
  // A group's page opens the form on its group; closing it goes back to that group's bookings.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const bookedGroup = params.get(BOOK_GROUP_PARAM);
  const filtered = view.search || Object.values(view.filters).some(Boolean);
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <ExportButton label={title} onExport={() => exportHotelOrders(endpoint, query)} />
            {can(principal, "hotels", "write") && <CreateButton onClick={() => setBooking(true)} label={t.newBooking} />}
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <OrderFilters
          search={view.search}
          filters={view.filters}
          onSearch={(search) => update({ search })}
          onFilter={(filters) => update({ filters })}
        >
          <FilterSelect
            label={t.status}
            options={statusOptions}
            value={view.filters.status}
            onChange={(value) => update({ filters: { status: value } })}
          />
        </OrderFilters>
        <PagedList list={list} pages={view} update={update} emptyText={filtered ? uzList.emptySearch : t.empty}>
          <OrderTable
            orders={(list.data?.results ?? []).map(summarize)}
            firstRow={firstRowNumber(view.page, view.perPage)}
            pathOf={(order) => hotelOrderPath(principal, order.status, order.id)}
            showStatus
          />
        </PagedList>
      </div>
      {booking && <BookingSheet hotel={view.filters.hotel} onClose={() => setBooking(false)} />}
      {bookedGroup && !booking && (
        <BookingSheet hotel={view.filters.hotel} group={bookedGroup} onClose={() => void navigate(groupPath(bookedGroup, "stays"))} />
      )}
    </>
  );
}
