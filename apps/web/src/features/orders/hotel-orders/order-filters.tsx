import type { ReactNode } from "react";
import { uzOrders } from "../../../i18n/orders.ts";
import { useHotelOptions } from "../../../lib/lookups.ts";
import { DateRangeField } from "../../../ui/date-range-field.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { SearchBox } from "../../../ui/search-box.tsx";
import type { OrderFilter, OrderFilters as Filters } from "./orders-view.ts";

const t = uzOrders;

type OrderFiltersProps = {
  search: string;
  filters: Filters;
  onSearch: (search: string) => void;
  onFilter: (change: Partial<Record<OrderFilter, string>>) => void;
  /** Filters a page adds after the hotel (the reservations page's status). */
  children?: ReactNode;
};

/** Search, hotel and the check-in and check-out day ranges of every hotel-order list. */
export function OrderFilters({ search, filters, onSearch, onFilter, children }: OrderFiltersProps) {
  const hotels = useHotelOptions();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={search} onSearch={onSearch} placeholder={t.searchOrders} />
        <FilterSelect label={t.hotel} options={hotels.options} value={filters.hotel} onChange={(hotel) => onFilter({ hotel })} />
        {children}
      </div>
      <div className="flex flex-wrap items-end gap-6">
        <DateRangeField
          legend={t.checkInRange}
          fromLabel={t.from}
          toLabel={t.to}
          from={filters.check_in_after}
          to={filters.check_in_before}
          onFromChange={(value) => onFilter({ check_in_after: value })}
          onToChange={(value) => onFilter({ check_in_before: value })}
        />
        <DateRangeField
          legend={t.checkOutRange}
          fromLabel={t.from}
          toLabel={t.to}
          from={filters.check_out_after}
          to={filters.check_out_before}
          onFromChange={(value) => onFilter({ check_out_after: value })}
          onToChange={(value) => onFilter({ check_out_before: value })}
        />
      </div>
    </div>
  );
}
