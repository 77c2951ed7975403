import { can, type Area } from "@app/contract/roles";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { ListPage } from "../../../layout/list-page.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { ListFilters } from "../../../ui/list-filters.tsx";
import { ListTable } from "../../../ui/list-table.tsx";
import { Td, Th } from "../../../ui/table.tsx";
import { AvailabilityFilter } from "./availability-filter.tsx";
import { CostCells, CostHeaders, type Priced } from "./cost-cells.tsx";
import { ItemImage } from "./item-image.tsx";
import { ItemNameButton } from "./item-name-button.tsx";
import { useItemPanels, type DetailsPanelProps, type FormPanelProps } from "./use-item-panels.ts";

/** A dish, a menu or a ration as its list shows it. */
export type ListedItem = Priced & { id: string; name: string; image?: string | null };

type ItemListPageProps<Item extends ListedItem> = {
  title: string;
  texts: { add: string; searchPlaceholder: string; empty: string; deleted: string; name: string };
  view: { page: number; perPage: number; search: string; filters: { status: string } };
  update: (change: { page?: number; perPage?: number; search?: string; filters?: { status?: string } }) => void;
  list: { data?: { results: Item[]; count: number }; isPending: boolean; isError: boolean; error: unknown };
  remove: UseMutationResult<void, Error, string>;
  /** The area whose write right lets the role create, edit and delete; reading needs no more. */
  writeArea: Area;
  /** The page's own filters, between the search and the availability filter. */
  filters?: ReactNode;
  /** The picture column's heading, for items that have a picture. */
  imageHeading?: string;
  /** The header cells between the name and the cost columns, and a row's cells under them. */
  head: ReactNode;
  cells: (item: Item) => ReactNode;
  Details: ComponentType<DetailsPanelProps<Item>>;
  Form: ComponentType<FormPanelProps<Item>>;
};

/**
 * The dishes, menus and rations pages: search and filters, the table ending in the cost columns,
 * the item's details from its name, and its form. Each page gives only what is its own.
 */
export function ItemListPage<Item extends ListedItem>({
  title,
  texts,
  view,
  update,
  list,
  remove,
  writeArea,
  filters,
  imageHeading,
  head,
  cells,
  Details,
  Form,
}: ItemListPageProps<Item>) {
  const writable = can(usePrincipal(), writeArea, "write");
  const panels = useItemPanels<Item>();
  const edit = writable ? panels.edit : undefined;

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: texts.add, onClick: panels.create }}
        filters={
          <ListFilters view={view} update={update} placeholder={texts.searchPlaceholder}>
            {filters}
            <AvailabilityFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
          </ListFilters>
        }
      >
        <ListTable
          list={list}
          view={view}
          update={update}
          emptyText={texts.empty}
          head={
            <>
              {imageHeading && <Th>{imageHeading}</Th>}
              <Th>{texts.name}</Th>
              {head}
              <CostHeaders />
            </>
          }
          cells={(item) => (
            <>
              {imageHeading && (
                <Td>
                  <ItemImage src={item.image ?? null} name={item.name} />
                </Td>
              )}
              <Td>
                <ItemNameButton name={item.name} onClick={() => panels.view(item)} />
              </Td>
              {cells(item)}
              <CostCells item={item} />
            </>
          )}
          onEdit={edit}
          remove={remove}
          deletedMessage={texts.deleted}
        />
      </ListPage>
      {panels.viewing && <Details item={panels.viewing} onClose={panels.closeDetails} onEdit={edit} />}
      {panels.editing && (
        <Form item={panels.editing === "new" ? null : panels.editing} onClose={panels.closeForm} onSaved={panels.saved} />
      )}
    </>
  );
}
