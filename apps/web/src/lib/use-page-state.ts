import { useState } from "react";
import { DEFAULT_PAGE_SIZE } from "../ui/pagination-window.ts";

/**
 * The page and page size of a list whose place is not in the URL (a sheet's or a panel's list), as
 * `[pages, update]` shaped like lib/use-list-view's: any change but the page itself shows the first page.
 */
export function usePageState() {
  const [pages, setPages] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const update = (change: { page?: number; perPage?: number }) =>
    setPages((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  return [pages, update] as const;
}
