import { can } from "@app/contract/roles";
import { Plus } from "lucide-react";
import { useState } from "react";
import { uzCommon } from "../../../i18n/common.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useListView } from "../../../lib/use-list-view.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { ListTable } from "../../../ui/list-table.tsx";
import { SearchBox } from "../../../ui/search-box.tsx";
import { StatusFilter } from "../../../ui/status-filter.tsx";
import { Td, Th } from "../../../ui/table.tsx";
import { useCatalogList, useDeleteCatalogItem } from "./catalog-api.ts";
import { CatalogDialog } from "./catalog-dialog.tsx";
import { catalogView, type Catalog, type CatalogRow } from "./catalog.ts";

const t = uzKitchen.catalog;

/** A catalog's page: search, the status filter, the table with pagination, and the form and deletion for writers. */
export function CatalogPage({ title, catalog }: { title: string; catalog: Catalog }) {
  const s = catalog.strings;
  const [view, update] = useListView(catalogView);
  const list = useCatalogList(catalog, view);
  const writable = can(usePrincipal(), catalog.area, "write");
  const remove = useDeleteCatalogItem(catalog);
  const [editing, setEditing] = useState<CatalogRow | "new" | null>(null);

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
        <ListTable
          list={list}
          view={view}
          update={update}
          emptyText={s.empty}
          head={
            <>
              <Th>{t.name}</Th>
              {catalog.abbreviation && <Th>{catalog.abbreviation.label}</Th>}
              <Th>{t.createdAt}</Th>
              <Th>{uzCommon.status}</Th>
            </>
          }
          cells={(row) => (
            <>
              <Td className="font-medium text-ink">{row.name}</Td>
              {catalog.abbreviation && <Td>{row.abbreviation}</Td>}
              <Td className="whitespace-nowrap">{row.created_at}</Td>
              <Td>
                <Badge tone={row.status ? "success" : "danger"}>{row.status ? uzCommon.active : uzCommon.inactive}</Badge>
              </Td>
            </>
          )}
          onEdit={writable ? setEditing : undefined}
          remove={remove}
          deletedMessage={s.deleted}
        />
      </div>
      {editing && <CatalogDialog catalog={catalog} item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
