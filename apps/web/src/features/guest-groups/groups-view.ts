import { GUEST_GROUP_STATUSES } from "@app/contract/schemas/guest-groups";
import { DIETS } from "@app/contract/schemas/pilgrims";
import { defineListView } from "../../lib/list-view.ts";

/** The Guruhlar list: search, the group's status and the agent who sent it, all in the URL. */
export const groupsView = defineListView({
  filters: { status: { values: GUEST_GROUP_STATUSES }, counter_agent: { urlKey: "agent" } },
});

/**
 * A group's page: the manifest's filters on its Pilgrims tab; the Stays tab pages alone; the
 * Rooming tab keeps its stay; the Balance tab its statement's span of days.
 */
export const groupPageView = defineListView({
  filters: {
    gender: { values: ["1", "2"] },
    diet: { values: DIETS },
    has_warnings: { values: ["true", "false"] },
    stay: {},
    date_from: {},
    date_to: {},
  },
  tabs: {
    pilgrims: ["gender", "diet", "has_warnings"],
    stays: [],
    rooming: ["stay"],
    meals: [],
    transfers: [],
    balance: ["date_from", "date_to"],
    history: [],
  },
});
