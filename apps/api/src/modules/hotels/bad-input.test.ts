import { afterAll, beforeAll, describe, it } from "vitest";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import { API_BASE } from "@app/contract/routes";
import { guestGroups, guests, hotelOrderRooms, hotelOrders, hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { type BadInputEndpoint, type FieldKind, type RowPath, badInputChecks, rowsOf } from "../../test/bad-input.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at, book, createHotel, hotelWithRooms, individualOrder } from "./test-fixtures.ts";

type Fixture = Awaited<ReturnType<typeof buildFixture>>;
let fixture: Promise<Fixture> | undefined;

/** One hotel with free rooms the bodies below point at; built once, on first use. */
async function buildFixture(t: TestApp) {
  const admin: Headers = (await t.userWithRole("admin")).headers;
  const { hotel, type, rooms: list } = await hotelWithRooms(t, admin, { count: 3, capacity: 2 });
  return { admin, hotel, type, rooms: list };
}
const ready = (t: TestApp) => (fixture ??= buildFixture(t));

let counter = 0;
/** Each order a check deletes gets its own week, so the bookings never clash. */
async function freshOrder(t: TestApp, f: Fixture) {
  counter += 1;
  const day = String(1 + (counter % 28)).padStart(2, "0");
  const month = String(1 + Math.floor(counter / 28)).padStart(2, "0");
  const response = await book(t, f.admin, individualOrder(f.hotel.id, f.rooms[0].id, `2027-${month}-${day} 14:00`, `2027-${month}-${day} 20:00`, ["A"]));
  return response.json<{ id: string }>();
}

const row = (path: string, create: (t: TestApp, f: Fixture) => Promise<{ id: string }>): RowPath => ({
  item: (segment) => API_BASE + path.replace(":id", segment),
  target: async (t) => (await create(t, await ready(t))).id,
});

/** The fixture once built; bodies read their ids from it (through getters) when a check sends them. */
let f: Fixture;

const hotelBody = {
  valid: { name: "Makka Grand", address: "Ajyad, Makka", email: "grand@example.com", phone_number: "+966125718888", rating: 4 },
  fields: {
    name: { type: "text" },
    address: { type: "text" },
    email: { type: "text" },
    phone_number: { type: "text" },
  } satisfies Record<string, FieldKind>,
  required: ["name", "address", "email", "phone_number", "rating"],
};
const roomFields = {
  floor: { type: "wholeNumber", min: 1, max: 200 },
  count: { type: "wholeNumber", min: 1, max: 99 },
  capacity: { type: "wholeNumber", min: 1, max: 50 },
} satisfies Record<string, FieldKind>;

const hotelState = rowsOf(hotels, rooms);
const roomState = rowsOf(rooms, roomTypes);
const orderState = rowsOf(hotelOrders, hotelOrderRooms, guests, guestGroups);

/** Every hotel, room and hotel-order write endpoint; a new one is a new entry. */
const ENDPOINTS: BadInputEndpoint[] = [
  { name: "POST /hotels/create/", method: "POST", path: API_BASE + HOTELS.create.path, caller: "hotel", outsider: "analytics", body: hotelBody, state: hotelState },
  {
    name: "PATCH /hotels/update/{id}/",
    method: "PATCH",
    path: row(HOTELS.update.path, (t, x) => createHotel(t, x.admin)),
    caller: "ceo",
    outsider: "catering",
    body: { ...hotelBody, valid: { rating: 3 }, required: [] },
    state: hotelState,
  },
  { name: "DELETE /hotels/delete/{id}/", method: "DELETE", path: row(HOTELS.remove.path, (t, x) => createHotel(t, x.admin)), caller: "admin", outsider: "chef", state: hotelState },
  {
    name: "POST /rooms/room_type/create/",
    method: "POST",
    path: API_BASE + ROOM_TYPES.create.path,
    caller: "hotel",
    outsider: "analytics",
    body: { valid: { name: "Sinov turi" }, fields: { name: { type: "text" }, status: { type: "boolean" } }, required: ["name"] },
    state: roomState,
  },
  {
    name: "POST /rooms/create/",
    method: "POST",
    path: API_BASE + ROOMS.create.path,
    caller: "hotel",
    outsider: "catering",
    body: {
      valid: { get hotel() { return f.hotel.id; }, get room_type() { return f.type.id; }, floor: 7, count: 2, capacity: 2 },
      fields: { hotel: { type: "uuid" }, room_type: { type: "uuid" }, ...roomFields },
      required: ["hotel", "room_type", "floor", "count", "capacity"],
    },
    state: roomState,
  },
  {
    name: "PATCH /rooms/update/{id}/",
    method: "PATCH",
    path: row(ROOMS.updateGroup.path, async (_t, x) => x.rooms[1]),
    caller: "admin",
    outsider: "analytics",
    body: { valid: { count: 3 }, fields: roomFields, required: [] },
    state: roomState,
  },
  {
    name: "DELETE /rooms/delete/{id}/",
    method: "DELETE",
    path: row(ROOMS.remove.path, async (t, x) => (await hotelWithRooms(t, x.admin, { count: 1, capacity: 1 })).rooms[0]),
    caller: "hotel",
    outsider: "warehouse",
    state: roomState,
  },
  {
    name: "POST /orders/hotel_order/create/",
    method: "POST",
    path: API_BASE + HOTEL_ORDERS.create.path,
    caller: "catering",
    outsider: "warehouse",
    body: {
      valid: {
        get hotel() { return f.hotel.id; },
        get room() { return f.rooms[2].id; },
        check_in: "01.03.2028 14:00",
        check_out: "03.03.2028 12:00",
        count_of_people: 1,
        guest_details: [{ full_name: "Aziz Karimov", gender: 1 }],
      },
      fields: {
        hotel: { type: "uuid" },
        room: { type: "uuid", nullable: true },
        guest_group: { type: "uuid", nullable: true },
        check_in: { type: "text" },
        check_out: { type: "text" },
        count_of_people: { type: "wholeNumber", min: 1, max: 10_000 },
      },
      required: ["hotel", "room", "check_in", "check_out", "count_of_people", "guest_details"],
    },
    state: orderState,
  },
  { name: "DELETE /orders/hotel_order/delete/{id}/", method: "DELETE", path: row(HOTEL_ORDERS.remove.path, freshOrder), caller: "hotel", outsider: "analytics", state: orderState },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  f = await ready(t);
});
afterAll(() => t.close());

describe.each(ENDPOINTS)("bad input to $name", (endpoint) => {
  for (const check of badInputChecks(endpoint)) {
    it(check.name, () => check.run(t));
  }
});
