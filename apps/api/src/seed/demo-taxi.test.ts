import { afterAll, beforeAll, expect, it } from "vitest";
import { transfers, vehicles } from "../db/schema/index.ts";
import { overlaps } from "../modules/taxi/clash.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { DEMO_ORDER_COUNT, seedDemoTaxi } from "./demo-taxi.ts";

const NOW = new Date("2025-06-15T09:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  await t.ctx.db.transaction((tx) => seedDemoTaxi(t.ctx, tx));
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
