import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { ration, rationInput, rationListQuery, rationPatch } from "../schemas/kitchen-rations.ts";

const LIST = "/menus/recipes/";
const ITEM = "/menus/recipes/:id/";
const MISSING = "Ratsion topilmadi";
const read = allowed(["kitchen_recipes", "kitchen_menu"], "read");
const write = allowed("kitchen_recipes", "write");

/** Daily rations ("recipes" on the wire): one breakfast, one lunch and one dinner menu. */
export const RATIONS = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Rations with their cost and availability, searched and filtered, one page",
    query: rationListQuery,
    response: pageSchema(ration),
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a ration from a breakfast, a lunch and a dinner menu",
    body: rationInput,
    response: ration,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One ration",
    params: idParams,
    response: ration,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a ration's fields and menus",
    params: idParams,
    body: rationInput,
    response: ration,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a ration's fields or menus",
    params: idParams,
    body: rationPatch,
    response: ration,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a ration that no order refers to",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
};
