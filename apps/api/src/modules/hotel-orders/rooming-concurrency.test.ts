import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pilgrims, roomAssignments } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addPilgrim, createGroup } from "../guest-groups/testing.ts";
import { type Headers, at, book, groupOrder, hotelWithRooms } from "../hotels/test-fixtures.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

const url = (order: string) => `/api/v1/orders/hotel_order/${order}/rooming/`;

async function groupIn(hotel: string, rooms: string[], genders: Array<1 | 2>, beds: number) {
  const group = await createGroup(t, admin);
  const list = [];
  for (const [index, gender] of genders.entries()) list.push(await addPilgrim(t, admin, group.id, { full_name: `Ziyoratchi ${index}`, gender }));
  const response = await book(t, admin, groupOrder(hotel, rooms, group.id, "2025-11-01 14:00", "2025-11-05 12:00", beds));
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json().id as string, pilgrims: list };
}

/** Per room, the stored occupants with their genders. */
async function occupants(roomIds: string[]) {
  const rows = await t.ctx.db
    .select({ room: roomAssignments.roomId, order: roomAssignments.orderId, gender: pilgrims.gender })
    .from(roomAssignments)
    .innerJoin(pilgrims, eq(pilgrims.id, roomAssignments.pilgrimId))
    .where(inArray(roomAssignments.roomId, roomIds));
  return roomIds.map((room) => rows.filter((row) => row.room === room));
}

describe("two staff rooming the same stay at once", () => {
  it("never overfill a room: parallel autos and replacements take turns", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const ids = rooms.map((room) => room.id);
    const { order, pilgrims: list } = await groupIn(hotel.id, ids, [1, 1, 1, 1, 1, 1], 4);
    const everyoneInFirst = list.slice(0, 2).map((pilgrim) => ({ pilgrim: pilgrim.id, room: ids[0] }));
    const othersInFirst = list.slice(2, 4).map((pilgrim) => ({ pilgrim: pilgrim.id, room: ids[0] }));
    const responses = await Promise.all([
      t.app.inject({ method: "POST", url: `${url(order)}auto/`, headers: admin }),
      t.app.inject({ method: "POST", url: `${url(order)}auto/`, headers: admin }),
      t.app.inject({ method: "PUT", url: url(order), headers: admin, payload: { assignments: everyoneInFirst } }),
      t.app.inject({ method: "PUT", url: url(order), headers: admin, payload: { assignments: othersInFirst } }),
      t.app.inject({ method: "POST", url: `${url(order)}auto/`, headers: admin }),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    for (const room of await occupants(ids)) expect(room.length).toBeLessThanOrEqual(2);
    const stored = await t.ctx.db.select().from(roomAssignments).where(eq(roomAssignments.orderId, order));
    expect(new Set(stored.map((row) => row.pilgrimId)).size).toBe(stored.length);
  });

  it("never mixes genders in a room two overlapping stays fill at once", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 4 });
    const ids = rooms.map((room) => room.id);
    const men = await groupIn(hotel.id, ids, [1, 1], 4);
    const women = await groupIn(hotel.id, ids, [2, 2], 4);
    const responses = await Promise.all(
      [men.order, women.order, men.order, women.order].map((order) =>
        t.app.inject({ method: "POST", url: `${url(order)}auto/`, headers: admin }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    for (const room of await occupants(ids)) expect(new Set(room.map((row) => row.gender)).size).toBeLessThanOrEqual(1);
    expect((await occupants(ids)).flat()).toHaveLength(4);
  });
});
