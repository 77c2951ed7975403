import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelOrders } from "../../db/schema/index.ts";
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
} from "../hotels/test-fixtures.ts";
import { allocatePeople } from "./allocation.ts";
import { nightsOf } from "./pricing.ts";

describe("the nights rule", () => {
  it("counts calendar nights in Riyadh, at least one", () => {
    expect(nightsOf(at("2025-10-19 14:00"), at("2025-10-22 12:00"))).toBe(3);
    expect(nightsOf(at("2025-10-19 08:00"), at("2025-10-19 20:00"))).toBe(1);
    expect(nightsOf(at("2025-10-19 23:30"), at("2025-10-20 00:30"))).toBe(1);
    expect(nightsOf(at("2025-12-30 14:00"), at("2026-01-02 10:00"))).toBe(3);
  });
});

describe("placing a group", () => {
  it("fills the smallest rooms first up to their free beds", () => {
    const rooms = [
      { id: "a", capacity: 4, roomNumber: "101" },
      { id: "b", capacity: 2, roomNumber: "103" },
      { id: "c", capacity: 2, roomNumber: "102" },
    ];
    const free = new Map([["a", 4], ["b", 2], ["c", 1]]);
    expect(Object.fromEntries(allocatePeople(rooms, free, 5) ?? [])).toEqual({ c: 1, b: 2, a: 2 });
    expect(allocatePeople(rooms, free, 8)).toBeNull();
  });
});

describe("prices of booked orders", () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({ start: at("2025-10-01 09:00") });
    admin = (await t.userWithRole("admin")).headers;
  });
  afterAll(() => t.close());

  const pricesOf = (order: { guests: Array<{ price: number }> }) => order.guests.map((guest) => guest.price);

  it("gross 350.00 for 3 nights shared by 3 guests is 350.00 each", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 3, net_price: 300, profit: 50 });
    const response = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-11-01 14:00", "2025-11-04 12:00", ["A", "B", "C"]));
    const order = response.json();
    expect(pricesOf(order)).toEqual([350, 350, 350]);
    expect(order).toMatchObject({ nights: 3, hotel_total_price: 1050, general_cost: 1050 });
  });

  it("100.00 for 1 night among 3 guests is 33.33, 33.33, 33.34", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 3, net_price: "80.00", profit: "20" });
    const response = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-11-01 14:00", "2025-11-02 12:00", ["A", "B", "C"]));
    expect(pricesOf(response.json())).toEqual([33.33, 33.33, 33.34]);
    expect(response.json().hotel_total_price).toBe(100);
  });

  it("a same-day stay is one night", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1, net_price: 120.5 });
    const response = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-11-01 08:00", "2025-11-01 20:00", ["A"]));
    expect(response.json()).toMatchObject({ nights: 1, hotel_total_price: 120.5, guests: [{ price: 120.5 }] });
  });

  it("a group pays every selected room for every night, and profit is stored the same way", async () => {
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2, net_price: "99.99", profit: "0.01" });
    const [suite] = await createRooms(t, admin, { hotel: hotel.id, room_type: type.id, floor: 3, count: 1, capacity: 4, net_price: 200, profit: 50.5 });
    const group = await createGuestGroup(t);
    const response = await book(t, admin, groupOrder(hotel.id, [rooms[0].id, suite.id], group, "2025-11-10 14:00", "2025-11-14 12:00", 6));
    expect(response.statusCode, response.body).toBe(201);
    // (100.00 + 250.50) × 4 nights
    expect(response.json()).toMatchObject({ nights: 4, hotel_total_price: 1402, general_cost: 1402, total_food_price: 0 });
    const [stored] = await t.ctx.db.select().from(hotelOrders).where(eq(hotelOrders.id, response.json().id));
    expect(stored).toMatchObject({ hotelCost: "1402.00", profit: "202.04" });
  });

  it("keeps the largest prices exact over a long stay", async () => {
    const top = "9999999999.99";
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2, net_price: top, profit: top });
    const group = await createGuestGroup(t);
    const response = await book(t, admin, groupOrder(hotel.id, rooms.map((room) => room.id), group, "2025-10-01 14:00", "2026-10-01 12:00", 4));
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await t.ctx.db.select().from(hotelOrders).where(eq(hotelOrders.id, response.json().id));
    // 2 rooms × 19 999 999 999.98 × 365 nights
    expect(stored.hotelCost).toBe("14599999999985.40");
  });

  it("never changes a booked price when the room's price changes later", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2, net_price: 100 });
    const order = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-11-20 14:00", "2025-11-22 12:00", ["A", "B"]))).json();
    const patched = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/update/${rooms[0].id}/`, headers: admin, payload: { net_price: 500 } });
    expect(patched.statusCode).toBe(200);
    t.clock.set(at("2025-11-21 10:00"));
    const fresh = (await t.userWithRole("admin")).headers;
    const read = await t.app.inject({ url: `/api/v1/orders/hotel_order/${order.id}/`, headers: fresh });
    expect(read.json()).toMatchObject({ order_status: "Active", hotel_total_price: 200, guests: [{ price: 100 }, { price: 100 }] });
    t.clock.set(at("2025-10-01 09:00"));
  });
});
