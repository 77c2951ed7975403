import { can } from "@app/contract/roles";
import { useState } from "react";
import { uzCommon } from "../../../i18n/common.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { ListPage } from "../../../layout/list-page.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useListView } from "../../../lib/use-list-view.ts";
import { Badge } from "../../../ui/badge.tsx";
import { ListFilters } from "../../../ui/list-filters.tsx";
import { ListTable } from "../../../ui/list-table.tsx";
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
      <ListPage
        title={title}
        create={writable && { label: s.add, onClick: () => setEditing("new") }}
        intro={s.intro}
        filters={
          <ListFilters view={view} update={update} placeholder={s.searchPlaceholder}>
            <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
          </ListFilters>
        }
      >
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
      </ListPage>
      {editing && <CatalogDialog catalog={catalog} item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
