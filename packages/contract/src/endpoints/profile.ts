import { endpoint, SIGNED_IN } from "../endpoint.ts";
import { profile, profileUpdateInput } from "../schemas/profile.ts";

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
