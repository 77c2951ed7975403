import { can } from "@app/contract/roles";
import { PATHS } from "@app/contract/routes";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import type { Food } from "@app/contract/schemas/kitchen-dishes";
import { Plus } from "lucide-react";
import type { PageProps } from "../../../app/page-props.ts";
import { uz } from "../../../i18n/uz.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useDeleteFlow } from "../../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone, useListView } from "../../../lib/use-list-view.ts";
import { useOptions } from "../../../lib/use-options.ts";
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
import { FoodDetails } from "./food-details.tsx";
import { FoodSheet } from "./food-sheet.tsx";
import { useDeleteFood, useFoods } from "./foods-api.ts";
import { foodsView } from "./foods-view.ts";

const t = uz.kitchen.foods;

/** /kitchen/foods: dishes with their cost per portion and availability; writers create, edit and delete them. */
export default function FoodsPage({ title }: PageProps) {
  const [view, update] = useListView(foodsView);
  const list = useFoods(view);
  const writable = can(usePrincipal(), "kitchen_recipes", "write");
  const sections = useOptions<CatalogItem>(PATHS.foodSections.list, (section) => ({ value: section.id, label: section.name }));
  const panels = useItemPanels<Food>();
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<Food>({
    remove: useDeleteFood(),
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
            label={t.section}
            options={sections.options}
            value={view.filters.section}
            onChange={(section) => update({ filters: { section } })}
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
                <Th>{t.section}</Th>
                <CostHeaders />
                {writable && <Th className="text-right">{uz.common.actions}</Th>}
              </tr>
            </THead>
            <TBody>
              {rows.map((food, index) => (
                <Tr key={food.id}>
                  <Td className="text-muted">{firstRow + index}</Td>
                  <Td>
                    <ItemImage src={food.image} name={food.name} />
                  </Td>
                  <Td>
                    <ItemNameButton name={food.name} onClick={() => panels.view(food)} />
                  </Td>
                  <Td>{food.section_name}</Td>
                  <CostCells item={food} />
                  {writable && (
                    <Td>
                      <RowActions name={food.name} onEdit={() => panels.edit(food)} onDelete={() => deletion.ask(food)} />
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
        <FoodDetails
          food={panels.viewing}
          onClose={panels.closeDetails}
          onEdit={writable ? panels.edit : undefined}
        />
      )}
      {panels.editing && (
        <FoodSheet
          food={panels.editing === "new" ? null : panels.editing}
          onClose={panels.closeForm}
          onSaved={panels.saved}
        />
      )}
      {deletion.dialog}
    </>
  );
}
