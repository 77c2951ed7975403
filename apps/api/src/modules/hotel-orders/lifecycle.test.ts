import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestGroups, guests, hotelOrders } from "../../db/schema/index.ts";
import { rowsOf } from "../../db/rows.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at, book, createGuestGroup, groupOrder, hotelWithRooms, individualOrder } from "../hotels/test-fixtures.ts";
import { runHotelStatusJob, startHotelStatusJob } from "./status-job.ts";

let t: TestApp;
const START = at("2025-10-01 09:00");

/** Tokens live 15 minutes of the test clock: sign a fresh one after moving it. */
const admin = async (): Promise<Headers> => (await t.userWithRole("admin")).headers;

beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterAll(() => t.close());

async function idsIn(list: "" | "active/" | "planned/" | "no-active/", hotel: string) {
  const response = await t.app.inject({ url: `/api/v1/orders/hotel_orders/${list}?hotel=${hotel}&per_page=100`, headers: await admin() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((order: { id: string; order_status: string }) => [order.id, order.order_status]);
}

describe("status by the clock", () => {
  it("is right at creation for past, current and future stays", async () => {
    t.clock.set(START);
    const headers = await admin();
    const { hotel, rooms } = await hotelWithRooms(t, headers, { count: 3, capacity: 1 });
    const planned = await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-10-05 14:00", "2025-10-07 12:00", ["A"]));
    const active = await book(t, headers, individualOrder(hotel.id, rooms[1].id, "2025-09-30 14:00", "2025-10-03 12:00", ["B"]));
    const completed = await book(t, headers, individualOrder(hotel.id, rooms[2].id, "2025-09-20 14:00", "2025-09-25 12:00", ["C"]));
    expect(planned.json().order_status).toBe("Planned");
    expect(active.json().order_status).toBe("Active");
    expect(completed.json()).toMatchObject({ order_status: "Completed", guests: [{ status: "Completed" }] });
    const stored = await t.ctx.db.select().from(hotelOrders).where(eq(hotelOrders.hotelId, hotel.id));
    expect(stored.map((order) => order.orderStatus).sort()).toEqual(["Active", "Completed", "Planned"]);
  });

  it("moves a planned order to the active and then the completed list as the clock passes, without the job", async () => {
    t.clock.set(START);
    const headers = await admin();
    const { hotel, rooms } = await hotelWithRooms(t, headers, { count: 1, capacity: 2 });
    const order = (await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-10-10 14:00", "2025-10-12 12:00", ["A"]))).json();
    expect(await idsIn("planned/", hotel.id)).toEqual([[order.id, "Planned"]]);
    expect(await idsIn("active/", hotel.id)).toEqual([]);

    t.clock.set(at("2025-10-10 14:00"));
    expect(await idsIn("planned/", hotel.id)).toEqual([]);
    expect(await idsIn("active/", hotel.id)).toEqual([[order.id, "Active"]]);
    expect(await idsIn("", hotel.id)).toEqual([[order.id, "Active"]]);
    const guestList = await t.app.inject({ url: `/api/v1/guests/?hotel=${hotel.id}&status=New`, headers: await admin() });
    expect(guestList.json().count).toBe(1);

    t.clock.set(at("2025-10-12 12:00"));
    expect(await idsIn("active/", hotel.id)).toEqual([]);
    expect(await idsIn("no-active/", hotel.id)).toEqual([[order.id, "Completed"]]);
    const read = await t.app.inject({ url: `/api/v1/orders/hotel_order/${order.id}/`, headers: await admin() });
    expect(read.json()).toMatchObject({ order_status: "Completed", guests: [{ status: "Completed" }] });
    const [stored] = await t.ctx.db.select().from(hotelOrders).where(eq(hotelOrders.id, order.id));
    expect(stored.orderStatus).toBe("Planned");
  });
});

describe("the status job", () => {
  it("stores statuses, completes guests keeping their room and finishes groups whose orders are all over", async () => {
    t.clock.set(START);
    const headers = await admin();
    const { hotel, rooms } = await hotelWithRooms(t, headers, { count: 3, capacity: 2 });
    const individual = (await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-10-02 14:00", "2025-10-04 12:00", ["A", "B"]))).json();
    const doneGroup = await createGuestGroup(t, "Namangan guruhi", 2);
    await book(t, headers, groupOrder(hotel.id, [rooms[1].id], doneGroup, "2025-10-02 14:00", "2025-10-04 12:00", 2));
    const busyGroup = await createGuestGroup(t, "Farg'ona guruhi", 2);
    await book(t, headers, groupOrder(hotel.id, [rooms[2].id], busyGroup, "2025-10-02 14:00", "2025-10-04 12:00", 2));
    await book(t, headers, groupOrder(hotel.id, [rooms[2].id], busyGroup, "2025-10-20 14:00", "2025-10-22 12:00", 2));
    const [unbooked] = await t.ctx.db.insert(guestGroups).values({ name: "Jizzax guruhi", count: 5, guestGroupStatus: "Accepted" }).returning();

    t.clock.set(at("2025-10-03 10:00"));
    const midway = await runHotelStatusJob(t.ctx);
    expect(midway.orders).toBeGreaterThanOrEqual(3);
    t.clock.set(at("2025-10-05 10:00"));
    const after = await runHotelStatusJob(t.ctx);
    expect(after.guests).toBeGreaterThanOrEqual(2);

    const [order] = await t.ctx.db.select().from(hotelOrders).where(eq(hotelOrders.id, individual.id));
    expect(order.orderStatus).toBe("Completed");
    const people = await t.ctx.db.select().from(guests).where(eq(guests.hotelOrderId, individual.id));
    expect(people.map((guest) => [guest.status, guest.roomId])).toEqual([
      ["Completed", rooms[0].id],
      ["Completed", rooms[0].id],
    ]);
    const status = async (id: string) =>
      (await t.ctx.db.select().from(guestGroups).where(eq(guestGroups.id, id)))[0].guestGroupStatus;
    expect(await status(doneGroup)).toBe("Finished");
    expect(await status(busyGroup)).toBe("Accepted");
    expect(await status(unbooked.id)).toBe("Accepted");
    expect((await runHotelStatusJob(t.ctx)).orders).toBe(0);
  });
});

describe("the scheduled job", () => {
  it("runs once on start and stops cleanly", async () => {
    t.clock.set(START);
    const headers = await admin();
    const { hotel, rooms } = await hotelWithRooms(t, headers, { count: 1, capacity: 1 });
    const order = (await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-10-02 14:00", "2025-10-03 12:00", ["A"]))).json();
    t.clock.set(at("2025-10-02 15:00"));
    const stop = startHotelStatusJob(t.ctx, t.app.log, 60_000);
    await stop();
    const [stored] = await t.ctx.db.select().from(hotelOrders).where(eq(hotelOrders.id, order.id));
    expect(stored.orderStatus).toBe("Active");
  });
});

describe("a run that changes nothing", () => {
  it("logs no change of the hotel orders, so kept roomings and kitchen plans stay kept", async () => {
    t.clock.set(START);
    const headers = await admin();
    const { hotel, rooms } = await hotelWithRooms(t, headers, { count: 1, capacity: 1 });
    await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-10-02 14:00", "2025-10-03 12:00", ["A"]));
    t.clock.set(at("2025-10-02 15:00"));
    expect((await runHotelStatusJob(t.ctx)).orders).toBeGreaterThanOrEqual(1);
    const logged = async () =>
      Number(rowsOf<{ count: string }>(await t.ctx.db.execute(sql`select count(*) from input_changes`))[0].count);
    const before = await logged();
    expect(await runHotelStatusJob(t.ctx)).toEqual({ orders: 0, guests: 0, groups: 0 });
    expect(await logged()).toBe(before);
  });
});

describe("deleting an order", () => {
  it("frees the room, deletes the guests and sends the group back to Pending", async () => {
    t.clock.set(START);
    const headers = await admin();
    const { hotel, rooms } = await hotelWithRooms(t, headers, { count: 1, capacity: 2 });
    const individual = (await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-11-01 14:00", "2025-11-03 12:00", ["A", "B"]))).json();
    expect((await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-11-02 14:00", "2025-11-04 12:00", ["C"]))).statusCode).toBe(409);

    const preview = await t.app.inject({ url: `/api/v1/orders/hotel_order/delete/${individual.id}/`, headers });
    expect(preview.json().id).toBe(individual.id);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${individual.id}/`, headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/orders/hotel_order/${individual.id}/`, headers })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(guests).where(eq(guests.hotelOrderId, individual.id))).toEqual([]);
    expect((await book(t, headers, individualOrder(hotel.id, rooms[0].id, "2025-11-02 14:00", "2025-11-04 12:00", ["C"]))).statusCode).toBe(201);

    const group = await createGuestGroup(t, "Xorazm guruhi", 2);
    const first = (await book(t, headers, groupOrder(hotel.id, [rooms[0].id], group, "2025-12-01 14:00", "2025-12-02 12:00", 2))).json();
    const second = (await book(t, headers, groupOrder(hotel.id, [rooms[0].id], group, "2025-12-05 14:00", "2025-12-06 12:00", 2))).json();
    const groupStatus = async () => (await t.ctx.db.select().from(guestGroups).where(eq(guestGroups.id, group)))[0].guestGroupStatus;
    await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${first.id}/`, headers });
    expect(await groupStatus()).toBe("Accepted");
    await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${second.id}/`, headers });
    expect(await groupStatus()).toBe("Pending");

    const again = await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${second.id}/`, headers });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "DELETE", url: "/api/v1/orders/hotel_order/delete/123/", headers });
    expect(malformed.statusCode).toBe(404);
  });
});
