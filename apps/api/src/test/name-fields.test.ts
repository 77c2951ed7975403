import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "@app/contract/endpoint";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { GUESTS, HOTELS } from "@app/contract/endpoints/hotels";
import { EMPLOYEES } from "@app/contract/endpoints/hr";
import { PRODUCT_SECTIONS } from "@app/contract/endpoints/kitchen-catalogs";
import { PILGRIMS } from "@app/contract/endpoints/pilgrims";
import { ROOM_TYPES } from "@app/contract/endpoints/rooms";
import { VEHICLES } from "@app/contract/endpoints/taxi";
import { USERS } from "@app/contract/endpoints/users";
import { API_BASE } from "@app/contract/routes";
import { createGroup, pilgrimBody } from "../modules/guest-groups/testing.ts";
import { at, book, hotelWithRooms, individualOrder } from "../modules/hotels/test-fixtures.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

let serial = 0;
const next = () => ++serial;

type Json = Record<string, unknown>;
async function send(method: "POST" | "PATCH", path: string, payload: Json, status: number): Promise<Json> {
  const response = await t.app.inject({ method, url: API_BASE + path, headers: admin, payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

type NameRecord = {
  kind: string;
  /** The field the record keeps the name in. */
  field: string;
  /** Saves a record under `name`; answers the record as the server answered. */
  create: (name: string) => Promise<Json>;
  /** The PATCH of the record's item path, where the name is edited there (an employee's is the user's). */
  update?: string;
  /** The list whose search finds it. */
  list: string;
};

const post = (path: string, body: (name: string) => Json) => (name: string) => send("POST", path, body(name), 201);

/** Every kind of record with a name staff type, by the endpoints that write it. */
const RECORDS: NameRecord[] = [
  {
    kind: "hotel",
    field: "name",
    create: post(HOTELS.create.path, (name) => ({ name, address: "Makka", email: `name-hotel-${next()}@example.com`, phone_number: "+966125123456", rating: 4 })),
    update: HOTELS.update.path,
    list: HOTELS.list.path,
  },
  { kind: "room type", field: "name", create: post(ROOM_TYPES.create.path, (name) => ({ name })), update: ROOM_TYPES.update.path, list: ROOM_TYPES.list.path },
  {
    kind: "user",
    field: "full_name",
    create: post(USERS.create.path, (full_name) => ({ email: `name-${next()}@test.uz`, full_name, role: "hotel", password: "parol12345" })),
    update: USERS.update.path,
    list: USERS.list.path,
  },
  {
    kind: "employee",
    field: "full_name",
    create: post(EMPLOYEES.create.path, (full_name) => ({ email: `name-${next()}@test.uz`, full_name, role: "hotel", password: "parol12345", base_salary: 1200 })),
    list: EMPLOYEES.list.path,
  },
  {
    kind: "vehicle's driver",
    field: "name_of_driver",
    create: post(VEHICLES.create.path, (name_of_driver) => ({ name: "Toyota Hiace", name_of_driver, address: "Makka", phone_number: "+966501234567", amount_of_people: 12 })),
    update: VEHICLES.update.path,
    list: VEHICLES.list.path,
  },
  { kind: "guest group", field: "name", create: post(GUEST_GROUPS.create.path, (name) => ({ name, count: 10 })), update: GUEST_GROUPS.update.path, list: GUEST_GROUPS.list.path },
  {
    kind: "counterparty",
    field: "name",
    create: post(COUNTERPARTIES.create.path, (name) => ({ name, address: "Toshkent", counter_agent_type: "B2B" })),
    update: COUNTERPARTIES.update.path,
    list: COUNTERPARTIES.list.path,
  },
  { kind: "product section", field: "name", create: post(PRODUCT_SECTIONS.create.path, (name) => ({ name })), update: PRODUCT_SECTIONS.update.path, list: PRODUCT_SECTIONS.list.path },
  {
    kind: "guest",
    field: "full_name",
    create: async (name) => {
      const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1 });
      const response = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-19 14:00", "2025-10-22 12:00", [name]));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().guests[0];
    },
    list: GUESTS.list.path,
  },
];

const found = async (list: string, search: string): Promise<unknown[]> => {
  const response = await t.app.inject({ method: "GET", url: API_BASE + list, headers: admin, query: { search, per_page: "100" } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((row: Json) => row.id);
};

describe.each(RECORDS)("the name of a $kind", (record) => {
  it("is saved with ‘ after o and g and ’ for the tutuq whichever mark was typed, and one space between words", async () => {
    const n = next();
    const created = await record.create(`  G\`aniyev   Ma'ruf ${n} `);
    expect(created[record.field]).toBe(`G‘aniyev Ma’ruf ${n}`);
    if (!record.update) return;
    const edited = await send("PATCH", pathOf(record.update, { id: String(created.id) }), { [record.field]: `Gʻaniyev Maʼruf O'g'il ${n}` }, 200);
    expect(edited[record.field]).toBe(`G‘aniyev Ma’ruf O‘g‘il ${n}`);
  });

  it("is found by every spelling: Ganiyev, G'aniyev, Gʻaniyev", async () => {
    const created = await record.create(`G'aniyev ${next()}`);
    for (const term of ["Ganiyev", "G'aniyev", "Gʻaniyev"]) expect(await found(record.list, term), term).toContain(created.id);
  });
});

describe("a pilgrim's passport name", () => {
  it("keeps the passport's apostrophe and only loses its extra spaces", async () => {
    const group = await createGroup(t, admin);
    const created = await send("POST", pathOf(PILGRIMS.create.path, { group_id: group.id }), pilgrimBody({ full_name: "  G'ANIYEV   O'TKIR " }), 201);
    expect(created.full_name).toBe("G'ANIYEV O'TKIR");
    const list = pathOf(PILGRIMS.list.path, { group_id: group.id });
    for (const term of ["Ganiyev", "Gʻaniyev"]) expect(await found(list, term), term).toContain(created.id);
  });
});
