import { can } from "@app/contract/roles";
import { MENU_TYPE_LABELS, MENU_TYPES, type Menu } from "@app/contract/schemas/kitchen-menus";
import { Plus } from "lucide-react";
import type { PageProps } from "../../../app/page-props.ts";
import { uz } from "../../../i18n/uz.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useDeleteFlow } from "../../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone, useListView } from "../../../lib/use-list-view.ts";
import { Button } from "../../../ui/button.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { RowActions } from "../../../ui/row-actions.tsx";
import { SearchBox } from "../../../ui/search-box.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { CostCells, CostHeaders } from "../shared/cost-cells.tsx";
import { AvailabilityFilter } from "../shared/availability-filter.tsx";
import { ItemImage } from "../shared/item-image.tsx";
import { ItemNameButton } from "../shared/item-name-button.tsx";
import { useItemPanels } from "../shared/use-item-panels.ts";
import { MenuDetails } from "./menu-details.tsx";
import { MenuSheet } from "./menu-sheet.tsx";
import { useDeleteMenu, useMenus } from "./menus-api.ts";
import { menusView } from "./menus-view.ts";

const t = uz.kitchen.menus;
const typeOptions = MENU_TYPES.map((type) => ({ value: type, label: MENU_TYPE_LABELS[type] }));

/** /kitchen/menu: one-meal menus of seven dishes, by meal, with cost and availability. */
export default function MenusPage({ title }: PageProps) {
  const [view, update] = useListView(menusView);
  const list = useMenus(view);
  const writable = can(usePrincipal(), "kitchen_menu", "write");
  const panels = useItemPanels<Menu>();
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<Menu>({
    remove: useDeleteMenu(),
    deletedMessage: t.deleted,
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
            <Button onClick={panels.create}>
              <Plus className="size-4" aria-hidden />
              {t.add}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.searchPlaceholder} />
          <FilterSelect
            label={t.type}
            options={typeOptions}
            value={view.filters.menu_type}
            onChange={(menuType) => update({ filters: { menu_type: menuType } })}
          />
          <AvailabilityFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
        </div>
        <ListState
          isLoading={list.isPending}
          isError={list.isError}
          isEmpty={rows.length === 0}
          emptyText={view.search ? uz.list.emptySearch : t.empty}
        >
          <Table>
            <THead>
              <tr>
                <Th>{uz.common.number}</Th>
                <Th>{t.image}</Th>
                <Th>{t.name}</Th>
                <Th>{t.type}</Th>
                <Th className="text-right">{t.dishes}</Th>
                <CostHeaders />
                {writable && <Th className="text-right">{uz.common.actions}</Th>}
              </tr>
            </THead>
            <TBody>
              {rows.map((menu, index) => (
                <Tr key={menu.id}>
                  <Td className="text-muted">{firstRow + index}</Td>
                  <Td>
                    <ItemImage src={menu.image} name={menu.name} />
                  </Td>
                  <Td>
                    <ItemNameButton name={menu.name} onClick={() => panels.view(menu)} />
                  </Td>
                  <Td>{MENU_TYPE_LABELS[menu.menu_type]}</Td>
                  <Td className="text-right tabular-nums">{menu.food_count}</Td>
                  <CostCells item={menu} />
                  {writable && (
                    <Td>
                      <RowActions name={menu.name} onEdit={() => panels.edit(menu)} onDelete={() => deletion.ask(menu)} />
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
      {panels.viewing && (
        <MenuDetails
          menu={panels.viewing}
          onClose={panels.closeDetails}
          onEdit={writable ? panels.edit : undefined}
        />
      )}
      {panels.editing && (
        <MenuSheet
          menu={panels.editing === "new" ? null : panels.editing}
          onClose={panels.closeForm}
          onSaved={panels.saved}
        />
      )}
      {deletion.dialog}
    </>
  );
}
