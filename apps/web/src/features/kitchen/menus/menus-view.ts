import { MENU_TYPES } from "@app/contract/schemas/kitchen-menus";
import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../../lib/list-view.ts";

/** /kitchen/menu: search, the meal (Nonushta, Tushlik, Kechki ovqat) and availability. */
export const menusView = defineListView({ filters: { menu_type: { values: MENU_TYPES }, status: STATUS_FILTER } });
export type MenuListProps = ListPropsOf<typeof menusView>;
