import type { ReactNode } from "react";
import { SearchBox } from "./search-box.tsx";

type ListFiltersProps = {
  /** The list's filters, after the search. */
  children?: ReactNode;
} & (
  | {
      view: { search: string };
      update: (change: { search: string }) => void;
      /** The search box's hint, in the list's own words. */
      placeholder: string;
    }
  | { view?: undefined; update?: undefined; placeholder?: undefined }
);

/** A list's filter row: the search box first (for a list that is searched), then the list's own filters, wrapping on narrow screens. */
export function ListFilters({ view, update, placeholder, children }: ListFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {view && <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={placeholder} />}
      {children}
    </div>
  );
}
