import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../../lib/list-view.ts";

/** /kitchen/foods: search, the dish section and whether one portion can be made now. */
export const dishesView = defineListView({ filters: { section: {}, status: STATUS_FILTER } });
export type DishListProps = ListPropsOf<typeof dishesView>;
