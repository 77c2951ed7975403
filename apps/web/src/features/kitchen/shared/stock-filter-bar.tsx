import type { ReactNode } from "react";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { ListFilters } from "../../../ui/list-filters.tsx";
import type { SelectOption } from "../../../ui/select.tsx";
import { useSectionOptions } from "../product-sections/sections-api.ts";

type StockFilters = { section: string; status: string };

type StockFilterBarProps = {
  view: { search: string; filters: StockFilters };
  update: (change: { search?: string; filters?: Partial<StockFilters> }) => void;
  /** The page's own wording of the search, the section and the stock filter. */
  strings: { searchPlaceholder: string; section: string; stockFilter: string };
  /** The two answers of the stock filter (`status`: something left or nothing), as the page words them. */
  stockOptions: readonly SelectOption[];
  /** The page's further filters, after the shared ones. */
  children?: ReactNode;
};

/** The filter row the products and the warehouse pages share: search, product section and stock left. */
export function StockFilterBar({ view, update, strings, stockOptions, children }: StockFilterBarProps) {
  const sections = useSectionOptions({ active: false });
  return (
    <ListFilters view={view} update={update} placeholder={strings.searchPlaceholder}>
      <FilterSelect
        label={strings.section}
        options={sections.options}
        value={view.filters.section}
        onChange={(section) => update({ filters: { section } })}
      />
      <FilterSelect
        label={strings.stockFilter}
        options={stockOptions}
        value={view.filters.status}
        onChange={(status) => update({ filters: { status } })}
      />
      {children}
    </ListFilters>
  );
}
