import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at, book, createGuestGroup, groupOrder, hotelWithRooms } from "../hotels/test-fixtures.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

async function groupStay(meals?: unknown) {
  const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 4 });
  const group = await createGuestGroup(t, "Ovqatli guruh", 4);
  const body = { ...groupOrder(hotel.id, [rooms[0].id], group, "2025-11-01 14:00", "2025-11-05 12:00", 4), ...(meals === undefined ? {} : { meals }) };
  return book(t, admin, body);
}

const patch = (id: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/v1/orders/hotel_order/${id}/`, headers: admin, payload });

describe("the meals of a stay", () => {
  it("defaults to none, without food service", async () => {
    const response = await groupStay();
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ meals: [], food_service: false });
  });

  it("keeps each meal once in the day's order and turns food service on", async () => {
    const response = await groupStay(["dinner", "breakfast", "dinner"]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ meals: ["breakfast", "dinner"], food_service: true });
    const read = await t.app.inject({ method: "GET", url: `/api/v1/orders/hotel_order/${response.json().id}/`, headers: admin });
    expect(read.json()).toMatchObject({ meals: ["breakfast", "dinner"], food_service: true });
  });

  it("is changed by a PATCH that sends it and kept by one that does not", async () => {
    const id = (await groupStay(["lunch"])).json().id as string;
    const kept = await patch(id, { count_of_people: 3 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ meals: ["lunch"], count_of_people: 3 });
    const cleared = await patch(id, { meals: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ meals: [], food_service: false });
  });

  it("refuses a meal the kitchen does not serve, in Uzbek", async () => {
    const response = await groupStay(["supper"]);
    expect(response.statusCode).toBe(400);
    expect(response.json()["meals.0"]).toEqual(["Ovqat breakfast, lunch yoki dinner bo'lishi kerak"]);
  });
});
