import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transfers } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { START, createDriver, createOrder, createVehicle, orderBody, orderItem, postOrder } from "./testing.ts";

type Headers = { authorization: string };

let t: TestApp;
let dispatcher: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: START });
  dispatcher = (await t.userWithRole("transportation")).headers;
});
afterAll(() => t.close());

const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: orderItem(id), headers: dispatcher, payload });

describe("a vehicle holds each trip for its duration", () => {
  it("refuses any overlap and names the other trip; touching trips do not clash", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const first = await createOrder(t, dispatcher, vehicle.id, "20.06.2025 10:00", { duration_minutes: 90 });

    for (const [time, minutes] of [["20.06.2025 11:29", 60], ["20.06.2025 09:01", 60], ["20.06.2025 10:00", 1], ["20.06.2025 09:00", 300]] as const) {
      const clash = await postOrder(t, dispatcher, orderBody(vehicle.id, time, { duration_minutes: minutes }));
      expect(clash.statusCode, time).toBe(409);
      expect(clash.json().detail).toContain(first.order_number);
      expect(clash.json().detail).toContain("20.06.2025 10:00–11:30");
      expect(clash.json().clashing_order).toEqual({ id: first.id, order_number: first.order_number, perform_date: "20.06.2025 10:00", duration_minutes: 90 });
    }

    await createOrder(t, dispatcher, vehicle.id, "20.06.2025 11:30", { duration_minutes: 60 });
    await createOrder(t, dispatcher, vehicle.id, "20.06.2025 09:00", { duration_minutes: 60 });
    const other = await createVehicle(t, dispatcher);
    await createOrder(t, dispatcher, other.id, "20.06.2025 10:30");
  });

  it("lets canceled orders free the time, and checks a canceled trip brought back", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const dropped = await createOrder(t, dispatcher, vehicle.id, "21.06.2025 10:00");
    expect((await patch(dropped.id, { status: "canceled" })).statusCode).toBe(200);
    const replacement = await createOrder(t, dispatcher, vehicle.id, "21.06.2025 10:30");
    expect(replacement.status).toBe("created");
    expect((await patch(dropped.id, { perform_date: "21.06.2025 12:00" })).statusCode).toBe(200);
  });

  it("checks an update that moves, retimes or lengthens a trip into another", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const other = await createVehicle(t, dispatcher);
    const anchor = await createOrder(t, dispatcher, vehicle.id, "22.06.2025 10:00");
    const later = await createOrder(t, dispatcher, vehicle.id, "22.06.2025 13:00");
    const elsewhere = await createOrder(t, dispatcher, other.id, "22.06.2025 10:30");

    const retimed = await patch(later.id, { perform_date: "22.06.2025 10:59" });
    expect(retimed.statusCode).toBe(409);
    expect(retimed.json().clashing_order.id).toBe(anchor.id);
    expect((await patch(elsewhere.id, { transport: vehicle.id })).statusCode).toBe(409);
    const longer = await patch(anchor.id, { duration_minutes: 181 });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().clashing_order.id).toBe(later.id);

    expect((await patch(anchor.id, { duration_minutes: 180 })).statusCode).toBe(200);
    expect((await patch(later.id, { gross_fee: 300 })).statusCode).toBe(200);
    const stored = await t.ctx.db.select().from(transfers).where(eq(transfers.id, later.id));
    expect(stored[0].performDate.toISOString()).toBe("2025-06-22T10:00:00.000Z");
  });

  it("takes its duration from the cities of its places", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const [jed, med] = await Promise.all(
      ["JED", "MED"].map(async (code) => (await t.app.inject({ url: `/api/v1/transports/places/?search=${code}`, headers: dispatcher })).json().results[0]),
    );
    const makkah = (await t.app.inject({ method: "POST", url: "/api/v1/transports/places/", headers: dispatcher, payload: { name: "Masjid al-Haram", kind: "site", city: "Makkah" } })).json();
    const toMakkah = await createOrder(t, dispatcher, vehicle.id, "23.06.2025 08:00", { from_place: jed.id, to_place: makkah.id, from_location: undefined, to_location: undefined });
    expect(toMakkah).toMatchObject({ duration_minutes: 90, from_location: jed.name, to_location: "Masjid al-Haram", from_place: jed.id });
    const toMadinah = await createOrder(t, dispatcher, vehicle.id, "23.06.2025 09:30", { from_place: makkah.id, to_place: med.id });
    expect(toMadinah.duration_minutes).toBe(300);
    const typed = await createOrder(t, dispatcher, vehicle.id, "23.06.2025 14:30");
    expect(typed).toMatchObject({ duration_minutes: 60, from_place: null, from_location: "Jidda aeroporti" });
  });
});

describe("a driver holds each trip too", () => {
  it("refuses the same driver on two vehicles at once, and a driver inactive or unlicensed that day", async () => {
    const driver = await createDriver(t, dispatcher, { license_expiry: "30.06.2025" });
    const [van, bus] = [await createVehicle(t, dispatcher, { driver: driver.id }), await createVehicle(t, dispatcher)];
    expect(van).toMatchObject({ driver: driver.id, name_of_driver: driver.full_name, phone_number: driver.phone });

    const first = await createOrder(t, dispatcher, van.id, "24.06.2025 10:00");
    expect(first).toMatchObject({ driver: driver.id, name_of_driver: driver.full_name });
    const clash = await postOrder(t, dispatcher, orderBody(bus.id, "24.06.2025 10:30", { driver: driver.id }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toContain("Haydovchi band");
    expect(clash.json().clashing_order.id).toBe(first.id);
    const free = await createOrder(t, dispatcher, bus.id, "24.06.2025 10:30");
    expect(free.driver).toBeNull();
    expect((await patch(free.id, { driver: driver.id })).statusCode).toBe(409);

    const expired = await postOrder(t, dispatcher, orderBody(bus.id, "01.07.2025 10:00", { driver: driver.id }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().driver[0]).toContain("30.06.2025");
    expect((await postOrder(t, dispatcher, orderBody(bus.id, "30.06.2025 23:00", { driver: driver.id }))).statusCode).toBe(201);

    await t.app.inject({ method: "PATCH", url: `/api/v1/transports/drivers/${driver.id}/`, headers: dispatcher, payload: { status: false } });
    const inactive = await postOrder(t, dispatcher, orderBody(bus.id, "25.06.2025 10:00", { driver: driver.id }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().detail).toContain("faol emas");
  });

  it("gives a trip moved to another vehicle that vehicle's driver", async () => {
    const [ali, vali] = [await createDriver(t, dispatcher), await createDriver(t, dispatcher, { full_name: "Vali Karimov" })];
    const [van, bus] = [await createVehicle(t, dispatcher, { driver: ali.id }), await createVehicle(t, dispatcher, { driver: vali.id })];
    const trip = await createOrder(t, dispatcher, van.id, "26.06.2025 10:00");
    const moved = await patch(trip.id, { transport: bus.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ transport: bus.id, driver: vali.id, name_of_driver: "Vali Karimov" });
  });
});

describe("concurrent bookings", () => {
  it("lets exactly one of 20 parallel bookings of one vehicle for the same hour through", async () => {
    const vehicle = await createVehicle(t, dispatcher);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => postOrder(t, dispatcher, orderBody(vehicle.id, `27.06.2025 09:${String(index * 2).padStart(2, "0")}`))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const stored = await t.ctx.db.select().from(transfers).where(eq(transfers.vehicleId, vehicle.id));
    expect(stored).toHaveLength(1);
  });

  it("lets exactly one of 20 parallel bookings of one driver on different vehicles through", async () => {
    const driver = await createDriver(t, dispatcher);
    const fleet = await Promise.all(Array.from({ length: 20 }, () => createVehicle(t, dispatcher)));
    const responses = await Promise.all(
      fleet.map((vehicle) => postOrder(t, dispatcher, orderBody(vehicle.id, "28.06.2025 09:00", { driver: driver.id }))),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
  });
});
