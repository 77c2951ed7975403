import { eq } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate, formatWireDate, formatWireDateTime } from "@app/contract/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestGroups } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  type Headers,
  at,
  book,
  createGuestGroup,
  createRooms,
  groupOrder,
  hotelWithRooms,
  individualOrder,
  wire,
} from "../hotels/test-fixtures.ts";

let t: TestApp;
let admin: Headers;
const START = at("2025-10-01 09:00");

beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterAll(() => t.close());

/** Moves the test clock and signs the admin in again: tokens live 15 minutes of that clock. */
async function clockAt(moment: Date) {
  t.clock.set(moment);
  admin = (await t.userWithRole("admin")).headers;
}

const ORDER = "/api/v1/orders/hotel_order";
type Order = Record<string, unknown> & { id: string; order_id: string; guests: Array<Record<string, unknown>> };

const patch = (id: string, body: unknown, headers = admin) =>
  t.app.inject({ method: "PATCH", url: `${ORDER}/${id}/`, headers, payload: body as object });
const step = (id: string, name: "cancel" | "check-in" | "check-out" | "move", body?: unknown, headers = admin) =>
  t.app.inject({ method: "POST", url: `${ORDER}/${id}/${name}/`, headers, ...(body === undefined ? {} : { payload: body as object }) });
const read = async (id: string): Promise<Order> => (await t.app.inject({ url: `${ORDER}/${id}/`, headers: admin })).json();

async function booked(body: unknown): Promise<Order> {
  const response = await book(t, admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The orders of a list of one hotel: [order_id, status]. */
async function listed(list: "planned/" | "active/" | "no-active/", hotel: string) {
  const response = await t.app.inject({ url: `/api/v1/orders/hotel_orders/${list}?hotel=${hotel}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((order: Order) => [order.order_id, order.order_status]);
}

describe("amending a booking (PATCH)", () => {
  it("changes dates, room and guests with the create's checks, prices them again and keeps the guests' numbers", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 3, net_price: 300, profit: 50 });
    const order = await booked(individualOrder(hotel.id, rooms[0].id, "2025-10-10 14:00", "2025-10-13 12:00", ["Aziz", "Dilnoza"]));
    const numbers = order.guests.map((guest) => guest.order_number);

    const longer = await patch(order.id, { check_out: wire("2025-10-14 12:00") });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ nights: 4, hotel_total_price: 1400, check_out: "14.10.2025 12:00", check_in: "10.10.2025 14:00" });

    const moved = await patch(order.id, {
      room: rooms[1].id,
      count_of_people: 3,
      guest_details: [
        { full_name: "Aziz Karimov", gender: 1 },
        { full_name: "Dilnoza", gender: 2 },
        { full_name: "Kamola", gender: 2 },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after: Order = moved.json();
    expect(after).toMatchObject({ room: rooms[1].id, count_of_people: 3, booked_rooms: [{ room: rooms[1].id, people: 3 }], order_id: order.order_id });
    expect(after.guests.map((guest) => [guest.full_name, guest.room, guest.price])).toEqual([
      ["Aziz Karimov", rooms[1].id, 466.67],
      ["Dilnoza", rooms[1].id, 466.67],
      ["Kamola", rooms[1].id, 466.66],
    ]);
    expect(after.guests.slice(0, 2).map((guest) => guest.order_number)).toEqual(numbers);

    const fewer = await patch(order.id, { count_of_people: 1, guest_details: [{ full_name: "Aziz Karimov", gender: 1 }] });
    expect(fewer.json().guests.map((guest: Order) => guest.order_number)).toEqual([numbers[0]]);
    // The first room is free again for the whole stay.
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-10 14:00", "2025-10-14 12:00", ["A", "B", "C"]))).statusCode).toBe(201);
  });

  it("counts the booking's own beds as free but nobody else's", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const room = rooms[0].id;
    const first = await booked(individualOrder(hotel.id, room, "2025-11-01 14:00", "2025-11-04 12:00", ["A", "B"]));
    await booked(individualOrder(hotel.id, room, "2025-11-06 14:00", "2025-11-08 12:00", ["C"]));

    const shifted = await patch(first.id, { check_in: wire("2025-11-02 14:00"), check_out: wire("2025-11-05 12:00") });
    expect(shifted.statusCode, shifted.body).toBe(200);
    const clash = await patch(first.id, { check_out: wire("2025-11-07 12:00") });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ detail: expect.stringContaining("bo'sh joy"), rooms: [{ room, free_beds: 1 }] });
    expect((await read(first.id)).check_out).toBe("05.11.2025 12:00");
  });

  it("changes a group's head count, rooms and group, and refuses what a new booking would be refused", async () => {
    await clockAt(START);
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 20, net_price: 100 });
    const { rooms: foreign } = await hotelWithRooms(t, admin, { count: 1, capacity: 4 });
    const [small] = await createRooms(t, admin, { hotel: hotel.id, room_type: type.id, floor: 2, count: 1, capacity: 2, net_price: 100 });
    const group = await createGuestGroup(t, "Andijon guruhi", 38);
    const order = await booked(groupOrder(hotel.id, [rooms[0].id, rooms[1].id], group, "2025-12-01 14:00", "2025-12-03 12:00", 38));

    const fewer = await patch(order.id, { count_of_people: 35 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json()).toMatchObject({ count_of_people: 35, hotel_total_price: 400 });

    const other = await createGuestGroup(t, "Qo'qon guruhi", 20);
    const regrouped = await patch(order.id, { guest_group: other, rooms: [rooms[0].id], count_of_people: 20 });
    expect(regrouped.statusCode, regrouped.body).toBe(200);
    expect(regrouped.json()).toMatchObject({ guest_group: { id: other }, rooms: [rooms[0].id], hotel_total_price: 200 });
    const status = async (id: string) => (await t.ctx.db.select().from(guestGroups).where(eq(guestGroups.id, id)))[0].guestGroupStatus;
    expect(await status(group)).toBe("Pending");
    expect(await status(other)).toBe("Accepted");

    const refusals: Array<[unknown, string]> = [
      [{ count_of_people: 21 }, "count_of_people"],
      [{ rooms: [rooms[0].id, foreign[0].id] }, "rooms"],
      [{ rooms: [] }, "rooms"],
      [{ check_out: wire("2025-11-30 12:00") }, "check_out"],
      [{ guest_group: "00000000-0000-4000-8000-000000000000" }, "guest_group"],
      [{ guest_details: [{ full_name: "A", gender: 1 }] }, "non_field_errors"],
      [{ guest_group: null, rooms: null, room: small.id, guest_details: [{ full_name: "A", gender: 1 }], count_of_people: 1 }, "non_field_errors"],
      [{ check_in: "2025-12-01" }, "check_in"],
    ];
    for (const [body, field] of refusals) {
      const response = await patch(order.id, body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json(), field).toHaveProperty([field]);
    }
    expect(await read(order.id)).toMatchObject({ count_of_people: 20, rooms: [rooms[0].id] });
  });

  it("keeps the booked price unless the stay, the rooms or the number of guests change", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 10, net_price: 100 });
    const group = await createGuestGroup(t, "Guliston guruhi", 10);
    const order = await booked(groupOrder(hotel.id, [rooms[0].id], group, "2025-12-10 14:00", "2025-12-12 12:00", 10));
    const single = await booked(individualOrder(hotel.id, rooms[1].id, "2025-12-10 14:00", "2025-12-12 12:00", ["A", "B"]));
    for (const room of rooms) {
      const repriced = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${room.id}/`, headers: admin, payload: { net_price: 300 } });
      expect(repriced.statusCode, repriced.body).toBe(200);
    }
    expect((await patch(order.id, { count_of_people: 8 })).json()).toMatchObject({ count_of_people: 8, hotel_total_price: 200 });
    const renamed = (await patch(single.id, { guest_details: [{ full_name: "Aziza", gender: 2 }, { full_name: "B", gender: 1 }] })).json();
    expect(renamed.guests.map((guest: Order) => [guest.full_name, guest.price])).toEqual([
      ["Aziza", 100],
      ["B", 100],
    ]);
    expect((await patch(order.id, { check_out: wire("2025-12-13 12:00") })).json()).toMatchObject({ hotel_total_price: 900 });
    expect((await patch(single.id, { count_of_people: 1, guest_details: [{ full_name: "Aziza", gender: 2 }] })).json()).toMatchObject({
      hotel_total_price: 600,
      guests: [{ price: 600 }],
    });
  });

  it("is for the roles that write hotel orders, and a missing booking is a 404", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const order = await booked(individualOrder(hotel.id, rooms[0].id, "2026-01-10 14:00", "2026-01-12 12:00", ["A"]));
    const as = async (role: "hotel" | "catering" | "analytics" | "warehouse") => (await t.userWithRole(role)).headers;
    expect((await patch(order.id, { count_of_people: 1 }, await as("hotel"))).statusCode).toBe(200);
    expect((await patch(order.id, { count_of_people: 1 }, await as("catering"))).statusCode).toBe(200);
    expect((await patch(order.id, { count_of_people: 1 }, await as("analytics"))).statusCode).toBe(403);
    expect((await step(order.id, "cancel", { reason: "x" }, await as("warehouse"))).statusCode).toBe(403);
    expect((await patch("00000000-0000-4000-8000-000000000000", { count_of_people: 1 })).statusCode).toBe(404);
    expect((await step("123", "check-in")).statusCode).toBe(404);
  });
});

describe("canceling a booking", () => {
  it("needs a reason, frees the rooms and leaves the lists, the chart, the group and the reports", async () => {
    // The totals key an order by its created_at, which the database stamps: this test keeps the real clock.
    const now = new Date();
    await clockAt(now);
    const today = businessDateOf(now);
    const day = (offset: number) => formatIsoDate(addDays(today, offset));
    const range = (from: number, to: number) =>
      new URLSearchParams({ date_from: formatWireDate(addDays(today, from)), date_to: formatWireDate(addDays(today, to)) });
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 4, net_price: 200, profit: 40 });
    const group = await createGuestGroup(t, "Termiz guruhi", 4);
    const order = await booked(groupOrder(hotel.id, [rooms[0].id], group, `${day(20)} 14:00`, `${day(23)} 12:00`, 4));
    const stats = async () => {
      const response = await t.app.inject({ url: `/api/v1/statistics/hotels/?per_page=100&${range(-1, 0)}`, headers: admin });
      return response.json().results.filter((row: { id: string }) => row.id === hotel.id);
    };
    const analytics = async (from: number, to: number) =>
      (await t.app.inject({ url: `/api/v1/statistics/order-analytics/?${range(from, to)}`, headers: admin })).json();
    const bookedNights = async () =>
      (await analytics(15, 30)).occupancy
        .filter((row: { hotel_id: string }) => row.hotel_id === hotel.id)
        .reduce((sum: number, row: { booked_nights: number }) => sum + row.booked_nights, 0);
    /** Today's hotel orders per status, over every hotel of the suite. */
    const todays = async () =>
      Object.fromEntries(
        (await analytics(0, 0)).days
          .filter((row: { kind: string }) => row.kind === "hotel")
          .map((row: { status: string; count: number }) => [row.status, row.count]),
      );
    expect(await stats()).toMatchObject([{ order_count: 1, revenue: 720, price: 120 }]);
    expect(await bookedNights()).toBe(3);
    const counted = await todays();

    for (const body of [{}, { reason: "  " }]) {
      const missing = await step(order.id, "cancel", body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toHaveProperty("reason");
    }
    const canceled = await step(order.id, "cancel", { reason: "Reys bekor qilindi" });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      order_status: "Canceled",
      canceled_at: formatWireDateTime(now),
      cancel_reason: "Reys bekor qilindi",
      hotel_total_price: 720,
      guest_group: { guest_group_status: "Pending" },
    });

    expect(await listed("planned/", hotel.id)).toEqual([]);
    expect(await listed("no-active/", hotel.id)).toEqual([[order.order_id, "Canceled"]]);
    const chart = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/occupancy/?date_from=${day(19)}&days=7`, headers: admin });
    expect(chart.json().rooms[0].bookings).toEqual([]);
    const available = await t.app.inject({
      url: `/api/v1/rooms/available/?${new URLSearchParams({ hotel: hotel.id, check_in: wire(`${day(20)} 14:00`), check_out: wire(`${day(23)} 12:00`) })}`,
      headers: admin,
    });
    expect(available.json()).toMatchObject([{ id: rooms[0].id, free_beds: 4 }]);
    expect(await stats()).toEqual([]);
    expect(await bookedNights()).toBe(0);
    const after = await todays();
    expect([after.Planned ?? 0, after.Canceled, after.Completed]).toEqual([counted.Planned - 1, (counted.Canceled ?? 0) + 1, counted.Completed]);

    const again = await booked(groupOrder(hotel.id, [rooms[0].id], group, `${day(20)} 14:00`, `${day(23)} 12:00`, 4));
    expect(again.guest_group).toMatchObject({ guest_group_status: "Accepted" });
    expect(await stats()).toMatchObject([{ order_count: 1 }]);
    expect(await bookedNights()).toBe(3);
  });

  it("cancels an individual booking's guests, and nothing changes a canceled booking again", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const order = await booked(individualOrder(hotel.id, rooms[0].id, "2025-10-01 14:00", "2025-10-03 12:00", ["A", "B"]));
    expect((await step(order.id, "cancel", { reason: "Kelmadi" })).json().guests.map((guest: Order) => guest.status)).toEqual([
      "Canceled",
      "Canceled",
    ]);
    const guests = await t.app.inject({ url: `/api/v1/guests/?hotel=${hotel.id}&status=Canceled`, headers: admin });
    expect(guests.json().count).toBe(2);

    await clockAt(at("2025-10-01 15:00"));
    const refused = [
      await patch(order.id, { count_of_people: 1, guest_details: [{ full_name: "A", gender: 1 }] }),
      await step(order.id, "cancel", { reason: "Yana" }),
      await step(order.id, "check-in"),
      await step(order.id, "check-out"),
      await step(order.id, "move", { guest: order.guests[0].id, room: rooms[1].id }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().detail).toBe("Buyurtma bekor qilingan: uni o'zgartirib bo'lmaydi");
    }
    const removed = await t.app.inject({ method: "DELETE", url: `${ORDER}/delete/${order.id}/`, headers: admin });
    expect(removed.statusCode).toBe(204);
  });
});

describe("checking in and out", () => {
  it("records the arrival from the check-in day on, once, and then the booking is checked out instead of canceled", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const order = await booked(individualOrder(hotel.id, rooms[0].id, "2025-10-02 14:00", "2025-10-05 12:00", ["A"]));

    const early = await step(order.id, "check-in");
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe("Kelishni kirish kunidan boshlab belgilash mumkin");
    expect((await step(order.id, "check-out")).json().detail).toBe("Avval mehmonlar kelganini (Keldi) belgilang");

    await clockAt(at("2025-10-02 10:30"));
    const future = await step(order.id, "check-in", { at: wire("2025-10-02 11:00") });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toHaveProperty("at");
    const dayBefore = await step(order.id, "check-in", { at: wire("2025-10-01 23:00") });
    expect(dayBefore.statusCode).toBe(400);
    expect((await step(order.id, "check-in", { at: "02.10.2025" })).statusCode).toBe(400);

    const arrived = await step(order.id, "check-in");
    expect(arrived.statusCode, arrived.body).toBe(200);
    // An early arrival is recorded; the status still follows the booked dates.
    expect(arrived.json()).toMatchObject({ checked_in_at: "02.10.2025 10:30", checked_out_at: null, order_status: "Planned" });
    expect((await step(order.id, "check-in")).json().detail).toBe("Mehmonlar kelgani allaqachon belgilangan");
    const cancel = await step(order.id, "cancel", { reason: "Kech qoldi" });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toContain("Ketdi");
  });

  it("frees the room from an early check-out, completes the booking and keeps its price", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1, net_price: 100 });
    const group = await createGuestGroup(t, "Nukus guruhi", 1);
    const order = await booked(groupOrder(hotel.id, [rooms[0].id], group, "2025-10-01 14:00", "2025-10-06 12:00", 1));
    const nights = async () => {
      const response = await t.app.inject({ url: "/api/v1/statistics/order-analytics/?date_from=01.10.2025&date_to=31.10.2025", headers: admin });
      return response.json().occupancy.find((row: { hotel_id: string }) => row.hotel_id === hotel.id).booked_nights;
    };
    expect(await nights()).toBe(5);
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-04 14:00", "2025-10-05 12:00", ["B"]))).statusCode).toBe(409);

    await clockAt(at("2025-10-01 16:00"));
    expect((await step(order.id, "check-in", { at: wire("2025-10-01 15:10") })).statusCode).toBe(200);
    await clockAt(at("2025-10-03 09:00"));
    const before = await step(order.id, "check-out", { at: wire("2025-10-01 15:00") });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toHaveProperty("at");

    const left = await step(order.id, "check-out", { at: wire("2025-10-03 08:15") });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({
      order_status: "Completed",
      checked_in_at: "01.10.2025 15:10",
      checked_out_at: "03.10.2025 08:15",
      check_out: "06.10.2025 12:00",
      nights: 5,
      hotel_total_price: 500,
      guest_group: { guest_group_status: "Finished" },
    });
    expect(await listed("active/", hotel.id)).toEqual([]);
    expect(await listed("no-active/", hotel.id)).toEqual([[order.order_id, "Completed"]]);
    expect(await nights()).toBe(2);
    const chart = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/occupancy/?date_from=2025-10-01&days=7`, headers: admin });
    expect(chart.json().rooms[0].bookings).toMatchObject([{ check_out: "03.10.2025 08:15", status: "Completed" }]);
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-04 14:00", "2025-10-05 12:00", ["B"]))).statusCode).toBe(201);

    expect((await step(order.id, "check-out")).json().detail).toBe("Mehmonlar ketgani allaqachon belgilangan");
    const edit = await patch(order.id, { count_of_people: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe("Buyurtma yakunlangan: uni o'zgartirib bo'lmaydi");
  });

  it("records a departure after the booked check-out has passed, ending the guests' stays then", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const order = await booked(individualOrder(hotel.id, rooms[0].id, "2025-10-01 14:00", "2025-10-02 12:00", ["A"]));
    await clockAt(at("2025-10-01 14:30"));
    expect((await step(order.id, "check-in")).statusCode).toBe(200);
    await clockAt(at("2025-10-02 13:00"));
    expect((await read(order.id)).order_status).toBe("Completed");
    const late = await step(order.id, "check-out", { at: wire("2025-10-02 12:40") });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ checked_out_at: "02.10.2025 12:40", guests: [{ status: "Completed", check_out: "02.10.2025 12:00" }] });
  });
});

describe("moving a guest", () => {
  it("moves one guest to a free room of the hotel, and refuses a full, foreign or same room", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 3, capacity: 2, net_price: 100 });
    const { rooms: foreign } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const order = await booked(individualOrder(hotel.id, rooms[0].id, "2025-10-10 14:00", "2025-10-12 12:00", ["Aziz", "Dilnoza"]));
    await booked(individualOrder(hotel.id, rooms[2].id, "2025-10-11 14:00", "2025-10-13 12:00", ["X", "Y"]));
    const [aziz, dilnoza] = order.guests;

    const moved = await step(order.id, "move", { guest: dilnoza.id, room: rooms[1].id });
    expect(moved.statusCode, moved.body).toBe(200);
    const after: Order = moved.json();
    expect(after.booked_rooms).toEqual([
      expect.objectContaining({ room: rooms[0].id, people: 1 }),
      expect.objectContaining({ room: rooms[1].id, people: 1 }),
    ]);
    expect(after.guests.map((guest) => [guest.full_name, guest.room_number])).toEqual([
      ["Aziz", rooms[0].room_number],
      ["Dilnoza", rooms[1].room_number],
    ]);
    expect(after.hotel_total_price).toBe(order.hotel_total_price);
    // Room 1 has one bed left, room 2 none.
    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-10 14:00", "2025-10-12 12:00", ["Z"]))).statusCode).toBe(201);

    const full = await step(order.id, "move", { guest: aziz.id, room: rooms[2].id });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toContain("bo'sh joy yo'q");
    const cases: Array<[unknown, string]> = [
      [{ guest: aziz.id, room: foreign[0].id }, "room"],
      [{ guest: aziz.id, room: rooms[0].id }, "room"],
      [{ guest: "00000000-0000-4000-8000-000000000000", room: rooms[1].id }, "guest"],
      [{ guest: aziz.id }, "room"],
    ];
    for (const [body, field] of cases) {
      const response = await step(order.id, "move", body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json(), field).toHaveProperty([field]);
    }
    // Z took the bed Dilnoza left: she cannot go back.
    const back = await step(order.id, "move", { guest: dilnoza.id, room: rooms[0].id });
    expect(back.statusCode).toBe(409);
  });

  it("leaves a group's pilgrims to rooming", async () => {
    await clockAt(START);
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const group = await createGuestGroup(t, "Qarshi guruhi", 2);
    const order = await booked(groupOrder(hotel.id, [rooms[0].id], group, "2025-10-10 14:00", "2025-10-12 12:00", 2));
    const response = await step(order.id, "move", { guest: "00000000-0000-4000-8000-000000000000", room: rooms[1].id });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain("joylashtirish");
  });
});
