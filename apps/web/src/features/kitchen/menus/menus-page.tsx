import { MENU_TYPE_LABELS, MENU_TYPES } from "@app/contract/schemas/kitchen-menus";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { useListView } from "../../../lib/use-list-view.ts";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { Td, Th } from "../../../ui/table.tsx";
import { ItemListPage } from "../shared/item-list-page.tsx";
import { MenuDetails } from "./menu-details.tsx";
import { MenuSheet } from "./menu-sheet.tsx";
import { useDeleteMenu, useMenus } from "./menus-api.ts";
import { menusView } from "./menus-view.ts";

const t = uzKitchen.menus;
const typeOptions = MENU_TYPES.map((type) => ({ value: type, label: MENU_TYPE_LABELS[type] }));

/** /kitchen/menu: one-meal menus of seven dishes, by meal, with cost and availability. */
export default function MenusPage({ title }: PageProps) {
  const [view, update] = useListView(menusView);
  const list = useMenus(view);
  const remove = useDeleteMenu();

  return (
    <ItemListPage
      title={title}
      texts={t}
      view={view}
      update={update}
      list={list}
      remove={remove}
      writeArea="kitchen_menu"
      filters={
        <FilterSelect
          label={t.type}
          options={typeOptions}
          value={view.filters.menu_type}
          onChange={(menuType) => update({ filters: { menu_type: menuType } })}
        />
      }
      imageHeading={t.image}
      head={
        <>
          <Th>{t.type}</Th>
          <Th className="text-right">{t.dishes}</Th>
        </>
      }
      cells={(menu) => (
        <>
          <Td>{MENU_TYPE_LABELS[menu.menu_type]}</Td>
          <Td className="text-right tabular-nums">{menu.food_count}</Td>
        </>
      )}
      Details={MenuDetails}
      Form={MenuSheet}
    />
  );
}
