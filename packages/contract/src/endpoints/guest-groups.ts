import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { guestGroup, guestGroupDetail, guestGroupInput, guestGroupListQuery, guestGroupPatch } from "../schemas/guest-groups.ts";

const ITEM = "/guests/groups/update/:id/";
const MISSING = "Guruh topilmadi";
/**
 * Hotel staff book groups as well as the counterparty desk; order forms only look them up, and so
 * does the dispatcher, who puts groups on flights and plans their transfers without the Guruhlar page.
 */
const WRITE_AREAS = ["counterparties", "hotels"] as const;
const read = allowed([...WRITE_AREAS, "orders", "guest_groups", "taxi"], "read");
const write = allowed(WRITE_AREAS, "write");

/** Pilgrim groups travelling together, booked into hotels as one. */
export const GUEST_GROUPS = {
  list: endpoint({
    method: "GET",
    path: "/guests/groups/",
    access: read,
    summary: "Guest groups, searched and filtered by status, one page",
    query: guestGroupListQuery,
    response: pageSchema(guestGroup),
  }),
  create: endpoint({
    method: "POST",
    path: "/guests/groups/create",
    access: write,
    summary: "Create a guest group",
    body: guestGroupInput,
    response: guestGroup,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One guest group, with its pilgrims counted by gender and by diet",
    params: idParams,
    response: guestGroupDetail,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a guest group's name and head count",
    params: idParams,
    body: guestGroupInput,
    response: guestGroup,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change a guest group's name or head count",
    params: idParams,
    body: guestGroupPatch,
    response: guestGroup,
    missing: MISSING,
  }),
  close: endpoint({
    method: "POST",
    path: "/guests/groups/:id/close/",
    access: write,
    summary: "Close a guest group: it counts as finished, so its pilgrims' passports may join another group",
    params: idParams,
    response: guestGroup,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/guests/groups/delete/:id/",
    access: write,
    summary: "Delete a guest group that no booking refers to",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
};
