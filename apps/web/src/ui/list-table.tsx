import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { uz } from "../i18n/uz.ts";
import { useDeleteFlow } from "../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone } from "../lib/use-list-view.ts";
import { ListState } from "./list-state.tsx";
import { Pagination } from "./pagination.tsx";
import { firstRowNumber } from "./pagination-window.ts";
import { RowActions } from "./row-actions.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "./table.tsx";

type ListTableProps<Row extends { id: string; name: string }> = {
  /** The page's list query (lib/list-view.ts shows how one is made). */
  list: { data?: { results: Row[]; count: number }; isPending: boolean; isError: boolean; error: unknown };
  view: { page: number; perPage: number; search: string };
  update: (change: { page?: number; perPage?: number }) => void;
  /** Said when there are no rows at all; a search that finds none says so in its own words. */
  emptyText: string;
  /** The header cells between '№' and the actions. */
  head: ReactNode;
  /** A row's cells, in the order of `head`. */
  cells: (row: Row) => ReactNode;
  /** Opens a row's edit form; left out for roles that may only read, and the row actions with it. */
  onEdit?: (row: Row) => void;
  /** The delete mutation, called with the row's id (lib/use-delete-flow.tsx asks first). */
  remove: UseMutationResult<void, Error, string>;
  deletedMessage: string;
};

/**
 * A list page's table with what goes with it: the loading, failed and empty states, the row
 * number, the edit and delete buttons, the pages, and the first page when the one asked for is gone.
 */
export function ListTable<Row extends { id: string; name: string }>({
  list,
  view,
  update,
  emptyText,
  head,
  cells,
  onEdit,
  remove,
  deletedMessage,
}: ListTableProps<Row>) {
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<Row>({ remove, deletedMessage, rowsOnPage: rows.length, page: view.page, update });
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <>
      <ListState
        isLoading={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={view.search ? uz.list.emptySearch : emptyText}
      >
        <Table>
          <THead>
            <tr>
              <Th>{uz.common.number}</Th>
              {head}
              {onEdit && <Th className="text-right">{uz.common.actions}</Th>}
            </tr>
          </THead>
          <TBody>
            {rows.map((row, index) => (
              <Tr key={row.id}>
                <Td className="text-muted">{firstRow + index}</Td>
                {cells(row)}
                {onEdit && (
                  <Td>
                    <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => deletion.ask(row)} />
                  </Td>
                )}
              </Tr>
            ))}
          </TBody>
        </Table>
      </ListState>
      <Pagination
        page={view.page}
        perPage={view.perPage}
        count={list.data?.count ?? 0}
        onPageChange={(page) => update({ page })}
        onPerPageChange={(perPage) => update({ perPage })}
      />
      {deletion.dialog}
    </>
  );
}
