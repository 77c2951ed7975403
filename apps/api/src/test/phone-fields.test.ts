import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "@app/contract/endpoint";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { EMPLOYEES } from "@app/contract/endpoints/hr";
import { PILGRIMS } from "@app/contract/endpoints/pilgrims";
import { VEHICLES } from "@app/contract/endpoints/taxi";
import { USERS } from "@app/contract/endpoints/users";
import { PHONE_INVALID, PHONE_NEEDS_COUNTRY_CODE } from "@app/contract/phone";
import { API_BASE } from "@app/contract/routes";
import { createGroup, pilgrimBody } from "../modules/guest-groups/testing.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

let serial = 0;
/** Unique names and emails, so each request is refused or accepted for its phone alone. */
const next = () => ++serial;

type Body = (phone: string) => Record<string, unknown>;
type PhoneRecord = {
  kind: string;
  /** The field the record keeps its phone in. */
  field: string;
  /** Where a new record is posted (a pilgrim's path names a group made for it). */
  create: { path: () => Promise<string>; body: Body };
  edit: { method: "PUT" | "PATCH"; path: string; body: Body };
};

const fixed = (path: string) => async () => path;
const hotel: Body = (phone) => {
  const n = next();
  return { name: `Phone Hotel ${n}`, address: "Makka", email: `phone-hotel-${n}@example.com`, phone_number: phone, rating: 4 };
};
const person: Body = (phone) => {
  const n = next();
  return { email: `phone-${n}@test.uz`, full_name: `Phone Person ${n}`, role: "hotel", password: "parol12345", phone_number: phone };
};
const vehicle: Body = (phone) => ({ name: "Toyota Hiace", name_of_driver: "Abdulloh Rahimov", address: "Makka", phone_number: phone, amount_of_people: 12 });
const group: Body = (phone) => ({ name: `Phone Guruh ${next()}`, count: 10, leader_phone: phone });

/** Every kind of record with a phone, by the endpoints that write it. */
const RECORDS: PhoneRecord[] = [
  { kind: "hotel", field: "phone_number", create: { path: fixed(HOTELS.create.path), body: hotel }, edit: { method: "PUT", path: HOTELS.replace.path, body: hotel } },
  {
    kind: "user",
    field: "phone_number",
    create: { path: fixed(USERS.create.path), body: person },
    edit: { method: "PATCH", path: USERS.update.path, body: (phone) => ({ phone_number: phone }) },
  },
  {
    kind: "employee",
    field: "phone_number",
    create: { path: fixed(EMPLOYEES.create.path), body: (phone) => ({ ...person(phone), base_salary: 1200 }) },
    edit: { method: "PATCH", path: EMPLOYEES.update.path, body: (phone) => ({ phone_number: phone }) },
  },
  {
    kind: "vehicle",
    field: "phone_number",
    create: { path: fixed(VEHICLES.create.path), body: vehicle },
    edit: { method: "PUT", path: VEHICLES.replace.path, body: vehicle },
  },
  {
    kind: "guest group's leader",
    field: "leader_phone",
    create: { path: fixed(GUEST_GROUPS.create.path), body: group },
    edit: { method: "PATCH", path: GUEST_GROUPS.update.path, body: (phone) => ({ leader_phone: phone }) },
  },
  {
    kind: "pilgrim",
    field: "phone",
    create: {
      path: async () => pathOf(PILGRIMS.create.path, { group_id: (await createGroup(t, admin)).id }),
      body: (phone) => pilgrimBody({ phone }),
    },
    edit: { method: "PATCH", path: PILGRIMS.update.path, body: (phone) => ({ phone }) },
  },
];

const REFUSED: Array<[phone: string, message: string]> = [
  ["+9665012345678", PHONE_INVALID],
  ["+966 50 ABC 4567", PHONE_INVALID],
  ["12345", PHONE_INVALID],
  ["501234567", PHONE_NEEDS_COUNTRY_CODE],
];

const post = async (record: PhoneRecord, phone: string) =>
  t.app.inject({ method: "POST", url: API_BASE + (await record.create.path()), headers: admin, payload: record.create.body(phone) });

describe.each(RECORDS)("the phone of a $kind", (record) => {
  it("is stored in E.164 however it was grouped, on create and on edit", async () => {
    const created = await post(record, "+998 90 123-45-67");
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()[record.field]).toBe("+998901234567");

    const { method, path, body } = record.edit;
    const url = API_BASE + pathOf(path, { id: created.json().id });
    const edited = await t.app.inject({ method, url, headers: admin, payload: body("0125718888") });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()[record.field]).toBe("+966125718888");
  });

  it.each(REFUSED)("refuses %s with a 400 in Uzbek", async (phone, message) => {
    const response = await post(record, phone);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ [record.field]: [message], detail: message });
  });
});
