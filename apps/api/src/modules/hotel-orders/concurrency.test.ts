import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelOrderRooms } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at, book, createGuestGroup, groupOrder, hotelWithRooms, individualOrder } from "../hotels/test-fixtures.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

describe("booking the last free room at the same moment", () => {
  it("lets exactly one of 20 parallel bookings through; the others get a 409 in Uzbek", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1, net_price: 100 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-11-10 14:00", "2025-11-12 12:00", [`Mehmon ${index}`])),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().detail).toContain("bo'sh joy");
    }
    const held = await t.ctx.db.select().from(hotelOrderRooms).where(eq(hotelOrderRooms.roomId, rooms[0].id));
    expect(held).toHaveLength(1);
  });

  it("keeps groups and individuals racing for the same beds within capacity", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 3 });
    const ids = rooms.map((room) => room.id);
    const groups = await Promise.all(Array.from({ length: 5 }, (_, index) => createGuestGroup(t, `Guruh ${index}`, 4)));
    const responses = await Promise.all([
      ...groups.map((group) => book(t, admin, groupOrder(hotel.id, [...ids].reverse(), group, "2025-12-01 14:00", "2025-12-03 12:00", 4))),
      ...Array.from({ length: 10 }, (_, index) =>
        book(t, admin, individualOrder(hotel.id, ids[index % 2], "2025-12-02 14:00", "2025-12-04 12:00", [`Mehmon ${index}`])),
      ),
    ]);
    expect(responses.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    const placed = await t.ctx.db.select().from(hotelOrderRooms);
    const perRoom = ids.map((id) =>
      placed.filter((row) => row.roomId === id).reduce((sum, row) => sum + row.people, 0),
    );
    // Every booking overlaps every other, so nothing may exceed the 3 beds of a room.
    expect(perRoom.every((people) => people <= 3)).toBe(true);
    expect(perRoom.reduce((sum, people) => sum + people, 0)).toBeGreaterThan(0);
  });
});

describe("changing bookings into the same room at the same moment", () => {
  it("lets exactly one of two PATCHes that would double-book a room through", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 3, capacity: 1 });
    const [target, first, second] = rooms.map((room) => room.id);
    const orders = await Promise.all(
      [first, second].map(async (room, index) => {
        const response = await book(t, admin, individualOrder(hotel.id, room, "2026-01-10 14:00", "2026-01-12 12:00", [`Mehmon ${index}`]));
        expect(response.statusCode, response.body).toBe(201);
        return response.json().id as string;
      }),
    );
    const responses = await Promise.all(
      orders.map((id) => t.app.inject({ method: "PATCH", url: `/api/v1/orders/hotel_order/${id}/`, headers: admin, payload: { room: target } })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().detail).toContain("bo'sh joy");
    const held = await t.ctx.db.select().from(hotelOrderRooms).where(eq(hotelOrderRooms.roomId, target));
    expect(held).toHaveLength(1);
  });
});
