import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { compactTotals } from "../statistics/totals-job.ts";
import {
  type Headers,
  at,
  book,
  createGuestGroup,
  createHotel,
  createRoomType,
  createRooms,
  groupOrder,
  hotelWithRooms,
  individualOrder,
} from "./test-fixtures.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

const valid = {
  name: "Swissotel Al Maqam",
  address: "Abraj Al Bait, Makka",
  email: "Info@SwissOtel.example.com",
  phone_number: " +966 12 571 8888 ",
  rating: "4.5",
};

describe("hotels", () => {
  it("creates, reads, updates and deletes a hotel", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/v1/hotels/create/", headers: admin, payload: valid });
    expect(created.statusCode, created.body).toBe(201);
    const hotel = created.json();
    expect(hotel).toMatchObject({
      name: "Swissotel Al Maqam",
      email: "Info@swissotel.example.com",
      phone_number: "+966125718888",
      rating: 4.5,
    });

    const patched = await t.app.inject({ method: "PATCH", url: `/api/v1/hotels/update/${hotel.id}/`, headers: admin, payload: { rating: 5 } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: hotel.id, rating: 5, rooms: [], guests: [], total_guests_price: 0 });
    const put = await t.app.inject({ method: "PUT", url: `/api/v1/hotels/update/${hotel.id}/`, headers: admin, payload: { ...valid, rating: 0 } });
    expect(put.json().rating).toBe(0);

    const preview = await t.app.inject({ url: `/api/v1/hotels/delete/${hotel.id}/`, headers: admin });
    expect(preview.json().id).toBe(hotel.id);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/hotels/delete/${hotel.id}/`, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/`, headers: admin })).statusCode).toBe(404);
  });

  it("validates the rating and the uniqueness of name and email", async () => {
    const first = await createHotel(t, admin, { name: "Dar Al Tawhid", email: "tawhid@example.com" });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, rating: 5.5 }, "rating"],
      [{ ...valid, rating: "4.55" }, "rating"],
      [{ ...valid, rating: -1 }, "rating"],
      [{ ...valid, rating: null }, "rating"],
      [{ ...valid, email: "not-an-email" }, "email"],
      [{ ...valid, name: "  " }, "name"],
      [{ ...valid, name: "dar al tawhid" }, "name"],
      [{ ...valid, email: "TAWHID@example.com" }, "email"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({ method: "POST", url: "/api/v1/hotels/create/", headers: admin, payload });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json()).toHaveProperty([field]);
    }
    const other = await createHotel(t, admin);
    const clash = await t.app.inject({ method: "PATCH", url: `/api/v1/hotels/update/${other.id}/`, headers: admin, payload: { name: first.name } });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toHaveProperty("name");
  });

  it("refuses to delete a hotel with orders or guests (423) and deletes its rooms with it otherwise", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const order = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-10 14:00", "2025-10-11 12:00", ["A"]))).json();
    const blocked = await t.app.inject({ method: "DELETE", url: `/api/v1/hotels/delete/${hotel.id}/`, headers: admin });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json()).toMatchObject({ code: 423, detail: expect.stringContaining("o'chirib bo'lmaydi") });

    await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${order.id}/`, headers: admin });
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/hotels/delete/${hotel.id}/`, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/rooms/${rooms[1].id}/`, headers: admin })).statusCode).toBe(404);
  });

  it("lists hotels with only their own room groups, computed per request", async () => {
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 3, net_price: 100 });
    await createRooms(t, admin, { hotel: hotel.id, room_type: type.id, floor: 2, count: 1, capacity: 3, net_price: 120 });
    const suite = await createRoomType(t, admin);
    await createRooms(t, admin, { hotel: hotel.id, room_type: suite.id, floor: 5, count: 1, capacity: 2 });
    await hotelWithRooms(t, admin, { count: 4, capacity: 4 });

    const read = async () => {
      const response = await t.app.inject({ url: `/api/v1/hotels/?search=${encodeURIComponent(String(hotel.name))}`, headers: admin });
      expect(response.json().count).toBe(1);
      return response.json().results[0];
    };
    const before = await read();
    expect(before.rooms).toHaveLength(2);
    const doubles = before.rooms.find((group: { room_type: string }) => group.room_type === type.id);
    expect(doubles).toMatchObject({
      hotel: hotel.id,
      count: 3,
      occupied_count: 0,
      available_count: 3,
      remaining_capacity: 9,
      capacity: 3,
      gross_price: 120,
      net_price: 100,
    });

    expect((await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-09-30 14:00", "2025-10-02 12:00", ["A"]))).statusCode).toBe(201);
    const after = (await read()).rooms.find((group: { room_type: string }) => group.room_type === type.id);
    expect(after).toMatchObject({ occupied_count: 1, available_count: 2, remaining_capacity: 8 });

    const detail = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/?room_type=${suite.id}`, headers: admin });
    expect(detail.json().rooms.map((group: { room_type: string }) => group.room_type)).toEqual([suite.id]);
    expect(detail.json().guests).toEqual([]);
    const full = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/`, headers: admin });
    expect(full.json()).toMatchObject({ guests: [{ full_name: "A", room: rooms[0].id }], total_guests_price: 200 });
    const edit = await t.app.inject({ url: `/api/v1/hotels/update/${hotel.id}/`, headers: admin });
    expect(edit.json().rooms).toHaveLength(4);
  });
});

describe("occupancy chart and movements", () => {
  it("returns each room with the bookings overlapping the window, and the day's arrivals and departures", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const group = await createGuestGroup(t, "Andijon guruhi", 3);
    const individual = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-05 14:00", "2025-10-08 12:00", ["Aziz", "Malika"]))).json();
    const grouped = (await book(t, admin, groupOrder(hotel.id, [rooms[0].id, rooms[1].id], group, "2025-10-08 12:00", "2025-10-12 12:00", 3))).json();
    await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-12-01 14:00", "2025-12-02 12:00", ["Later"]));

    const chart = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/occupancy/?date_from=2025-10-06&days=5`, headers: admin });
    expect(chart.statusCode, chart.body).toBe(200);
    const body = chart.json();
    expect(body).toMatchObject({ hotel: hotel.id, date_from: "06.10.2025", date_to: "10.10.2025" });
    expect(body.rooms.map((room: { room_number: string }) => room.room_number)).toEqual(["101", "102"]);
    expect(body.rooms[0].bookings).toEqual([
      {
        id: individual.id,
        order_id: individual.order_id,
        guest_type: "individual",
        label: "Aziz, Malika",
        check_in: "05.10.2025 14:00",
        check_out: "08.10.2025 12:00",
        status: "Planned",
        people: 2,
      },
      expect.objectContaining({ id: grouped.id, label: "Andijon guruhi", people: 2 }),
    ]);
    expect(body.rooms[1].bookings).toEqual([expect.objectContaining({ id: grouped.id, people: 1 })]);

    const today = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/movements/?date=2025-10-08`, headers: admin });
    expect(today.json()).toMatchObject({
      date: "08.10.2025",
      arrivals: [{ id: grouped.id, room_numbers: ["101", "102"], people: 3 }],
      departures: [{ id: individual.id, room_numbers: ["101"], people: 2 }],
    });
    const byDefault = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/movements/`, headers: admin });
    expect(byDefault.json()).toMatchObject({ date: "01.10.2025", arrivals: [], departures: [] });

    for (const query of ["days=0", "days=93", "date_from=31.09.2025", "days=abc"]) {
      const response = await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/occupancy/?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ url: "/api/v1/hotels/00000000-0000-4000-8000-000000000000/occupancy/", headers: admin })).statusCode).toBe(404);
  });
});

describe("guests", () => {
  it("lists guests with search, status and hotel filters, and the guests of one hotel", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 3 });
    const order = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-11-01 14:00", "2025-11-02 12:00", ["Bobur Aliyev", "Zarina Aliyeva"]))).json();
    const number = order.guests[0].order_number;

    const byName = await t.app.inject({ url: `/api/v1/guests/?search=zarina&hotel=${hotel.id}`, headers: admin });
    expect(byName.json()).toMatchObject({ count: 1, results: [{ full_name: "Zarina Aliyeva", gender: "Female", status: "New", room_number: "101" }] });
    const byNumber = await t.app.inject({ url: `/api/v1/guests/?search=${encodeURIComponent(number)}`, headers: admin });
    expect(byNumber.json().results.map((guest: { order_number: string }) => guest.order_number)).toEqual([number]);
    const byBooking = await t.app.inject({ url: `/api/v1/guests/?search=${order.order_id}`, headers: admin });
    expect(byBooking.json()).toMatchObject({ count: 2, results: [{ hotel_order: order.id, booking_number: order.order_id }, { booking_number: order.order_id }] });
    const byCyrillic = await t.app.inject({ url: `/api/v1/guests/?search=${encodeURIComponent("Зарина Алиева")}`, headers: admin });
    expect(byCyrillic.json().results.map((guest: { full_name: string }) => guest.full_name)).toEqual(["Zarina Aliyeva"]);
    const completed = await t.app.inject({ url: `/api/v1/guests/?hotel=${hotel.id}&status=Completed`, headers: admin });
    expect(completed.json().count).toBe(0);
    const ofHotel = await t.app.inject({ url: `/api/v1/guests/of-hotel/${hotel.id}/`, headers: admin });
    expect(ofHotel.json()).toHaveLength(2);

    expect((await t.app.inject({ url: "/api/v1/guests/?status=Gone", headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/guests/?hotel=xyz", headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/guests/of-hotel/xyz/", headers: admin })).statusCode).toBe(404);
  });

  it("reads each guest's status at the clock of the request, unfiltered and searched, through statements built once", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1 });
    const order = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-12-01 14:00", "2025-12-03 12:00", ["Soatli Mehmon"]))).json();
    const started = t.clock.now;
    // Moving the clock ends the tokens issued before it: each reading signs in again.
    const statusesAt = async (moment: Date) => {
      t.clock.set(moment);
      const { headers } = await t.userWithRole("admin");
      const statusIn = async (query: string) => {
        const response = await t.app.inject({ url: `/api/v1/guests/${query}`, headers });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().results as Array<{ hotel_order: string; status: string }>).find((guest) => guest.hotel_order === order.id)?.status;
      };
      return [await statusIn("?per_page=100"), await statusIn("?search=soatli")];
    };
    try {
      expect(await statusesAt(started)).toEqual(["New", "New"]);
      expect(await statusesAt(at("2025-12-04 09:00"))).toEqual(["Completed", "Completed"]);
    } finally {
      t.clock.set(started);
    }
  });

  it("finds a guest by name and booking number together, and counts all guests by the count the triggers keep", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const kept = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-11-03 14:00", "2025-11-04 12:00", ["Sanoq Bir", "Sanoq Ikki"]))).json();
    const gone = (await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-11-03 14:00", "2025-11-04 12:00", ["Ketgan"]))).json();
    const guestList = async (query: string) => (await t.app.inject({ url: `/api/v1/guests/${query}`, headers: admin })).json();
    expect((await guestList(`?search=${encodeURIComponent(`ikki ${kept.order_id}`)}`)).results.map((guest: { full_name: string }) => guest.full_name)).toEqual(["Sanoq Ikki"]);
    expect((await guestList(`?search=${encodeURIComponent(`ikki ${gone.order_id}`)}`)).count).toBe(0);

    const removed = await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${gone.id}/`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(204);
    const [{ counted }] = rowsOf<{ counted: number }>(await t.ctx.db.execute(sql`select count(*)::int as counted from guests`));
    expect((await guestList("")).count).toBe(counted);
    await compactTotals(t.ctx.db);
    expect((await guestList("")).count).toBe(counted);
    expect((await guestList(`?hotel=${hotel.id}`)).count).toBe(2);
    const pages = [await guestList(`?hotel=${hotel.id}&per_page=1`), await guestList(`?hotel=${hotel.id}&per_page=1&page=2`)];
    expect(pages.map((page) => page.count)).toEqual([2, 2]);
    expect(pages.flatMap((page) => page.results.map((guest: { full_name: string }) => guest.full_name)).sort()).toEqual(["Sanoq Bir", "Sanoq Ikki"]);
  });
});

describe("roles", () => {
  it("lets analytics read but not write, keeps the chef out, and lets the orders desk look hotels up", async () => {
    const analytics = (await t.userWithRole("analytics")).headers;
    const chef = (await t.userWithRole("chef")).headers;
    const catering = (await t.userWithRole("catering")).headers;
    const hotelStaff = (await t.userWithRole("hotel")).headers;
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const reads = [
      "/api/v1/hotels/",
      `/api/v1/hotels/${hotel.id}/`,
      `/api/v1/hotels/${hotel.id}/occupancy/`,
      "/api/v1/rooms/",
      `/api/v1/rooms/${rooms[0].id}/`,
      "/api/v1/rooms/room_types/",
      "/api/v1/guests/",
      "/api/v1/orders/hotel_orders/",
      "/api/v1/orders/hotel_orders/planned/",
    ];
    for (const url of reads) {
      expect((await t.app.inject({ url, headers: analytics })).statusCode, url).toBe(200);
      expect((await t.app.inject({ url, headers: chef })).statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ url: "/api/v1/hotels/" })).statusCode).toBe(401);

    const writes: Array<{ method: "POST" | "PATCH" | "DELETE"; url: string; payload?: object }> = [
      { method: "POST", url: "/api/v1/hotels/create/", payload: valid },
      { method: "PATCH", url: `/api/v1/hotels/update/${hotel.id}/`, payload: { rating: 1 } },
      { method: "DELETE", url: `/api/v1/hotels/delete/${hotel.id}/` },
      { method: "POST", url: "/api/v1/rooms/create/", payload: { hotel: hotel.id, room_type: type.id, floor: 1, count: 1, capacity: 1 } },
      { method: "DELETE", url: `/api/v1/rooms/delete/${rooms[0].id}/` },
      { method: "POST", url: "/api/v1/rooms/room_type/create/", payload: { name: "Yangi tur" } },
      { method: "POST", url: "/api/v1/orders/hotel_order/create/", payload: individualOrder(hotel.id, rooms[0].id, "2025-10-20 14:00", "2025-10-21 12:00", ["A"]) },
    ];
    for (const request of writes) {
      expect((await t.app.inject({ ...request, headers: analytics })).statusCode, request.url).toBe(403);
      expect((await t.app.inject({ ...request, headers: chef })).statusCode, request.url).toBe(403);
    }

    expect((await t.app.inject({ url: "/api/v1/hotels/", headers: catering })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/v1/rooms/room_types/", headers: catering })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/hotels/${hotel.id}/`, headers: catering })).statusCode).toBe(403);
    const catered = await book(t, catering, individualOrder(hotel.id, rooms[0].id, "2025-10-20 14:00", "2025-10-21 12:00", ["A"]));
    expect(catered.statusCode).toBe(201);
    const staffed = await book(t, hotelStaff, individualOrder(hotel.id, rooms[0].id, "2025-10-21 14:00", "2025-10-22 12:00", ["B"]));
    expect(staffed.statusCode).toBe(201);

    const warehouse = (await t.userWithRole("warehouse")).headers;
    expect((await t.app.inject({ url: "/api/v1/orders/hotel_orders/active/", headers: warehouse })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/v1/orders/hotel_orders/planned/", headers: warehouse })).statusCode).toBe(403);
  });
});
