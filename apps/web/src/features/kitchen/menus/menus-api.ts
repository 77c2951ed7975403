import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import type { Menu } from "@app/contract/schemas/kitchen-menus";
import { call } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { ImageChoice } from "../../../ui/image-upload.tsx";
import { formBody } from "../shared/form-body.ts";
import { usePricedListMutation } from "../shared/kitchen-cache.ts";
import type { MenuFormOutput } from "./menu-form.ts";
import type { MenuListProps } from "./menus-view.ts";

export function useMenus(view: MenuListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [MENUS.list.path, query],
    queryFn: ({ signal }) => call(MENUS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A menu's dishes in full (the menu itself lists only names and prices): the edit form starts from them. */
export function useDishesOfMenu(menuId: string | null) {
  return useQuery({
    queryKey: [DISHES.list.path, "of-menu", menuId],
    queryFn: ({ signal }) => call(DISHES.ofMenu, { params: { id: menuId ?? "" } }, { signal }),
    enabled: menuId !== null,
  });
}

type MenuSave = { menu: Menu | null; values: MenuFormOutput; image: ImageChoice };

export const useSaveMenu = () =>
  usePricedListMutation(({ menu, values, image }: MenuSave) => {
    const { dishes, ...fields } = values;
    const body = formBody({ ...fields, foods_id: dishes }, image);
    return menu ? call(MENUS.update, { params: { id: menu.id }, body }) : call(MENUS.create, { body });
  });

export const useDeleteMenu = () => usePricedListMutation((id: string) => call(MENUS.remove, { params: { id } }));
