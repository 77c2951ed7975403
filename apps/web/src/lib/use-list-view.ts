import { useCallback, useEffect, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ApiError } from "./api-error.ts";
import { routerIsAt } from "./navigation.ts";
import { changeListView, readListView, writeListView, type ListChange, type ListViewSpec } from "./list-view.ts";

/**
 * The page's view in the URL, as `[view, update]`. Typing a search replaces the history entry
 * instead of adding one per pause, so Back leaves the page rather than replaying keystrokes.
 * A change that comes once the router has left the page (a search settling after a result was
 * clicked, while the next page loads) is dropped: it would land on the next page's URL.
 */
export function useListView<Filter extends string, Tab extends string>(spec: ListViewSpec<Filter, Tab>) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const view = useMemo(() => readListView(spec, params), [spec, params]);
  const update = useCallback(
    (change: ListChange<Filter, Tab>) => {
      if (!routerIsAt(pathname)) return;
      setParams((current) => writeListView(spec, changeListView(spec, readListView(spec, current), change)), {
        replace: "search" in change,
      });
    },
    [spec, setParams, pathname],
  );
  return [view, update] as const;
}

/** A page past the end (rows deleted elsewhere, an old link) answers 404: show the first page instead. */
export function useFirstPageWhenGone(error: unknown, page: number, update: (change: { page: number }) => void) {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 404 && page > 1) update({ page: 1 });
  }, [error, page, update]);
}
