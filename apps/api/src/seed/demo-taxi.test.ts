import { afterAll, beforeAll, expect, it } from "vitest";
import { drivers, flightGroups, flights, transfers, vehicles } from "../db/schema/index.ts";
import { overlaps } from "../modules/taxi/clash.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { seedDemoGuestGroups } from "./demo-guest-groups.ts";
import { DEMO_ORDER_COUNT, seedDemoTaxi } from "./demo-taxi.ts";

const NOW = new Date("2025-06-15T09:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  await t.ctx.db.transaction(async (tx) => {
    await seedDemoGuestGroups(t.ctx, tx);
    await seedDemoTaxi(t.ctx, tx);
  });
});
afterAll(() => t.close());

it("seeds 8 vehicles and 150 orders in every status that respect the clash rule and the seats", async () => {
  const fleet = await t.ctx.db.select().from(vehicles);
  expect(fleet).toHaveLength(8);
  const orders = await t.ctx.db.select().from(transfers);
  expect(orders).toHaveLength(DEMO_ORDER_COUNT);
  expect(new Set(orders.map((order) => order.status))).toEqual(new Set(["created", "completed", "canceled"]));
  expect(orders.filter((order) => order.status === "created").every((order) => order.performDate > NOW)).toBe(true);
  expect(orders.filter((order) => order.status === "completed").every((order) => order.performDate < NOW)).toBe(true);
  expect(orders.some((order) => order.performDate > new Date(NOW.getTime() + 7 * 86_400_000))).toBe(true);

  const seats = new Map(fleet.map((vehicle) => [vehicle.id, vehicle.amountOfPeople]));
  expect(orders.every((order) => (order.passengerCount ?? 0) <= seats.get(order.vehicleId)!)).toBe(true);
  expect(orders.every((order) => Number(order.grossFee) >= Number(order.serviceFee))).toBe(true);
  expect(new Set(orders.map((order) => order.orderNumber)).size).toBe(DEMO_ORDER_COUNT);

  const live = orders.filter((order) => order.status !== "canceled");
  const slot = (order: (typeof live)[number]) => ({ start: order.performDate, minutes: order.durationMinutes });
  for (const order of live) {
    const clash = live.find(
      (other) => other.id !== order.id && other.vehicleId === order.vehicleId && overlaps(slot(other), slot(order)),
    );
    expect(clash, order.orderNumber).toBeUndefined();
  }
});

it("keeps the workshop vehicle out of the coming days", async () => {
  const board = (await t.app.inject({ url: "/api/v1/transports/day/?date=2025-06-16", headers: (await t.userWithRole("transportation")).headers })).json();
  expect(board).toHaveLength(7);
  const orders = await t.ctx.db.select().from(transfers);
  const inactive = (await t.ctx.db.select().from(vehicles)).find((vehicle) => !vehicle.status)!;
  expect(orders.filter((order) => order.vehicleId === inactive.id).every((order) => order.performDate < NOW)).toBe(true);
});

it("gives every vehicle a plate and a default driver whose name and phone it copies, and its trips that driver", async () => {
  const team = new Map((await t.ctx.db.select().from(drivers)).map((driver) => [driver.id, driver]));
  const fleet = await t.ctx.db.select().from(vehicles);
  expect(team.size).toBe(fleet.length);
  for (const vehicle of fleet) {
    expect(vehicle.plateNumber).toMatch(/^\d{4} [A-Z]{3}$/);
    const driver = team.get(vehicle.driverId!)!;
    expect({ name: vehicle.nameOfDriver, phone: vehicle.phoneNumber }).toEqual({ name: driver.fullName, phone: driver.phone });
  }
  const drivenBy = new Map(fleet.map((vehicle) => [vehicle.id, vehicle.driverId]));
  const orders = await t.ctx.db.select().from(transfers);
  expect(orders.every((order) => order.driverId === drivenBy.get(order.vehicleId))).toBe(true);
});

it("puts the first demo groups on coming flights, in by Jeddah and out by Madinah", async () => {
  const headers = (await t.userWithRole("transportation")).headers;
  const list = (await t.app.inject({ url: "/api/v1/flights/?per_page=100", headers })).json();
  expect(list.count).toBe((await t.ctx.db.select().from(flights)).length);
  expect(list.count).toBeGreaterThanOrEqual(8);
  expect(list.results.every((flight: { scheduled_at: string; groups: string[] }) => flight.groups.length > 0)).toBe(true);
  const arrivals = list.results.filter((flight: { direction: string }) => flight.direction === "arrival");
  expect(new Set(arrivals.map((flight: { airport_name: string }) => flight.airport_name))).toEqual(new Set(["JED — Jidda aeroporti"]));
  expect(new Set((await t.ctx.db.select().from(flightGroups)).map((link) => link.groupId)).size).toBe(6);
});
