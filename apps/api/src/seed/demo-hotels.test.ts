import { afterAll, beforeAll, expect, it } from "vitest";
import { guestGroups, guests, hotelOrders, hotels, rooms } from "../db/schema/index.ts";
import { statusAt } from "../modules/hotels/stay-status.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { seedDemoGuestGroups } from "./demo-guest-groups.ts";
import { seedDemoHotels } from "./demo-hotels.ts";

const NOW = new Date("2025-06-15T09:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  await t.ctx.db.transaction(async (tx) => {
    await seedDemoGuestGroups(t.ctx, tx);
    await seedDemoHotels(t.ctx, tx);
  });
});
afterAll(() => t.close());

it("seeds hotels with about 200 rooms and bookings in every status, booking the Accepted groups", async () => {
  expect(await t.ctx.db.select().from(hotels)).toHaveLength(5);
  expect(await t.ctx.db.select().from(rooms)).toHaveLength(200);
  const orders = await t.ctx.db.select().from(hotelOrders);
  const statuses = orders.map((order) => statusAt(order, NOW));
  expect(new Set(statuses)).toEqual(new Set(["Planned", "Active", "Completed"]));
  expect(new Set(orders.map((order) => order.guestType))).toEqual(new Set(["individual", "group"]));
  expect(orders.every((order) => order.orderStatus === statusAt(order, NOW))).toBe(true);

  const groups = await t.ctx.db.select().from(guestGroups);
  const booked = new Set(orders.flatMap((order) => (order.guestGroupId ? [order.guestGroupId] : [])));
  expect(groups.filter((group) => group.guestGroupStatus === "Accepted").every((group) => booked.has(group.id))).toBe(true);
  expect(groups.filter((group) => booked.has(group.id)).every((group) => group.guestGroupStatus === "Accepted")).toBe(true);
  expect((await t.ctx.db.select().from(guests)).length).toBeGreaterThan(40);
});

it("serves the seeded data through the API", async () => {
  const headers = (await t.userWithRole("hotel")).headers;
  const active = await t.app.inject({ url: "/api/v1/orders/hotel_orders/active/", headers });
  expect(active.json().count).toBeGreaterThan(0);
  const list = await t.app.inject({ url: "/api/v1/hotels/", headers });
  expect(list.json().results[0].rooms).toHaveLength(5);
});
