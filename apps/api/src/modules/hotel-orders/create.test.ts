import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  type Headers,
  at,
  book,
  createGuestGroup,
  createRoomType,
  createRooms,
  groupOrder,
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

describe("creating an individual order", () => {
  it("answers 201 with the read shape, guests, nights and costs", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2, net_price: 300, profit: 50 });
    const response = await book(
      t,
      admin,
      individualOrder(hotel.id, rooms[0].id, "2025-10-19 14:00", "2025-10-22 12:00", ["Aziz Karimov", "Dilnoza Karimova"]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      guest_type: "individual",
      hotel: hotel.id,
      hotel_name: hotel.name,
      order_status: "Planned",
      room: rooms[0].id,
      rooms: [rooms[0].id],
      booked_rooms: [{ room: rooms[0].id, room_number: "101", people: 2 }],
      guest_group: null,
      order_food: [],
      check_in: "19.10.2025 14:00",
      check_out: "22.10.2025 12:00",
      nights: 3,
      count_of_people: 2,
      hotel_total_price: 1050,
      total_food_price: 0,
      general_cost: 1050,
      food_service: false,
    });
    expect(order.order_id).toMatch(/^\d{8}$/);
    expect(order.guests).toHaveLength(2);
    expect(order.guests[0]).toMatchObject({ full_name: "Aziz Karimov", gender: "Male", status: "New", price: 525, count: 1 });
    expect(order.guests[1]).toMatchObject({ full_name: "Dilnoza Karimova", gender: "Female", price: 525 });
    expect(order.guests[0].order_number).toMatch(/^№\d{7}$/);
  });
});

describe("availability by date overlap", () => {
  it("lets a stay start the minute the previous one ends, but not a minute earlier", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1 });
    const room = rooms[0].id;
    const first = await book(t, admin, individualOrder(hotel.id, room, "2025-11-01 14:00", "2025-11-05 12:00", ["A"]));
    expect(first.statusCode).toBe(201);

    const touching = await book(t, admin, individualOrder(hotel.id, room, "2025-11-05 12:00", "2025-11-07 12:00", ["B"]));
    expect(touching.statusCode, touching.body).toBe(201);
    const endsTouching = await book(t, admin, individualOrder(hotel.id, room, "2025-10-30 12:00", "2025-11-01 14:00", ["C"]));
    expect(endsTouching.statusCode, endsTouching.body).toBe(201);

    const minuteEarly = await book(t, admin, individualOrder(hotel.id, room, "2025-11-05 11:59", "2025-11-06 12:00", ["D"]));
    expect(minuteEarly.statusCode).toBe(409);
    expect(minuteEarly.json().detail).toMatch(/bo'sh joy/);
    const minuteLate = await book(t, admin, individualOrder(hotel.id, room, "2025-10-31 12:00", "2025-11-01 14:01", ["E"]));
    expect(minuteLate.statusCode).toBe(409);
    const inside = await book(t, admin, individualOrder(hotel.id, room, "2025-11-02 12:00", "2025-11-03 12:00", ["F"]));
    expect(inside.statusCode).toBe(409);
  });

  it("counts future bookings, not only the current moment", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2026-03-01 14:00", "2026-03-10 12:00", ["A", "B"]))).statusCode).toBe(201);
    const clash = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2026-03-09 14:00", "2026-03-12 12:00", ["C"]));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ rooms: [{ room: rooms[0].id, free_beds: 0 }] });
  });

  it("fills a shared room bed by bed and counts the busiest moment, not every overlapping booking", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 3 });
    const room = rooms[0].id;
    expect((await book(t, admin, individualOrder(hotel.id, room, "2025-12-01 14:00", "2025-12-05 12:00", ["A", "B"]))).statusCode).toBe(201);
    expect((await book(t, admin, individualOrder(hotel.id, room, "2025-12-05 12:00", "2025-12-09 12:00", ["C", "D"]))).statusCode).toBe(201);
    // Overlaps both, but never more than two people are in at once: one bed is free all along.
    expect((await book(t, admin, individualOrder(hotel.id, room, "2025-12-03 14:00", "2025-12-07 12:00", ["E"]))).statusCode).toBe(201);
    const full = await book(t, admin, individualOrder(hotel.id, room, "2025-12-04 14:00", "2025-12-04 20:00", ["F"]));
    expect(full.statusCode).toBe(409);
  });

  it("refuses more people than the room holds with a 400 and more than its free beds with a 409", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const tooMany = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2026-01-01 14:00", "2026-01-02 12:00", ["A", "B", "C"]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().count_of_people).toHaveLength(1);
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2026-01-01 14:00", "2026-01-02 12:00", ["A"]))).statusCode).toBe(201);
    const noRoom = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2026-01-01 14:00", "2026-01-02 12:00", ["B", "C"]));
    expect(noRoom.statusCode).toBe(409);
    expect(noRoom.json()).toMatchObject({ rooms: [{ free_beds: 1 }] });
  });
});

describe("group orders", () => {
  it("places people in the smallest rooms first and refuses when the free beds do not suffice", async () => {
    const { hotel, type, rooms: doubles } = await hotelWithRooms(t, admin, { count: 2, capacity: 2, net_price: 100 });
    const [quad] = await createRooms(t, admin, { hotel: hotel.id, room_type: type.id, floor: 2, count: 1, capacity: 4, net_price: 150 });
    const group = await createGuestGroup(t, "Samarqand guruhi", 5);
    const selected = [quad.id, doubles[0].id, doubles[1].id];

    const response = await book(t, admin, groupOrder(hotel.id, selected, group, "2026-02-01 14:00", "2026-02-03 12:00", 5));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    const people = Object.fromEntries(order.booked_rooms.map((room: { room_number: string; people: number }) => [room.room_number, room.people]));
    expect(people).toEqual({ "101": 2, "102": 2, "201": 1 });
    expect(order).toMatchObject({ guest_type: "group", room: null, guests: [], nights: 2, count_of_people: 5 });
    expect(order.guest_group).toMatchObject({ id: group, name: "Samarqand guruhi", guest_group_status: "Accepted" });
    // Σ gross × nights over the selected rooms: (100 + 100 + 150) × 2.
    expect(order.hotel_total_price).toBe(700);

    // The quad has 3 beds left, the doubles none: 3 more fit, 4 do not.
    const other = await createGuestGroup(t, "Buxoro guruhi", 4);
    const tooMany = await book(t, admin, groupOrder(hotel.id, selected, other, "2026-02-02 14:00", "2026-02-04 12:00", 4));
    expect(tooMany.statusCode).toBe(409);
    const fits = await book(t, admin, groupOrder(hotel.id, selected, other, "2026-02-02 14:00", "2026-02-04 12:00", 3));
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it("refuses with 400 a group larger than the rooms' capacity, an unknown group and rooms of another hotel", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const { rooms: foreign } = await hotelWithRooms(t, admin, { count: 1, capacity: 4 });
    const group = await createGuestGroup(t);
    const tooBig = await book(t, admin, groupOrder(hotel.id, [rooms[0].id, rooms[1].id], group, "2026-04-01 14:00", "2026-04-02 12:00", 5));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().count_of_people[0]).toContain("4");
    const unknownGroup = await book(
      t,
      admin,
      groupOrder(hotel.id, [rooms[0].id], "00000000-0000-4000-8000-000000000000", "2026-04-01 14:00", "2026-04-02 12:00", 1),
    );
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json()).toHaveProperty("guest_group");
    const otherHotel = await book(t, admin, groupOrder(hotel.id, [rooms[0].id, foreign[0].id], group, "2026-04-01 14:00", "2026-04-02 12:00", 2));
    expect(otherHotel.statusCode).toBe(400);
    expect(otherHotel.json().rooms[0]).toContain("tegishli emas");
    const individualElsewhere = await book(t, admin, individualOrder(hotel.id, foreign[0].id, "2026-04-01 14:00", "2026-04-02 12:00", ["A"]));
    expect(individualElsewhere.statusCode).toBe(400);
    expect(individualElsewhere.json()).toHaveProperty("room");
  });
});

describe("validation", () => {
  it("answers shape problems with 400 field errors and never a 500", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const base = individualOrder(hotel.id, rooms[0].id, "2026-05-01 14:00", "2026-05-02 12:00", ["A"]);
    const group = await createGuestGroup(t);
    const cases: Array<[unknown, string]> = [
      [{ ...base, guest_group: group }, "non_field_errors"],
      [{ ...base, guest_details: [] }, "non_field_errors"],
      [{ ...base, room: undefined }, "room"],
      [{ ...base, count_of_people: 2 }, "guest_details"],
      [{ ...base, check_out: base.check_in }, "check_out"],
      [{ ...base, check_in: "2026-05-01 14:00" }, "check_in"],
      [{ ...base, check_in: "31.02.2026 14:00" }, "check_in"],
      [{ ...base, guest_details: [{ full_name: "A", gender: 3 }] }, "guest_details.0.gender"],
      [{ ...base, guest_details: [{ full_name: " ", gender: 1 }] }, "guest_details.0.full_name"],
      [{ ...base, count_of_people: "x" }, "count_of_people"],
      [{ ...base, hotel: "not-a-uuid" }, "hotel"],
      [{ ...base, room: 42 }, "room"],
      [{ ...base, hotel: "00000000-0000-4000-8000-000000000000" }, "hotel"],
      [{ ...base, room: "00000000-0000-4000-8000-000000000000" }, "room"],
      [{ hotel: hotel.id, rooms: [], guest_group: group, check_in: base.check_in, check_out: base.check_out, count_of_people: 1 }, "rooms"],
      [{ hotel: hotel.id, rooms: [rooms[0].id, rooms[0].id], guest_group: group, check_in: base.check_in, check_out: base.check_out, count_of_people: 1 }, "rooms"],
      [{ hotel: hotel.id, guest_group: group, check_in: base.check_in, check_out: "01.05.2026 13:00", count_of_people: 1, rooms: [rooms[0].id] }, "check_out"],
    ];
    for (const [payload, field] of cases) {
      const response = await book(t, admin, payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json(), field).toHaveProperty([field]);
      expect(typeof response.json().detail).toBe("string");
    }
    for (const payload of [[], "text", null, 5]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/orders/hotel_order/create/",
        headers: { ...admin, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it("accepts the legacy form's numeric strings", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const body = individualOrder(hotel.id, rooms[0].id, "2026-06-01 14:00", "2026-06-02 12:00", ["A", "B"]);
    const response = await book(t, admin, {
      ...body,
      count_of_people: "2",
      guest_details: [{ full_name: "A", gender: "1" }, { full_name: "B", gender: "2" }],
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a room type name already in use, whatever its case", async () => {
    await createRoomType(t, admin, "Lyuks");
    const response = await t.app.inject({ method: "POST", url: "/api/v1/rooms/room_type/create/", headers: admin, payload: { name: " lyuks " } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("name");
  });
});
