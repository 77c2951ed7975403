import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { user, userCreateInput, userListQuery, userUpdateInput } from "../schemas/users.ts";

const LIST = "/users/";
const ITEM = "/users/:id/";
const MISSING = "Foydalanuvchi topilmadi";
const read = allowed("users", "read");
const write = allowed("users", "write");

/** User accounts; whom a caller may create, edit or delete also depends on the roles it may grant. */
export const USERS = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Users, searched and filtered by role and gender, one page",
    query: userListQuery,
    response: pageSchema(user),
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a user with a role the caller may grant",
    body: userCreateInput,
    response: user,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One user",
    params: idParams,
    response: user,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Change a user's fields (the legacy screen sends only some, so PUT takes a part too)",
    params: idParams,
    body: userUpdateInput,
    response: user,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a user's fields",
    params: idParams,
    body: userUpdateInput,
    response: user,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a user the caller may manage, never the caller itself",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
};
