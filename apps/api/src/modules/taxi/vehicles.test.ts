import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  START,
  VEHICLE_LIST,
  VEHICLE_CREATE,
  createOrder,
  createVehicle,
  vehicleItem,
  vehicleBody,
} from "./testing.ts";

const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

let t: TestApp;
let dispatcher: { id: string; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp({ start: START });
  dispatcher = await t.userWithRole("transportation");
});
afterAll(() => t.close());

describe("vehicles", () => {
  it("creates, reads, replaces, patches and deletes a vehicle, recording who did it", async () => {
    const created = await createVehicle(t, dispatcher.headers);
    expect(created).toEqual({
      id: expect.any(String),
      name: "Toyota Hiace",
      plate_number: null,
      driver: null,
      name_of_driver: "Abdulloh Rahimov",
      address: "Makka, Aziziya",
      phone_number: "+966501234567",
      amount_of_people: 12,
      status: true,
      created_at: "15.06.2025 12:00",
      updated_at: "15.06.2025 12:00",
      created_by: dispatcher.id,
      updated_by: dispatcher.id,
    });
    expect((await t.app.inject({ url: vehicleItem(created.id), headers: dispatcher.headers })).json()).toEqual(created);

    const admin = await t.userWithRole("admin");
    const put = await t.app.inject({
      method: "PUT",
      url: vehicleItem(created.id),
      headers: admin.headers,
      payload: { ...vehicleBody, name: "Hyundai H-1", amount_of_people: 8, status: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: "Hyundai H-1", amount_of_people: 8, status: false, created_by: dispatcher.id, updated_by: admin.id });

    const patched = await t.app.inject({ method: "PATCH", url: vehicleItem(created.id), headers: dispatcher.headers, payload: { status: true } });
    expect(patched.json()).toMatchObject({ name: "Hyundai H-1", status: true, updated_by: dispatcher.id });

    expect((await t.app.inject({ method: "DELETE", url: vehicleItem(created.id), headers: dispatcher.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: vehicleItem(created.id), headers: dispatcher.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: vehicleItem(UNKNOWN_ID), headers: dispatcher.headers })).statusCode).toBe(404);
  });

  it("validates the seats and the names", async () => {
    for (const [field, value] of [
      ["amount_of_people", 0],
      ["amount_of_people", "2.5"],
      ["amount_of_people", 1.5],
      ["amount_of_people", "o'n ikki"],
      ["name", ""],
      ["name_of_driver", null],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: VEHICLE_CREATE,
        headers: dispatcher.headers,
        payload: { ...vehicleBody, [field]: value },
      });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json()).toHaveProperty(field);
    }
  });

  it("refuses to delete a vehicle with orders (423) and to shrink it below a booked order", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers, { amount_of_people: 12 });
    const order = await createOrder(t, dispatcher.headers, vehicle.id, "20.06.2025 10:00", { passenger_count: 10 });

    const blocked = await t.app.inject({ method: "DELETE", url: vehicleItem(vehicle.id), headers: dispatcher.headers });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json()).toEqual({ code: 423, detail: "Transportning buyurtmalari bor, uni o'chirib bo'lmaydi" });

    const shrink = await t.app.inject({ method: "PATCH", url: vehicleItem(vehicle.id), headers: dispatcher.headers, payload: { amount_of_people: 6 } });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().amount_of_people[0]).toContain(order.order_number);
    const fits = await t.app.inject({ method: "PATCH", url: vehicleItem(vehicle.id), headers: dispatcher.headers, payload: { amount_of_people: 10 } });
    expect(fits.json().amount_of_people).toBe(10);
  });

  it("searches, filters by status and seats, and pages", async () => {
    const van = await createVehicle(t, dispatcher.headers, { name: "Mercedes Sprinter", name_of_driver: "Yusuf Qodirov", amount_of_people: 18 });
    await createVehicle(t, dispatcher.headers, { name: "Mercedes Vito", name_of_driver: "Yusuf Olimov", amount_of_people: 7, status: false });

    const query = async (params: string) =>
      (await t.app.inject({ url: `${VEHICLE_LIST}?${params}`, headers: dispatcher.headers })).json();
    expect((await query("search=mercedes yusuf&status=true")).results.map((row: { id: string }) => row.id)).toEqual([van.id]);
    expect((await query("search=Olimov")).count).toBe(1);
    expect((await query("search=mercedes&amount_of_people_min=8&amount_of_people_max=20")).count).toBe(1);
    expect((await query("search=mercedes&status=0")).results[0].name).toBe("Mercedes Vito");
    const page = await query("per_page=1&page=2");
    expect(page.results).toHaveLength(1);
    expect(page.previous).toContain("page=1");
    for (const params of ["amount_of_people_min=x", "status=maybe", "page=0"]) {
      expect((await t.app.inject({ url: `${VEHICLE_LIST}?${params}`, headers: dispatcher.headers })).statusCode, params).toBe(400);
    }
  });
});

describe("vehicle access", () => {
  it("lets analytics read but not write, and keeps other roles out", async () => {
    const vehicle = await createVehicle(t, dispatcher.headers);
    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await t.app.inject({ url: VEHICLE_LIST, headers: analytics })).statusCode).toBe(200);
    expect((await t.app.inject({ url: vehicleItem(vehicle.id), headers: analytics })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: VEHICLE_CREATE, headers: analytics, payload: vehicleBody })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: vehicleItem(vehicle.id), headers: analytics, payload: vehicleBody })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: vehicleItem(vehicle.id), headers: analytics })).statusCode).toBe(403);

    const hr = (await t.userWithRole("hr")).headers;
    expect((await t.app.inject({ url: VEHICLE_LIST, headers: hr })).statusCode).toBe(403);
    expect((await t.app.inject({ url: VEHICLE_LIST })).statusCode).toBe(401);
    for (const role of ["admin", "ceo", "superuser"] as const) {
      const headers = (await t.userWithRole(role)).headers;
      const response = await t.app.inject({ method: "PATCH", url: vehicleItem(vehicle.id), headers, payload: { address: "Madina" } });
      expect(response.statusCode, role).toBe(200);
    }
  });
});
