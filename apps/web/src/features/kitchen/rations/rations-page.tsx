import { can } from "@app/contract/roles";
import { MENU_TYPE_LABELS } from "@app/contract/schemas/kitchen-menus";
import { RATION_SLOTS, type Ration } from "@app/contract/schemas/kitchen-rations";
import { Plus } from "lucide-react";
import type { PageProps } from "../../../app/page-props.ts";
import { uz } from "../../../i18n/uz.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useDeleteFlow } from "../../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone, useListView } from "../../../lib/use-list-view.ts";
import { Button } from "../../../ui/button.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { RowActions } from "../../../ui/row-actions.tsx";
import { SearchBox } from "../../../ui/search-box.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { AvailabilityFilter } from "../shared/availability-filter.tsx";
import { CostCells, CostHeaders } from "../shared/cost-cells.tsx";
import { ItemNameButton } from "../shared/item-name-button.tsx";
import { useItemPanels } from "../shared/use-item-panels.ts";
import { SLOTS, slotMenus } from "./ration-form.ts";
import { RationDetails } from "./ration-details.tsx";
import { RationSheet } from "./ration-sheet.tsx";
import { useDeleteRation, useRations } from "./rations-api.ts";
import { rationsView } from "./rations-view.ts";

const t = uz.kitchen.rations;

/** /kitchen/recepts: daily rations (a breakfast, a lunch and a dinner menu) with cost and availability. */
export default function RationsPage({ title }: PageProps) {
  const [view, update] = useListView(rationsView);
  const list = useRations(view);
  const writable = can(usePrincipal(), "kitchen_recipes", "write");
  const panels = useItemPanels<Ration>();
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<Ration>({
    remove: useDeleteRation(),
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
                <Th>{t.name}</Th>
                {SLOTS.map((slot) => (
                  <Th key={slot}>{MENU_TYPE_LABELS[RATION_SLOTS[slot]]}</Th>
                ))}
                <CostHeaders />
                {writable && <Th className="text-right">{uz.common.actions}</Th>}
              </tr>
            </THead>
            <TBody>
              {rows.map((ration, index) => {
                const menus = slotMenus(ration);
                return (
                  <Tr key={ration.id}>
                    <Td className="text-muted">{firstRow + index}</Td>
                    <Td>
                      <ItemNameButton name={ration.name} onClick={() => panels.view(ration)} />
                    </Td>
                    {SLOTS.map((slot) => (
                      <Td key={slot}>{menus[slot].name}</Td>
                    ))}
                    <CostCells item={ration} />
                    {writable && (
                      <Td>
                        <RowActions
                          name={ration.name}
                          onEdit={() => panels.edit(ration)}
                          onDelete={() => deletion.ask(ration)}
                        />
                      </Td>
                    )}
                  </Tr>
                );
              })}
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
        <RationDetails ration={panels.viewing} onClose={panels.closeDetails} onEdit={writable ? panels.edit : undefined} />
      )}
      {panels.editing && (
        <RationSheet
          ration={panels.editing === "new" ? null : panels.editing}
          onClose={panels.closeForm}
          onSaved={panels.saved}
        />
      )}
      {deletion.dialog}
    </>
  );
}
