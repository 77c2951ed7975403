import { DISH_SECTIONS } from "@app/contract/endpoints/kitchen-catalogs";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { useListView } from "../../../lib/use-list-view.ts";
import { useOptions } from "../../../lib/use-options.ts";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { Td, Th } from "../../../ui/table.tsx";
import { ItemListPage } from "../shared/item-list-page.tsx";
import { DishDetails } from "./dish-details.tsx";
import { DishSheet } from "./dish-sheet.tsx";
import { useDeleteDish, useDishes } from "./dishes-api.ts";
import { dishesView } from "./dishes-view.ts";

const t = uzKitchen.dishes;

/** /kitchen/foods: dishes with their cost per portion and availability; writers create, edit and delete them. */
export default function DishesPage({ title }: PageProps) {
  const [view, update] = useListView(dishesView);
  const list = useDishes(view);
  const remove = useDeleteDish();
  const sections = useOptions(DISH_SECTIONS.list, (section) => ({ value: section.id, label: section.name }));

  return (
    <ItemListPage
      title={title}
      texts={t}
      view={view}
      update={update}
      list={list}
      remove={remove}
      writeArea="kitchen_recipes"
      filters={
        <FilterSelect
          label={t.section}
          options={sections.options}
          value={view.filters.section}
          onChange={(section) => update({ filters: { section } })}
        />
      }
      imageHeading={t.image}
      head={<Th>{t.section}</Th>}
      cells={(dish) => <Td>{dish.section_name}</Td>}
      Details={DishDetails}
      Form={DishSheet}
    />
  );
}
