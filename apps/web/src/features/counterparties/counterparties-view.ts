import { COUNTERPARTY_TYPES } from "@app/contract/schemas/counterparties";
import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../lib/list-view.ts";

/** The page's two tabs; the business type is a filter of the Kontragentlar tab only, kept as `type` in the URL. */
export const counterpartiesView = defineListView({
  filters: { counter_agent_type: { values: COUNTERPARTY_TYPES, urlKey: "type" }, status: STATUS_FILTER },
  tabs: { counterparties: ["counter_agent_type", "status"], groups: ["status"] },
});

/** What each tab's list gets from the page; `writable` is false for a role that may only read (analytics). */
export type ListProps = ListPropsOf<typeof counterpartiesView> & { writable: boolean };
