import type { ReactNode } from "react";
import { ListState } from "./list-state.tsx";
import { Pagination } from "./pagination.tsx";

/** What a list page's view holds of its paging, search and filters (lib/list-view.ts). */
type PagedView = { page: number; perPage: number; search?: string; filters?: Readonly<Record<string, string>> };

/** The changes a list's view takes; clearing sets the search and every filter to "". */
type PagedChange = { page?: number; perPage?: number; search?: string; filters?: Record<string, string> };

export type PagedListProps = {
  /** The list query; its rows are only counted here, the children show them. */
  list: {
    data?: { results: readonly unknown[]; count: number };
    isPending: boolean;
    isError: boolean;
    error?: unknown;
    refetch?: () => unknown;
  };
  pages: PagedView;
  update: (change: PagedChange) => void;
  emptyText: string;
  /** Whether the list is narrowed, so that no rows means nothing matched; by default a search or a filter is set. */
  filtered?: boolean;
  children: ReactNode;
};

/** Whether a view's search or any of its filters is set. */
function isNarrowed(view: PagedView): boolean {
  return Boolean(view.search) || Object.values(view.filters ?? {}).some(Boolean);
}

/** The change that clears a view's search and every filter. */
function clearing(view: PagedView): PagedChange {
  return { search: "", filters: Object.fromEntries(Object.keys(view.filters ?? {}).map((name) => [name, ""])) };
}

/**
 * A page of a list with the loading, failed and empty states above the pages and the page size:
 * a failed load offers a retry, and a narrowed list that finds nothing offers to clear the filters.
 */
export function PagedList({ list, pages, update, emptyText, filtered = isNarrowed(pages), children }: PagedListProps) {
  const { refetch } = list;
  return (
    <>
      <ListState
        isLoading={list.isPending}
        isError={list.isError}
        isEmpty={!list.data?.results.length}
        emptyText={emptyText}
        error={list.error}
        onRetry={refetch && (() => void refetch())}
        onClearFilters={filtered ? () => update(clearing(pages)) : undefined}
      >
        {children}
      </ListState>
      <Pagination
        page={pages.page}
        perPage={pages.perPage}
        count={list.data?.count ?? 0}
        onPageChange={(page) => update({ page })}
        onPerPageChange={(perPage) => update({ perPage })}
      />
    </>
  );
}
