import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  groupParams,
  pilgrim,
  pilgrimImportForm,
  pilgrimImportResult,
  pilgrimInput,
  pilgrimListQuery,
  pilgrimPatch,
} from "../schemas/pilgrims.ts";

const read = allowed("guest_groups", "read");
const write = allowed("guest_groups", "write");
const MISSING = "Ziyoratchi topilmadi";
const GROUP_MISSING = "Guruh topilmadi";
const ITEM = "/pilgrims/:id/";

/** The manifest: the pilgrims of a guest group, as their passports name them. */
export const PILGRIMS = {
  list: endpoint({
    method: "GET",
    path: "/guests/groups/:group_id/pilgrims/",
    access: read,
    summary: "A group's pilgrims, searched by name or passport and filtered, one page",
    params: groupParams,
    query: pilgrimListQuery,
    response: pageSchema(pilgrim),
    missing: GROUP_MISSING,
  }),
  create: endpoint({
    method: "POST",
    path: "/guests/groups/:group_id/pilgrims/",
    access: write,
    summary: "Add one pilgrim to a group",
    params: groupParams,
    body: pilgrimInput,
    response: pilgrim,
    status: 201,
    missing: GROUP_MISSING,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One pilgrim with its warnings",
    params: idParams,
    response: pilgrim,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change a pilgrim, or move it to another group",
    params: idParams,
    body: pilgrimPatch,
    response: pilgrim,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a pilgrim",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
  import: endpoint({
    method: "POST",
    path: "/guests/groups/:group_id/pilgrims/import/",
    access: write,
    summary: "Import a manifest (xlsx or csv) into a group, all rows or none; dry_run checks only",
    params: groupParams,
    body: pilgrimImportForm,
    upload: true,
    response: pilgrimImportResult,
    missing: GROUP_MISSING,
  }),
  template: endpoint({
    method: "GET",
    path: "/pilgrims/import-template/",
    access: read,
    summary: "The manifest template (xlsx) with its Uzbek headers",
    file: "xlsx",
  }),
  export: endpoint({
    method: "GET",
    path: "/guests/groups/:group_id/pilgrims/export/",
    access: read,
    summary: "A group's manifest as xlsx, in the template's columns",
    params: groupParams,
    file: "xlsx",
    missing: GROUP_MISSING,
  }),
};
