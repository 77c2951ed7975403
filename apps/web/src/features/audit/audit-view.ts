import { AUDITED_ENTITIES } from "@app/contract/schemas/audit";
import { defineListView } from "../../lib/list-view.ts";

/** /audit: the journal by user, kind of record and a span of days. */
export const auditView = defineListView({
  filters: {
    user: {},
    entity: { values: AUDITED_ENTITIES },
    date_from: {},
    date_to: {},
  },
});
