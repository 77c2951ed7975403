import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { parseWireDateTime } from "@app/contract/dates";
import { guestGroups } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/harness.ts";

/** Test helpers shared by the hotel, room and hotel-order suites: they set data up through the API. */

export type Headers = { authorization: string };
type Json = Record<string, unknown> & { id: string };

/** "2025-10-19 14:00" (Riyadh wall clock) as the wire's "19.10.2025 14:00". */
export function wire(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(local);
  if (!match) throw new Error(`bad local time ${local}`);
  return `${match[3]}.${match[2]}.${match[1]} ${match[4]}`;
}

/** The instant of a Riyadh wall-clock time, for the test clock. */
export function at(local: string): Date {
  const instant = parseWireDateTime(wire(local));
  if (!instant) throw new Error(`bad local time ${local}`);
  return instant;
}

export async function createHotel(t: TestApp, headers: Headers, overrides: Record<string, unknown> = {}): Promise<Json> {
  const tag = randomUUID().slice(0, 8);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/hotels/create/",
    headers,
    payload: {
      name: `Hilton Makkah ${tag}`,
      address: "Ibrohim al-Xalil ko'chasi, Makka",
      email: `hotel-${tag}@example.com`,
      phone_number: "+966125123456",
      rating: 4.5,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function createRoomType(t: TestApp, headers: Headers, name = `${randomUUID().slice(0, 6)} kishilik`): Promise<Json> {
  const response = await t.app.inject({ method: "POST", url: "/api/v1/rooms/room_type/create/", headers, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export type RoomJson = Json & { room_number: string; capacity: number };

export async function createRooms(
  t: TestApp,
  headers: Headers,
  body: { hotel: string; room_type: string; floor: number; count: number; capacity: number; net_price?: unknown; profit?: unknown },
): Promise<RoomJson[]> {
  const response = await t.app.inject({ method: "POST", url: "/api/v1/rooms/create/", headers, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A hotel with one room type and `count` rooms of `capacity` on floor 1, priced net + profit. */
export async function hotelWithRooms(
  t: TestApp,
  headers: Headers,
  rooms: { count: number; capacity: number; net_price?: number | string; profit?: number | string; floor?: number },
) {
  const hotel = await createHotel(t, headers);
  const type = await createRoomType(t, headers);
  const list = await createRooms(t, headers, { hotel: hotel.id, room_type: type.id, floor: rooms.floor ?? 1, ...rooms });
  return { hotel, type, rooms: list };
}

export async function createGuestGroup(t: TestApp, name = "Toshkent Umra guruhi", count = 10): Promise<string> {
  const [row] = await t.ctx.db.insert(guestGroups).values({ name, count }).returning();
  return row.id;
}

export function individualOrder(hotel: string, room: string, checkIn: string, checkOut: string, names: string[]) {
  return {
    hotel,
    room,
    check_in: wire(checkIn),
    check_out: wire(checkOut),
    count_of_people: names.length,
    guest_details: names.map((full_name, index) => ({ full_name, gender: (index % 2) + 1 })),
  };
}

export function groupOrder(hotel: string, rooms: string[], guestGroup: string, checkIn: string, checkOut: string, people: number) {
  return { hotel, rooms, guest_group: guestGroup, check_in: wire(checkIn), check_out: wire(checkOut), count_of_people: people };
}

export function book(t: TestApp, headers: Headers, body: unknown) {
  return t.app.inject({ method: "POST", url: "/api/v1/orders/hotel_order/create/", headers, payload: body as object });
}
