import { COUNTERPARTY_TYPES } from "@app/contract/schemas/counterparties";
import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../lib/list-view.ts";

/**
 * The page's tabs; the business type is a filter of the Kontragentlar tab only, kept as `type` in
 * the URL; the Balans tab (for those who read the ledger) keeps its agent as `agent` and its days.
 */
export const counterpartiesView = defineListView({
  filters: {
    counter_agent_type: { values: COUNTERPARTY_TYPES, urlKey: "type" },
    status: STATUS_FILTER,
    counter_agent: { urlKey: "agent" },
    date_from: {},
    date_to: {},
  },
  tabs: { counterparties: ["counter_agent_type", "status"], groups: ["status"], balance: ["counter_agent", "date_from", "date_to"] },
});

/** What each tab's list gets from the page; `writable` is false for a role that may only read (analytics). */
export type ListProps = ListPropsOf<typeof counterpartiesView> & { writable: boolean };
