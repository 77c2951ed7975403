import { can } from "@app/contract/roles";
import { Plus } from "lucide-react";
import { useState } from "react";
import { uz } from "../../../i18n/uz.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useDeleteFlow } from "../../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone, useListView } from "../../../lib/use-list-view.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { RowActions } from "../../../ui/row-actions.tsx";
import { SearchBox } from "../../../ui/search-box.tsx";
import { StatusFilter } from "../../../ui/status-filter.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { useCatalogList, useDeleteCatalogItem } from "./catalog-api.ts";
import { CatalogDialog } from "./catalog-dialog.tsx";
import { catalogView, type Catalog, type CatalogRow } from "./catalog.ts";

const t = uz.kitchen.catalog;

/** A catalog's page: search, the status filter, the table with pagination, and the form and deletion for writers. */
export function CatalogPage({ title, catalog }: { title: string; catalog: Catalog }) {
  const s = catalog.strings;
  const [view, update] = useListView(catalogView);
  const list = useCatalogList(catalog, view);
  const writable = can(usePrincipal(), catalog.area, "write");
  const [editing, setEditing] = useState<CatalogRow | "new" | null>(null);
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<CatalogRow>({
    remove: useDeleteCatalogItem(catalog),
    deletedMessage: s.deleted,
    rowsOnPage: rows.length,
    page: view.page,
    update,
  });
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          writable && (
            <Button onClick={() => setEditing("new")}>
              <Plus className="size-4" aria-hidden />
              {s.add}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-4">
        <p className="-mt-3 text-sm text-muted">{s.intro}</p>
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={s.searchPlaceholder} />
          <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
        </div>
        <ListState
          isLoading={list.isPending}
          isError={list.isError}
          isEmpty={rows.length === 0}
          emptyText={view.search ? uz.list.emptySearch : s.empty}
        >
          <Table>
            <THead>
              <tr>
                <Th>{uz.common.number}</Th>
                <Th>{t.name}</Th>
                {catalog.abbreviation && <Th>{catalog.abbreviation.label}</Th>}
                <Th>{t.createdAt}</Th>
                <Th>{uz.common.status}</Th>
                {writable && <Th className="text-right">{uz.common.actions}</Th>}
              </tr>
            </THead>
            <TBody>
              {rows.map((row, index) => (
                <Tr key={row.id}>
                  <Td className="text-muted">{firstRow + index}</Td>
                  <Td className="font-medium text-ink">{row.name}</Td>
                  {catalog.abbreviation && <Td>{row.abbreviation}</Td>}
                  <Td className="whitespace-nowrap">{row.created_at}</Td>
                  <Td>
                    <Badge tone={row.status ? "success" : "danger"}>{row.status ? uz.common.active : uz.common.inactive}</Badge>
                  </Td>
                  {writable && (
                    <Td>
                      <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => deletion.ask(row)} />
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
      </div>
      {editing && <CatalogDialog catalog={catalog} item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </>
  );
}
