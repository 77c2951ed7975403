import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { afterAll, beforeAll, describe, it } from "vitest";
import { ROLES } from "@app/contract/roles";
import { AUTH } from "@app/contract/endpoints/auth";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { PROFILE } from "@app/contract/endpoints/profile";
import { USERS } from "@app/contract/endpoints/users";
import { API_BASE } from "@app/contract/routes";
import { COUNTERPARTY_TYPES } from "@app/contract/schemas/counterparties";
import { GUEST_GROUP_MAX_COUNT } from "@app/contract/schemas/guest-groups";
import { GENDERS } from "@app/contract/schemas/profile";
import {
  counterparties,
  guestGroups,
  loginFailures,
  passwordResetCodes,
  passwordResetTokens,
  refreshTokens,
  sessions as sessionRows,
  users,
} from "../db/schema/index.ts";
import { type BadInputEndpoint, type FieldKind, type RowPath, badInputChecks, rowsOf } from "./bad-input.ts";
import { createTestApp, type TestApp } from "./harness.ts";

/** A path template of the contract with an already encoded segment in place of `:id`. */
const at = (path: string) => (segment: string) => API_BASE + path.replace(":id", segment);

const counterparty = {
  valid: { name: "Al-Safa Travel", address: "Toshkent, Chilonzor", counter_agent_type: "B2B", status: true },
  fields: {
    name: { type: "text" },
    address: { type: "text" },
    counter_agent_type: { type: "enum", values: COUNTERPARTY_TYPES },
    status: { type: "boolean" },
  } satisfies Record<string, FieldKind>,
  required: ["name", "address", "counter_agent_type"],
};
const counterpartyRow: RowPath = {
  item: at(COUNTERPARTIES.get.path),
  target: async (t) => {
    const [row] = await t.ctx.db
      .insert(counterparties)
      .values({ name: "Zamzam Tour", address: "Samarqand", counterpartyType: "B2C" })
      .returning();
    return row.id;
  },
};
const counterpartyState = rowsOf(counterparties);

const guestGroup = {
  valid: { name: "Toshkent Umra guruhi №3", count: "12" },
  fields: {
    name: { type: "text" },
    count: { type: "wholeNumber", min: 1, max: GUEST_GROUP_MAX_COUNT },
  } satisfies Record<string, FieldKind>,
  required: ["name", "count"],
};
const guestGroupRow = (item: string): RowPath => ({
  item: at(item),
  target: async (t) => {
    const [row] = await t.ctx.db.insert(guestGroups).values({ name: "Buxoro Haj guruhi", count: 20 }).returning();
    return row.id;
  },
});
const guestGroupState = rowsOf(guestGroups);

const text: FieldKind = { type: "text" };
const optionalText: FieldKind = { type: "text", nullable: true };
const flag: FieldKind = { type: "boolean" };
const gender: FieldKind = { type: "enum", values: GENDERS, nullable: true };
/** Also the legacy spelling the contract accepts for analytics. */
const role: FieldKind = { type: "enum", values: [...ROLES, "analiytics"] };

const user = {
  valid: {
    email: "yangi.xodim@demo.uz",
    full_name: "Aliyev Vali G'aniyevich",
    phone_number: "+998901234567",
    birthdate: "12.04.1990",
    gender: "male",
    role: "hotel",
    password: "parol12345",
  },
  fields: {
    email: text,
    full_name: text,
    phone_number: optionalText,
    birthdate: optionalText,
    gender,
    date_come: optionalText,
    from_come: optionalText,
    passport_number: optionalText,
    given_by: optionalText,
    validity_period: optionalText,
    role,
    is_active: flag,
    is_staff: flag,
    is_superuser: flag,
    password: text,
  },
  required: ["email", "full_name", "role", "password"],
};
const userRow: RowPath = {
  item: at(USERS.get.path),
  target: async (t) => (await t.userWithRole("hotel")).id,
};
const profile = {
  valid: { full_name: "Karimova Malika", birthdate: "15.06.1994", gender: "female" },
  fields: { full_name: text, birthdate: optionalText, gender },
  required: [],
};
const sessions = rowsOf(sessionRows, refreshTokens);
function publicPost(path: string, body: BadInputEndpoint["body"], state: BadInputEndpoint["state"]): BadInputEndpoint {
  return { name: `POST ${path}`, method: "POST", path: API_BASE + path, caller: "public", body, state };
}

/** Every write endpoint; a new one is a new entry. */
const ENDPOINTS: BadInputEndpoint[] = [
  {
    name: "POST /counter_agents/",
    method: "POST",
    path: API_BASE + COUNTERPARTIES.list.path,
    caller: "admin",
    outsider: "chef",
    body: counterparty,
    state: counterpartyState,
  },
  {
    name: "PUT /counter_agents/{id}/",
    method: "PUT",
    path: counterpartyRow,
    caller: "hr",
    outsider: "analytics",
    body: counterparty,
    state: counterpartyState,
  },
  {
    name: "PATCH /counter_agents/{id}/",
    method: "PATCH",
    path: counterpartyRow,
    caller: "ceo",
    outsider: "hotel",
    body: { ...counterparty, required: [] },
    state: counterpartyState,
  },
  {
    name: "DELETE /counter_agents/{id}/",
    method: "DELETE",
    path: counterpartyRow,
    caller: "admin",
    outsider: "warehouse",
    state: counterpartyState,
  },
  {
    name: "POST /guests/groups/create",
    method: "POST",
    path: API_BASE + GUEST_GROUPS.create.path,
    caller: "hotel",
    outsider: "chef",
    body: guestGroup,
    state: guestGroupState,
  },
  {
    name: "PUT /guests/groups/update/{id}/",
    method: "PUT",
    path: guestGroupRow(GUEST_GROUPS.replace.path),
    caller: "hr",
    outsider: "analytics",
    body: guestGroup,
    state: guestGroupState,
  },
  {
    name: "PATCH /guests/groups/update/{id}/",
    method: "PATCH",
    path: guestGroupRow(GUEST_GROUPS.update.path),
    caller: "admin",
    outsider: "warehouse",
    body: { ...guestGroup, required: [] },
    state: guestGroupState,
  },
  {
    name: "DELETE /guests/groups/delete/{id}/",
    method: "DELETE",
    path: guestGroupRow(GUEST_GROUPS.remove.path),
    caller: "ceo",
    outsider: "catering",
    state: guestGroupState,
  },
  publicPost(
    AUTH.login.path,
    {
      valid: { email: "hotel@demo.uz", password: "demo12345" },
      fields: { email: text, password: text },
      required: ["email", "password"],
    },
    rowsOf(users, sessionRows, refreshTokens, loginFailures),
  ),
  publicPost(
    AUTH.refresh.path,
    { valid: { refresh: "a-refresh-token" }, fields: { refresh: text }, required: ["refresh"] },
    sessions,
  ),
  publicPost(
    AUTH.checkAccess.path,
    { valid: { access_token: "an-access-token" }, fields: { access_token: text }, required: ["access_token"] },
    sessions,
  ),
  // Logout answers any body but broken JSON: the client clears its session whatever the answer.
  publicPost(AUTH.logout.path, undefined, sessions),
  publicPost(AUTH.logout.aliases[0], undefined, sessions),
  publicPost(
    AUTH.sendResetCode.path,
    { valid: { email: "hotel@demo.uz" }, fields: { email: text }, required: ["email"] },
    rowsOf(passwordResetCodes),
  ),
  publicPost(
    AUTH.verifyResetCode.path,
    {
      valid: { email: "hotel@demo.uz", code: "123456" },
      fields: { email: text, code: text },
      required: ["email", "code"],
    },
    rowsOf(passwordResetCodes, passwordResetTokens),
  ),
  publicPost(
    AUTH.setPassword.path,
    {
      valid: { uid: "uid", token: "token", password: "yangiParol1", password2: "yangiParol1" },
      fields: { uid: text, token: text, password: text, password2: text },
      required: ["uid", "token", "password", "password2"],
    },
    rowsOf(users, passwordResetTokens),
  ),
  {
    name: "POST /users/reset-password/",
    method: "POST",
    path: API_BASE + AUTH.changePassword.path,
    caller: "hotel",
    body: {
      valid: { current_password: "eskiParol1", new_password: "yangiParol1" },
      fields: { current_password: text, new_password: text },
      required: ["current_password", "new_password"],
    },
    state: rowsOf(users, sessionRows, refreshTokens),
  },
  ...(["PUT", "PATCH"] as const).map(
    (method) =>
      ({
        name: `${method} /users/profile/`,
        method,
        path: API_BASE + PROFILE.update.path,
        caller: "chef",
        body: profile,
        state: rowsOf(users),
      }) satisfies BadInputEndpoint,
  ),
  {
    name: "POST /users/",
    method: "POST",
    path: API_BASE + USERS.create.path,
    caller: "admin",
    outsider: "hr",
    body: user,
    state: rowsOf(users),
  },
  ...(["PUT", "PATCH"] as const).map(
    (method) =>
      ({
        name: `${method} /users/{id}/`,
        method,
        path: userRow,
        caller: "admin",
        outsider: "ceo",
        body: { ...user, required: [] },
        state: rowsOf(users),
      }) satisfies BadInputEndpoint,
  ),
  {
    name: "DELETE /users/{id}/",
    method: "DELETE",
    path: userRow,
    caller: "admin",
    outsider: "hr",
    state: rowsOf(users),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(ENDPOINTS)("bad input to $name", (endpoint) => {
  for (const check of badInputChecks(endpoint)) {
    it(check.name, () => check.run(t));
  }
});
