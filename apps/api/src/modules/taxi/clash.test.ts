import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transfers } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { START, createOrder, createVehicle, orderBody, orderItem, postOrder } from "./testing.ts";

type Headers = { authorization: string };

let t: TestApp;
let dispatcher: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: START });
  dispatcher = (await t.userWithRole("transportation")).headers;
});
afterAll(() => t.close());

describe("one vehicle, two orders within two hours", () => {
  it("refuses an order 1h59m from another and names the clashing order", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const first = await createOrder(t, dispatcher, vehicle.id, "20.06.2025 10:00");

    for (const time of ["20.06.2025 11:59", "20.06.2025 08:01", "20.06.2025 10:00"]) {
      const clash = await postOrder(t, dispatcher, orderBody(vehicle.id, time));
      expect(clash.statusCode, time).toBe(409);
      expect(clash.json().detail).toContain(first.order_number);
      expect(clash.json().detail).toContain("20.06.2025 10:00");
      expect(clash.json().clashing_order).toEqual({ id: first.id, order_number: first.order_number, perform_date: "20.06.2025 10:00" });
    }

    await createOrder(t, dispatcher, vehicle.id, "20.06.2025 12:00");
    await createOrder(t, dispatcher, vehicle.id, "20.06.2025 08:00");
    const other = await createVehicle(t, dispatcher);
    await createOrder(t, dispatcher, other.id, "20.06.2025 10:30");
  });

  it("lets canceled orders free the time", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const dropped = await createOrder(t, dispatcher, vehicle.id, "21.06.2025 10:00");
    await t.app.inject({ method: "PATCH", url: orderItem(dropped.id), headers: dispatcher, payload: { status: "canceled" } });
    const replacement = await createOrder(t, dispatcher, vehicle.id, "21.06.2025 10:30");
    expect(replacement.status).toBe("created");

    const revived = await t.app.inject({ method: "PATCH", url: orderItem(dropped.id), headers: dispatcher, payload: { perform_date: "21.06.2025 11:00" } });
    expect(revived.statusCode).toBe(200);
  });

  it("checks a moved or retimed order, but not an edit that leaves its slot alone", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const other = await createVehicle(t, dispatcher);
    const anchor = await createOrder(t, dispatcher, vehicle.id, "22.06.2025 10:00");
    const later = await createOrder(t, dispatcher, vehicle.id, "22.06.2025 13:00");
    const elsewhere = await createOrder(t, dispatcher, other.id, "22.06.2025 11:00");

    const retimed = await t.app.inject({ method: "PATCH", url: orderItem(later.id), headers: dispatcher, payload: { perform_date: "22.06.2025 11:30" } });
    expect(retimed.statusCode).toBe(409);
    expect(retimed.json().clashing_order.id).toBe(anchor.id);
    const moved = await t.app.inject({ method: "PATCH", url: orderItem(elsewhere.id), headers: dispatcher, payload: { transport: vehicle.id } });
    expect(moved.statusCode).toBe(409);

    const ownSlot = await t.app.inject({ method: "PATCH", url: orderItem(anchor.id), headers: dispatcher, payload: { perform_date: "22.06.2025 10:30", gross_fee: 300 } });
    expect(ownSlot.statusCode).toBe(200);
    expect((await t.app.inject({ method: "PATCH", url: orderItem(later.id), headers: dispatcher, payload: { gross_fee: 300 } })).statusCode).toBe(200);
  });

  it("follows TAXI_CLASH_MINUTES", async () => {
    const configured = t.ctx.config.taxiClashMinutes;
    t.ctx.config.taxiClashMinutes = 30;
    try {
      const vehicle = await createVehicle(t, dispatcher);
      await createOrder(t, dispatcher, vehicle.id, "24.06.2025 10:00");
      expect((await postOrder(t, dispatcher, orderBody(vehicle.id, "24.06.2025 10:29"))).statusCode).toBe(409);
      await createOrder(t, dispatcher, vehicle.id, "24.06.2025 10:30");
    } finally {
      t.ctx.config.taxiClashMinutes = configured;
    }
  });

  it("lets exactly one of 10 parallel orders for the same vehicle and time through", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(t, dispatcher, orderBody(vehicle.id, "25.06.2025 09:00"))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const stored = await t.ctx.db.select().from(transfers).where(eq(transfers.vehicleId, vehicle.id));
    expect(stored).toHaveLength(1);
  });
});
