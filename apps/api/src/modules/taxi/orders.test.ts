import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transfer } from "@app/contract/schemas/taxi";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { ORDERS, START, createOrder, createVehicle, orderBody, orderItem, postOrder } from "./testing.ts";

const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

type Headers = { authorization: string };

let t: TestApp;
let dispatcher: { id: string; headers: Headers };
beforeAll(async () => {
  t = await createTestApp({ start: START });
  dispatcher = await t.userWithRole("transportation");
});
afterAll(() => t.close());

function patch(id: string, payload: Record<string, unknown>, headers: Headers = dispatcher.headers) {
  return t.app.inject({ method: "PATCH", url: orderItem(id), headers, payload });
}

describe("transfer orders", () => {
  it("creates an order with a generated number, the vehicle's names and the profit", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers, { name: "Toyota Coaster", name_of_driver: "Bilol Usmonov" });
    const order = await createOrder(t, dispatcher.headers, vehicle.id, " 15.06.2025 12:00 ", { to_location: "  " });
    expect(order).toEqual({
      id: expect.any(String),
      order_number: expect.stringMatching(/^\d{8}$/),
      transport: vehicle.id,
      transport_model_name: "Toyota Coaster",
      plate_number: null,
      driver: null,
      name_of_driver: "Bilol Usmonov",
      perform_date: "15.06.2025 12:00",
      duration_minutes: 60,
      from_place: null,
      to_place: null,
      from_location: "Jidda aeroporti",
      to_location: null,
      group: null,
      group_name: null,
      flight: null,
      flight_number: null,
      status: "created",
      passenger_count: 4,
      service_fee: 150,
      gross_fee: 220.5,
      profit: 70.5,
      created_at: "15.06.2025 12:00",
      created_by: dispatcher.id,
      updated_by: dispatcher.id,
    });
    expect((await t.app.inject({ url: orderItem(order.id), headers: dispatcher.headers })).json()).toEqual(order);
    expect((await t.app.inject({ method: "DELETE", url: orderItem(order.id), headers: dispatcher.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: orderItem(order.id), headers: dispatcher.headers })).statusCode).toBe(404);
  });

  it("validates fees, seats, time, vehicle and status on create", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers, { amount_of_people: 6 });
    const idle = await createVehicle(t, dispatcher.headers, { status: false });
    const cases: Array<[string, Record<string, unknown>]> = [
      ["gross_fee", { service_fee: 200, gross_fee: 199.99 }],
      ["gross_fee", { gross_fee: undefined }],
      ["service_fee", { service_fee: -1 }],
      ["passenger_count", { passenger_count: 7 }],
      ["passenger_count", { passenger_count: "3.5" }],
      ["passenger_count", { passenger_count: 0 }],
      ["perform_date", { perform_date: "15.06.2025 11:59" }],
      ["perform_date", { perform_date: "2025-06-20T10:00" }],
      ["from_location", { from_location: "x".repeat(101) }],
      ["status", { status: "completed" }],
      ["transport", { transport: UNKNOWN_ID }],
      ["transport", { transport: idle.id }],
      ["transport", { transport: "12" }],
    ];
    for (const [field, overrides] of cases) {
      const response = await postOrder(t, dispatcher.headers, orderBody(vehicle.id, "20.06.2025 10:00", overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toHaveProperty(field);
      expect(typeof response.json().detail).toBe("string");
    }
    const both = await postOrder(t, dispatcher.headers, orderBody(vehicle.id, "20.06.2025 10:00", { passenger_count: 9, gross_fee: 1 }));
    expect(Object.keys(both.json())).toEqual(expect.arrayContaining(["passenger_count", "gross_fee"]));

    const exact = await createOrder(t, dispatcher.headers, vehicle.id, "20.06.2025 10:00", {
      passenger_count: "6",
      service_fee: 100,
      gross_fee: "100.00",
      status: "created",
    });
    expect(exact).toMatchObject({ passenger_count: 6, profit: 0 });
    const noPassengers = await createOrder(t, dispatcher.headers, vehicle.id, "21.06.2025 10:00", { passenger_count: null });
    expect(noPassengers.passenger_count).toBeNull();
  });

  it("re-validates the merged order on PUT and PATCH", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers, { amount_of_people: 6 });
    const small = await createVehicle(t, dispatcher.headers, { amount_of_people: 3 });
    const order = await createOrder(t, dispatcher.headers, vehicle.id, "22.06.2025 10:00", { passenger_count: 5 });

    expect((await patch(order.id, { service_fee: 300 })).json()).toHaveProperty("gross_fee");
    expect((await patch(order.id, { gross_fee: 100 })).json()).toHaveProperty("gross_fee");
    expect((await patch(order.id, { passenger_count: 7 })).json()).toHaveProperty("passenger_count");
    expect((await patch(order.id, { transport: small.id })).json()).toHaveProperty("passenger_count");
    expect((await patch(order.id, { perform_date: "14.06.2025 10:00" })).json()).toHaveProperty("perform_date");
    const put = await t.app.inject({
      method: "PUT",
      url: orderItem(order.id),
      headers: dispatcher.headers,
      payload: orderBody(vehicle.id, "22.06.2025 10:00", { service_fee: 500, gross_fee: 400 }),
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toHaveProperty("gross_fee");
    const partialPut = await t.app.inject({ method: "PUT", url: orderItem(order.id), headers: dispatcher.headers, payload: { status: "completed" } });
    expect(partialPut.statusCode).toBe(400);

    const moved = await patch(order.id, { transport: small.id, passenger_count: 3, gross_fee: 180 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ transport: small.id, passenger_count: 3, gross_fee: 180, profit: 30 });
    const untouched = await t.app.inject({ url: orderItem(order.id), headers: dispatcher.headers });
    expect(untouched.json()).toMatchObject({ perform_date: "22.06.2025 10:00", from_location: "Jidda aeroporti" });
  });

  it("moves status only from created to completed or canceled", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers);
    const done = await createOrder(t, dispatcher.headers, vehicle.id, "23.06.2025 08:00");
    const dropped = await createOrder(t, dispatcher.headers, vehicle.id, "23.06.2025 14:00");

    // A day later, so the trips are in the past; tokens are signed on the moved clock.
    t.clock.set(new Date("2025-06-24T09:00:00Z"));
    try {
      const later = (await t.userWithRole("transportation")).headers;
      const completed = await patch(done.id, { status: "completed" }, later);
      expect(completed.statusCode).toBe(200);
      expect(completed.json().status).toBe("completed");
      expect((await patch(done.id, { status: "completed", gross_fee: 250 }, later)).statusCode).toBe(200);

      const back = await patch(done.id, { status: "created" }, later);
      expect(back.statusCode).toBe(400);
      expect(back.json()).toHaveProperty("status");
      expect((await patch(done.id, { status: "canceled" }, later)).statusCode).toBe(400);

      expect((await patch(dropped.id, { status: "canceled" }, later)).json().status).toBe("canceled");
      const revived = await patch(dropped.id, { status: "completed" }, later);
      expect(revived.statusCode).toBe(400);
      expect(revived.json().status[0]).toContain("bekor qilingan");
      expect((await patch(dropped.id, { status: "created" }, later)).statusCode).toBe(400);
      expect((await patch(dropped.id, { status: "archived" }, later)).statusCode).toBe(400);
    } finally {
      t.clock.set(START);
    }
  });

  it("lists newest first with filters", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers, { name: "Filtr avtobusi" });
    const early = await createOrder(t, dispatcher.headers, vehicle.id, "01.07.2025 09:00", { from_location: "Madina, Quba masjidi" });
    const late = await createOrder(t, dispatcher.headers, vehicle.id, "02.07.2025 23:30", { to_location: "Madina, Uhud tog'i" });
    const dropped = await createOrder(t, dispatcher.headers, vehicle.id, "01.07.2025 15:00");
    await patch(dropped.id, { status: "canceled" });

    const query = async (params: string) =>
      ((await t.app.inject({ url: `${ORDERS}?transport=${vehicle.id}&${params}`, headers: dispatcher.headers })).json().results as Transfer[]).map(
        (order) => order.id,
      );
    expect(await query("")).toEqual([late.id, dropped.id, early.id]);
    expect(await query("status=canceled")).toEqual([dropped.id]);
    expect(await query("search=quba")).toEqual([early.id]);
    expect(await query("search=uhud madina")).toEqual([late.id]);
    expect(await query(`search=${early.order_number}`)).toEqual([early.id]);
    expect(await query("perform_date_after=2025-07-02")).toEqual([late.id]);
    expect(await query("perform_date_after=02.07.2025")).toEqual([late.id]);
    expect(await query("perform_date_before=2025-07-01")).toEqual([dropped.id, early.id]);
    for (const params of ["status=done", "perform_date_after=2025-07-32", "transport=x"]) {
      expect((await t.app.inject({ url: `${ORDERS}?${params}`, headers: dispatcher.headers })).statusCode, params).toBe(400);
    }
  });
});

describe("order access", () => {
  it("lets analytics read but not write, and keeps HR out", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers);
    const order = await createOrder(t, dispatcher.headers, vehicle.id, "25.06.2025 10:00");
    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await t.app.inject({ url: ORDERS, headers: analytics })).statusCode).toBe(200);
    expect((await t.app.inject({ url: orderItem(order.id), headers: analytics })).statusCode).toBe(200);
    expect((await postOrder(t, analytics, orderBody(vehicle.id, "26.06.2025 10:00"))).statusCode).toBe(403);
    expect((await patch(order.id, { status: "canceled" }, analytics)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: orderItem(order.id), headers: analytics })).statusCode).toBe(403);
    const hr = (await t.userWithRole("hr")).headers;
    expect((await t.app.inject({ url: ORDERS, headers: hr })).statusCode).toBe(403);
    expect((await t.app.inject({ url: orderItem(UNKNOWN_ID), headers: dispatcher.headers })).statusCode).toBe(404);
  });
});
