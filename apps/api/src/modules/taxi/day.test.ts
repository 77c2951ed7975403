import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DayView } from "@app/contract/schemas/taxi";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { unwatchedTables } from "../../test/tables-read.ts";
import { START, createOrder, createVehicle, orderItem, vehicleItem } from "./testing.ts";

const DAY = "/api/v1/transports/day/";

let t: TestApp;
let dispatcher: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ start: START });
  dispatcher = (await t.userWithRole("transportation")).headers;
});
afterAll(() => t.close());

describe("the day board", () => {
  it("shows every active vehicle with its live orders of that business day, earliest first", async () => {
    const busy = await createVehicle(t, dispatcher, { name: "A — Hiace" });
    const free = await createVehicle(t, dispatcher, { name: "B — Coaster" });
    await createVehicle(t, dispatcher, { name: "C — ta'mirda", status: false });

    const dawn = await createOrder(t, dispatcher, busy.id, "20.06.2025 00:00");
    const evening = await createOrder(t, dispatcher, busy.id, "20.06.2025 23:59");
    const dropped = await createOrder(t, dispatcher, busy.id, "20.06.2025 12:00");
    await t.app.inject({ method: "PATCH", url: orderItem(dropped.id), headers: dispatcher, payload: { status: "canceled" } });
    await createOrder(t, dispatcher, busy.id, "21.06.2025 02:00");
    await createOrder(t, dispatcher, free.id, "19.06.2025 23:00");

    const response = await t.app.inject({ url: `${DAY}?date=2025-06-20`, headers: dispatcher });
    expect(response.statusCode).toBe(200);
    const board = response.json<DayView[]>();
    expect(board.map((vehicle) => [vehicle.name, vehicle.orders.map((order) => order.id)])).toEqual([
      ["A — Hiace", [dawn.id, evening.id]],
      ["B — Coaster", []],
    ]);
    expect(board[0]).toMatchObject({ id: busy.id, amount_of_people: 12, status: true });
    expect(board[0].orders[0]).toMatchObject({ perform_date: "20.06.2025 00:00", transport_model_name: "A — Hiace" });
  });

  it("defaults to today and refuses a malformed date", async () => {
    const vehicle = await createVehicle(t, dispatcher, { name: "D — bugun" });
    const today = await createOrder(t, dispatcher, vehicle.id, "15.06.2025 18:00");
    const board = (await t.app.inject({ url: DAY, headers: dispatcher })).json<DayView[]>();
    expect(board.find((row) => row.id === vehicle.id)?.orders.map((order) => order.id)).toEqual([today.id]);

    for (const date of ["30.02.2025", "2025-02-30", "tomorrow"]) {
      const bad = await t.app.inject({ url: `${DAY}?date=${date}`, headers: dispatcher });
      expect(bad.statusCode, date).toBe(400);
      expect(bad.json()).toHaveProperty("date");
    }
    expect((await t.app.inject({ url: DAY, headers: (await t.userWithRole("analytics")).headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: DAY, headers: (await t.userWithRole("chef")).headers })).statusCode).toBe(403);
  });

  it("follows every change to what it shows: it is kept only until one of the tables it reads is written", async () => {
    const vehicle = await createVehicle(t, dispatcher, { name: "E — kuzatuv" });
    const order = await createOrder(t, dispatcher, vehicle.id, "22.06.2025 10:00");
    const board = async () =>
      (await t.app.inject({ url: `${DAY}?date=2025-06-22`, headers: dispatcher })).json<DayView[]>().find((row) => row.id === vehicle.id);
    const { read, unwatched } = await unwatchedTables(t, "day_board_inputs", board);
    expect(read).toEqual(expect.arrayContaining(["transport_orders", "transports"]));
    expect(unwatched).toEqual([]);

    expect((await board())?.orders.map((each) => each.status)).toEqual(["created"]);
    await t.app.inject({ method: "PATCH", url: orderItem(order.id), headers: dispatcher, payload: { status: "canceled" } });
    expect((await board())?.orders).toEqual([]);
    await t.app.inject({ method: "PATCH", url: vehicleItem(vehicle.id), headers: dispatcher, payload: { name: "E — yangi nom" } });
    expect((await board())?.name).toBe("E — yangi nom");
  });
});
