import type { ReactNode } from "react";
import { ListState } from "./list-state.tsx";
import { Pagination } from "./pagination.tsx";

export type PagedListProps = {
  /** The list query; its rows are only counted here, the children show them. */
  list: { data?: { results: readonly unknown[]; count: number }; isPending: boolean; isError: boolean };
  pages: { page: number; perPage: number };
  update: (change: { page?: number; perPage?: number }) => void;
  emptyText: string;
  children: ReactNode;
};

/** A page of a list with the loading, failed and empty states above the pages and the page size. */
export function PagedList({ list, pages, update, emptyText, children }: PagedListProps) {
  return (
    <>
      <ListState isLoading={list.isPending} isError={list.isError} isEmpty={!list.data?.results.length} emptyText={emptyText}>
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
