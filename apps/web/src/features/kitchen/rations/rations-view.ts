import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../../lib/list-view.ts";

/** /kitchen/recepts: search and availability. */
export const rationsView = defineListView({ filters: { status: STATUS_FILTER } });
export type RationListProps = ListPropsOf<typeof rationsView>;
