import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  type Headers,
  at,
  book,
  createHotel,
  createRoomType,
  createRooms,
  hotelWithRooms,
  individualOrder,
} from "../hotels/test-fixtures.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

const numbers = (rooms: Array<{ room_number: string }>) => rooms.map((room) => room.room_number).sort();

async function roomsOf(hotel: string) {
  const response = await t.app.inject({ url: `/api/v1/hotels/update/${hotel}/`, headers: admin });
  return response.json().rooms as Array<{ id: string; room_number: string; floor: number; capacity: number; net_price: number; gross_price: number }>;
}

describe("bulk creation", () => {
  it("numbers rooms floor×100 + 1..count and a second run continues past taken numbers", async () => {
    const hotel = await createHotel(t, admin);
    const type = await createRoomType(t, admin);
    const first = await createRooms(t, admin, { hotel: hotel.id, room_type: type.id, floor: 2, count: 3, capacity: 2, net_price: 100, profit: "25.50" });
    expect(numbers(first)).toEqual(["201", "202", "203"]);
    expect(first[0]).toMatchObject({
      hotel: hotel.id,
      hotel_name: hotel.name,
      room_type: type.id,
      floor: 2,
      capacity: 2,
      net_price: 100,
      profit: 25.5,
      gross_price: 125.5,
      occupied_count: 0,
      available_count: 1,
      remaining_capacity: 2,
      is_busy: false,
    });
    const other = await createRoomType(t, admin);
    const second = await createRooms(t, admin, { hotel: hotel.id, room_type: other.id, floor: 2, count: 2, capacity: 3 });
    expect(numbers(second)).toEqual(["204", "205"]);
    expect(second[0]).toMatchObject({ net_price: 0, profit: 0, gross_price: 0 });

    const elsewhere = await createRooms(t, admin, { hotel: (await createHotel(t, admin)).id, room_type: type.id, floor: 2, count: 1, capacity: 1 });
    expect(numbers(elsewhere)).toEqual(["201"]);

    const full = await t.app.inject({
      method: "POST",
      url: "/api/v1/rooms/create/",
      headers: admin,
      payload: { hotel: hotel.id, room_type: type.id, floor: 2, count: 95, capacity: 1 },
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().count[0]).toContain("94");
  });

  it("refuses capacity or floor below 1, bad prices and unknown hotels or types with 400", async () => {
    const hotel = await createHotel(t, admin);
    const type = await createRoomType(t, admin);
    const base = { hotel: hotel.id, room_type: type.id, floor: 1, count: 1, capacity: 2 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, capacity: 0 }, "capacity"],
      [{ ...base, floor: 0 }, "floor"],
      [{ ...base, count: 0 }, "count"],
      [{ ...base, count: 1.5 }, "count"],
      [{ ...base, net_price: -1 }, "net_price"],
      [{ ...base, profit: "12.345" }, "profit"],
      [{ ...base, net_price: "10000000000" }, "net_price"],
      [{ ...base, hotel: "00000000-0000-4000-8000-000000000000" }, "hotel"],
      [{ ...base, room_type: "00000000-0000-4000-8000-000000000000" }, "room_type"],
      [{ ...base, room_type: "nope" }, "room_type"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({ method: "POST", url: "/api/v1/rooms/create/", headers: admin, payload });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json()).toHaveProperty([field]);
    }
  });
});

describe("group edit", () => {
  it("applies prices and capacity to the whole group, adds rooms and moves floors with renumbering", async () => {
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2, net_price: 100 });
    const otherType = await createRoomType(t, admin);
    await createRooms(t, admin, { hotel: hotel.id, room_type: otherType.id, floor: 3, count: 1, capacity: 2 });

    const form = await t.app.inject({ url: `/api/v1/rooms/update/${rooms[0].id}/`, headers: admin });
    expect(form.json()).toMatchObject({ id: rooms[0].id, hotel: hotel.id, room_type: type.id, floor: 1, capacity: 2, count_view: 2 });

    const grown = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/rooms/update/${rooms[0].id}/`,
      headers: admin,
      payload: { count: 4, net_price: 150, profit: 10, capacity: 3, hotel: "ignored" },
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json()).toMatchObject({ room_type: type.name, hotel: hotel.name, new_count: 4 });
    let list = (await roomsOf(hotel.id)).filter((room) => room.floor === 1);
    expect(numbers(list)).toEqual(["101", "102", "103", "104"]);
    expect(list.every((room) => room.capacity === 3 && room.gross_price === 160)).toBe(true);

    const moved = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${rooms[1].id}/`, headers: admin, payload: { floor: 3 } });
    expect(moved.statusCode, moved.body).toBe(200);
    list = await roomsOf(hotel.id);
    expect(numbers(list)).toEqual(["301", "302", "303", "304", "305"]);
    expect(list.filter((room) => room.floor === 3)).toHaveLength(5);
  });

  it("never deletes a busy or booked room and never drops capacity under a booking", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 3, capacity: 2 });
    const newest = rooms.find((room) => room.room_number === "103");
    if (!newest) throw new Error("room 103 missing");
    expect((await book(t, admin, individualOrder(hotel.id, newest.id, "2025-11-01 14:00", "2025-11-03 12:00", ["A", "B"]))).statusCode).toBe(201);

    const lower = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${newest.id}/`, headers: admin, payload: { capacity: 1 } });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().detail).toContain("103");

    const shrink = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${newest.id}/`, headers: admin, payload: { count: 1 } });
    expect(shrink.statusCode, shrink.body).toBe(200);
    const left = await roomsOf(hotel.id);
    expect(left.map((room) => room.id)).toEqual([newest.id]);

    const none = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${newest.id}/`, headers: admin, payload: { count: 0 } });
    expect(none.statusCode).toBe(400);
    const grow = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${newest.id}/`, headers: admin, payload: { count: 2 } });
    expect(grow.statusCode).toBe(200);
    const refused = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${newest.id}/`, headers: admin, payload: { count: 1 } });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await roomsOf(hotel.id)).map((room) => room.id)).toEqual([newest.id]);
  });

  it("refuses to shrink a group whose remaining rooms are all booked", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 1 });
    for (const [index, room] of rooms.entries()) {
      const response = await book(t, admin, individualOrder(hotel.id, room.id, "2026-01-01 14:00", "2026-01-02 12:00", [`G${index}`]));
      expect(response.statusCode).toBe(201);
    }
    const shrink = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${rooms[0].id}/`, headers: admin, payload: { count: 1 } });
    expect(shrink.statusCode).toBe(423);
    expect(shrink.json()).toMatchObject({ code: 423 });
    expect(await roomsOf(hotel.id)).toHaveLength(2);
  });
});

describe("deleting rooms", () => {
  it("deletes a free room, refuses a booked one with 423, and deletes only the free rooms of a group", async () => {
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 3, capacity: 1 });
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-09-01 14:00", "2025-09-02 12:00", ["Past"]))).statusCode).toBe(201);

    const booked = await t.app.inject({ method: "DELETE", url: `/api/v1/rooms/delete/${rooms[0].id}/`, headers: admin });
    expect(booked.statusCode).toBe(423);
    expect(booked.json()).toMatchObject({ code: 423, detail: expect.stringContaining("o'chirib bo'lmaydi") });
    const preview = await t.app.inject({ url: `/api/v1/rooms/delete/${rooms[1].id}/`, headers: admin });
    expect(preview.json()).toMatchObject({ id: rooms[1].id, room_number: rooms[1].room_number });
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/rooms/delete/${rooms[1].id}/`, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/rooms/${rooms[1].id}/`, headers: admin })).statusCode).toBe(404);

    const group = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/rooms/delete/group/?hotel=${hotel.id}&room_type=${type.id}`,
      headers: admin,
    });
    expect(group.json()).toEqual({ deleted_count: 1, kept_count: 1 });
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/rooms/delete/group/?hotel=${hotel.id}&room_type=${type.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(423);
    const missing = await t.app.inject({ method: "DELETE", url: `/api/v1/rooms/delete/group/?hotel=${hotel.id}`, headers: admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("room_type");
    const unknown = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/rooms/delete/group/?hotel=00000000-0000-4000-8000-000000000000&room_type=${type.id}`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("reading rooms", () => {
  it("lists room groups, the rooms with a free bed now, and free beds over a stay", async () => {
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2, net_price: 80 });
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-09-30 14:00", "2025-10-02 12:00", ["A", "B"]))).statusCode).toBe(201);
    expect((await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-10-05 14:00", "2025-10-07 12:00", ["C"]))).statusCode).toBe(201);

    const groups = await t.app.inject({ url: `/api/v1/rooms/?hotel=${hotel.id}`, headers: admin });
    expect(groups.json()).toMatchObject({
      count: 1,
      results: [{ hotel: hotel.id, room_type: type.id, count: 2, occupied_count: 1, available_count: 1, remaining_capacity: 2, gross_price: 80 }],
    });

    const free = await t.app.inject({ url: `/api/v1/rooms/rooms_of_hotel/${hotel.id}/`, headers: admin });
    expect(free.json().map((room: { id: string }) => room.id)).toEqual([rooms[1].id]);

    const stay = new URLSearchParams({ hotel: hotel.id, check_in: "06.10.2025 14:00", check_out: "08.10.2025 12:00" });
    const available = await t.app.inject({ url: `/api/v1/rooms/available/?${stay}`, headers: admin });
    expect(available.statusCode, available.body).toBe(200);
    expect(available.json().map((room: { room_number: string; free_beds: number }) => [room.room_number, room.free_beds])).toEqual([
      ["101", 2],
      ["102", 1],
    ]);

    const backwards = new URLSearchParams({ hotel: hotel.id, check_in: "08.10.2025 14:00", check_out: "06.10.2025 12:00" });
    expect((await t.app.inject({ url: `/api/v1/rooms/available/?${backwards}`, headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/rooms/available/?hotel=${hotel.id}&check_in=tomorrow`, headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/rooms/rooms_of_hotel/not-a-uuid/", headers: admin })).statusCode).toBe(404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await t.app.inject({ url: `/api/v1/rooms/rooms_of_hotel/${unknown}/`, headers: admin })).statusCode).toBe(404);
    const nowhere = new URLSearchParams({ hotel: unknown, check_in: "06.10.2025 14:00", check_out: "08.10.2025 12:00" });
    expect((await t.app.inject({ url: `/api/v1/rooms/available/?${nowhere}`, headers: admin })).statusCode).toBe(404);
    const empty = await createHotel(t, admin);
    const bare = await t.app.inject({ url: `/api/v1/rooms/rooms_of_hotel/${empty.id}/`, headers: admin });
    expect(bare.json()).toEqual([]);
    expect((await t.app.inject({ url: "/api/v1/rooms/?page=99", headers: admin })).statusCode).toBe(404);
  });
});

describe("room types", () => {
  it("creates, filters, updates and deletes; a type in use cannot be deleted", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/v1/rooms/room_type/create/", headers: admin, payload: { name: "  Oilaviy xona " } });
    expect(created.statusCode).toBe(201);
    const type = created.json();
    expect(type).toMatchObject({ name: "Oilaviy xona", status: true });
    expect(type.created_at).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const byName = await t.app.inject({ url: "/api/v1/rooms/room_types/?name=oilaviy%20xona", headers: admin });
    expect(byName.json()).toMatchObject({ count: 1, results: [{ id: type.id }] });
    const patched = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/room_type/update/${type.id}/`, headers: admin, payload: { status: false } });
    expect(patched.json()).toMatchObject({ name: "Oilaviy xona", status: false });
    const inactive = await t.app.inject({ url: "/api/v1/rooms/room_types/?status=false&search=oilav", headers: admin });
    expect(inactive.json().count).toBe(1);

    const hotel = await createHotel(t, admin);
    const [room] = await createRooms(t, admin, { hotel: hotel.id, room_type: type.id, floor: 1, count: 1, capacity: 2 });
    const blocked = await t.app.inject({ method: "DELETE", url: `/api/v1/rooms/room_type/delete/${type.id}/`, headers: admin });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json().code).toBe(423);
    await t.app.inject({ method: "DELETE", url: `/api/v1/rooms/delete/${room.id}/`, headers: admin });
    const removed = await t.app.inject({ method: "DELETE", url: `/api/v1/rooms/room_type/delete/${type.id}/`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/rooms/room_type/${type.id}/`, headers: admin })).statusCode).toBe(404);
  });
});
