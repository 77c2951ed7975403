import type { ReactNode } from "react";
import { SearchBox } from "./search-box.tsx";

type ListFiltersProps = {
  view: { search: string };
  update: (change: { search: string }) => void;
  /** The search box's hint, in the list's own words. */
  placeholder: string;
  /** The list's filters, after the search. */
  children?: ReactNode;
};

/** A list's filter row: the search box first, then the list's own filters, wrapping on narrow screens. */
export function ListFilters({ view, update, placeholder, children }: ListFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={placeholder} />
      {children}
    </div>
  );
}
