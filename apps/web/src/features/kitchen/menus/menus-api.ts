import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { Food } from "@app/contract/schemas/kitchen-dishes";
import type { Menu } from "@app/contract/schemas/kitchen-menus";
import { del, get, patch, post } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { ImageChoice } from "../../../ui/image-upload.tsx";
import { formBody } from "../shared/form-body.ts";
import { useRecipeMutation } from "../shared/kitchen-cache.ts";
import type { MenuFormOutput } from "./menu-form.ts";
import type { MenuListProps } from "./menus-view.ts";

export function useMenus(view: MenuListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [PATHS.menus.list, query],
    queryFn: ({ signal }) => get<Page<Menu>>(PATHS.menus.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A menu's dishes in full (the menu itself lists only names and prices): the edit form starts from them. */
export function useDishesOfMenu(menuId: string | null) {
  return useQuery({
    queryKey: [PATHS.foods.list, "of-menu", menuId],
    queryFn: ({ signal }) => get<Food[]>(pathOf(PATHS.foods.ofMenu, { id: menuId ?? "" }), { signal }),
    enabled: menuId !== null,
  });
}

type MenuSave = { menu: Menu | null; values: MenuFormOutput; image: ImageChoice };

export const useSaveMenu = () =>
  useRecipeMutation(({ menu, values, image }: MenuSave) => {
    const { dishes, ...fields } = values;
    const body = formBody({ ...fields, foods_id: dishes }, image);
    return menu ? patch<Menu>(pathOf(PATHS.menus.item, { id: menu.id }), body) : post<Menu>(PATHS.menus.list, body);
  });

export const useDeleteMenu = () => useRecipeMutation((id: string) => del(pathOf(PATHS.menus.item, { id })));
