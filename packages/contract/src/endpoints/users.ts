import { allowed, endpoint, SIGNED_IN } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { profile, profileUpdateInput, user, userCreateInput, userListQuery, userUpdateInput } from "../schemas/users.ts";

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

const PROFILE_PATH = "/users/profile/";

/** The signed-in user's own record. */
export const PROFILE = {
  get: endpoint({
    method: "GET",
    path: PROFILE_PATH,
    aliases: ["/auth/profile/"],
    access: SIGNED_IN,
    summary: "The caller's profile",
    response: profile,
  }),
  replace: endpoint({
    method: "PUT",
    path: PROFILE_PATH,
    access: SIGNED_IN,
    summary: "Change the caller's name, birth date or gender (any of them, as PATCH)",
    body: profileUpdateInput,
    response: profile,
  }),
  update: endpoint({
    method: "PATCH",
    path: PROFILE_PATH,
    access: SIGNED_IN,
    summary: "Change the caller's name, birth date or gender",
    body: profileUpdateInput,
    response: profile,
  }),
};
