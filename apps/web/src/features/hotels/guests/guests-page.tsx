import { useMemo } from "react";
import { GUEST_STATUSES } from "@app/contract/schemas/guests";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzHotels } from "../../../i18n/hotels.ts";
import { ListPage } from "../../../layout/list-page.tsx";
import { defineListView, listQuery } from "../../../lib/list-view.ts";
import { useHotelOptions } from "../../../lib/lookups.ts";
import { useListView } from "../../../lib/use-list-view.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { ListFilters } from "../../../ui/list-filters.tsx";
import { PagedTable } from "../../../ui/list-table.tsx";
import { guestColumns } from "./guest-table.tsx";
import { useGuests } from "./guests-api.ts";

const t = uzHotels.guests;
const guestsView = defineListView({ filters: { status: { values: GUEST_STATUSES }, hotel: {} } });
const statusOptions = GUEST_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/** /hotels/guests: every guest of every hotel, with search, status and hotel filters. */
export default function GuestsPage({ title }: PageProps) {
  const currency = useOperatingCurrency();
  const [view, update] = useListView(guestsView);
  const list = useGuests(listQuery(view));
  const hotels = useHotelOptions();
  const hotelNames = useMemo(() => new Map(hotels.options.map((option) => [option.value, option.label])), [hotels.options]);

  return (
    <ListPage
      title={title}
      filters={
        <ListFilters view={view} update={update} placeholder={t.searchGuests}>
          <FilterSelect
            label={t.status}
            options={statusOptions}
            value={view.filters.status}
            onChange={(status) => update({ filters: { status } })}
          />
          <FilterSelect
            label={t.hotel}
            options={hotels.options}
            value={view.filters.hotel}
            onChange={(hotel) => update({ filters: { hotel } })}
          />
        </ListFilters>
      }
    >
      <PagedTable list={list} view={view} update={update} emptyText={t.empty} {...guestColumns(currency, hotelNames)} />
    </ListPage>
  );
}
