import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { uzCommon } from "../i18n/common.ts";
import { useDeleteFlow } from "../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone } from "../lib/use-list-view.ts";
import { PagedList, type PagedListProps } from "./paged-list.tsx";
import { firstRowNumber } from "./pagination-window.ts";
import { RowActions } from "./row-actions.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "./table.tsx";

type Columns<Row> = {
  /** The header cells between '№' and the actions. */
  head: ReactNode;
  /** A row's cells, in the order of `head`. */
  cells: (row: Row) => ReactNode;
  /** A row's buttons under 'Amallar'; left out for roles that may only read, and the column with them. */
  actions?: (row: Row) => ReactNode;
};

type NumberedTableProps<Row extends { id: string }> = Columns<Row> & {
  rows: readonly Row[];
  /** The number of the first row, counted across the pages before it. */
  firstRow: number;
  /** The column chooser's name for this table (ui/table.tsx); left out, every column shows. */
  columnsKey?: string;
};

/** A table whose rows are numbered in the first column and may end in their buttons. */
export function NumberedTable<Row extends { id: string }>({ rows, firstRow, head, cells, actions, columnsKey }: NumberedTableProps<Row>) {
  return (
    <Table numbered columnsKey={columnsKey}>
      <THead>
        <tr>
          <Th>{uzCommon.number}</Th>
          {head}
          {actions && (
            <Th fixed className="text-right">
              {uzCommon.actions}
            </Th>
          )}
        </tr>
      </THead>
      <TBody>
        {rows.map((row, index) => (
          <Tr key={row.id}>
            <Td className="text-muted">{firstRow + index}</Td>
            {cells(row)}
            {actions && <Td>{actions(row)}</Td>}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

type PagedTableProps<Row extends { id: string }> = Columns<Row> &
  Pick<PagedListProps, "update" | "filtered"> & {
    /** The page's list query (lib/list-view.ts shows how one is made). */
    list: PagedListProps["list"] & { data?: { results: Row[]; count: number } };
    view: PagedListProps["pages"];
    /** Said when there are no rows at all; a narrowed list that finds none says so and offers to clear it. */
    emptyText: string;
    columnsKey?: string;
  };

/**
 * A list page's table with what goes with it: the loading, failed and empty states, the row
 * number, the pages, and the first page when the one asked for is gone.
 */
export function PagedTable<Row extends { id: string }>({ list, view, update, emptyText, filtered, columnsKey, ...columns }: PagedTableProps<Row>) {
  useFirstPageWhenGone(list.error, view.page, update);
  return (
    <PagedList list={list} pages={view} update={update} emptyText={emptyText} filtered={filtered}>
      <NumberedTable
        rows={list.data?.results ?? []}
        firstRow={firstRowNumber(view.page, view.perPage)}
        columnsKey={columnsKey}
        {...columns}
      />
    </PagedList>
  );
}

export type ListTableProps<Row extends { id: string }> = Omit<PagedTableProps<Row>, "actions"> & {
  /** Opens a row's edit form; left out for roles that may only read, and the row actions with it. */
  onEdit?: (row: Row) => void;
  /** The delete mutation, called with the row's id (lib/use-delete-flow.tsx asks first). */
  remove: UseMutationResult<void, Error, string>;
  deletedMessage: string;
  /** The row's name in the buttons' labels ('Tahrirlash: <name>'); its `name` unless told, as a row without one must be. */
  rowName?: (row: Row) => string;
};

/** A PagedTable whose rows end in their edit and delete buttons; deleting asks first. */
export function ListTable<Row extends { id: string; name: string }>(props: ListTableProps<Row>): ReactNode;
export function ListTable<Row extends { id: string }>(props: ListTableProps<Row> & { rowName: (row: Row) => string }): ReactNode;
export function ListTable<Row extends { id: string }>({
  list,
  view,
  update,
  emptyText,
  filtered,
  columnsKey,
  head,
  cells,
  onEdit,
  remove,
  deletedMessage,
  rowName = (row) => (row as Row & { name: string }).name,
}: ListTableProps<Row>) {
  const rowsOnPage = list.data?.results.length ?? 0;
  const deletion = useDeleteFlow<Row>({ remove, deletedMessage, rowsOnPage, page: view.page, update });

  return (
    <>
      <PagedTable<Row>
        list={list}
        view={view}
        update={update}
        emptyText={emptyText}
        filtered={filtered}
        columnsKey={columnsKey}
        head={head}
        cells={cells}
        actions={onEdit && ((row) => <RowActions name={rowName(row)} onEdit={() => onEdit(row)} onDelete={() => deletion.ask(row)} />)}
      />
      {deletion.dialog}
    </>
  );
}
