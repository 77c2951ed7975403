import { useMemo } from "react";
import { GUEST_STATUSES } from "@app/contract/schemas/guests";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzHotels } from "../../../i18n/hotels.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { defineListView, listQuery } from "../../../lib/list-view.ts";
import { useHotelOptions } from "../../../lib/lookups.ts";
import { useListView } from "../../../lib/use-list-view.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { PagedTable } from "../../../ui/list-table.tsx";
import { SearchBox } from "../../../ui/search-box.tsx";
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
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.searchGuests} />
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
        </div>
        <PagedTable list={list} view={view} update={update} emptyText={t.empty} {...guestColumns(currency, hotelNames)} />
      </div>
    </>
  );
}
