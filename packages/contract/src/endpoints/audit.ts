import { allowed, endpoint } from "../endpoint.ts";
import { auditListQuery, auditPage } from "../schemas/audit.ts";

/** The journal of changes: read only, there is no path that writes, edits or deletes it. */
export const AUDIT = {
  list: endpoint({
    method: "GET",
    path: "/audit/",
    access: allowed("audit", "read"),
    summary: "Changes to business records, newest first, by record, user and period",
    query: auditListQuery,
    response: auditPage,
  }),
};
