import { asc, eq } from "drizzle-orm";
import { HOTEL_NOT_FOUND } from "@app/contract/endpoints/hotels";
import type { Dec } from "@app/contract/decimal";
import type { GroupOrderInput, HotelOrderInput, IndividualOrderInput, OrderStatus } from "@app/contract/schemas/hotel-orders";
import type { Tx } from "../../db/client.ts";
import { amongIds } from "../../db/id-lists.ts";
import { lookup } from "../../db/lookups.ts";
import { guestGroups, hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { conflict, invalid } from "../../http/errors.ts";
import { statusAt } from "../hotels/stay-status.ts";
import { type Excluding, type Stay, freeBeds } from "../rooms/availability.ts";
import { allocatePeople } from "./allocation.ts";
import { individualPrice, nightsOf, roomsPrice } from "./pricing.ts";

export type HeldRoom = Awaited<ReturnType<typeof lockRooms>>[number];

/**
 * Locks the chosen rooms in a stable order (by id, so two bookings never wait on each other
 * crosswise). A second booking of the same room waits here until the first commits, and
 * only then counts that room's bookings, so the last free bed goes to exactly one of them.
 */
export function lockRooms(tx: Tx, roomIds: string[]) {
  return tx
    .select({
      id: rooms.id,
      hotelId: rooms.hotelId,
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      grossPrice: rooms.grossPrice,
      profit: rooms.profit,
      roomName: lookup<string>(roomTypes, roomTypes.name, roomTypes.id, rooms.roomTypeId),
    })
    .from(rooms)
    .where(amongIds(rooms.id, roomIds))
    .orderBy(asc(rooms.id))
    .for("update");
}

/** Every chosen room exists and belongs to the hotel, or the request is a 400 naming them. */
export function checkRooms(held: HeldRoom[], roomIds: string[], hotelId: string, field: "room" | "rooms") {
  const found = new Set(held.map((room) => room.id));
  const missing = roomIds.filter((id) => !found.has(id));
  if (missing.length) throw invalid({ [field]: [`Xona topilmadi: ${missing.join(", ")}`] });
  const foreign = held.filter((room) => room.hotelId !== hotelId);
  if (foreign.length) {
    const numbers = foreign.map((room) => room.roomNumber).join(", ");
    throw invalid({ [field]: [`Xona tanlangan mehmonxonaga tegishli emas: ${numbers}`] });
  }
}

function freeBedsExtra(held: HeldRoom[], free: Map<string, number>) {
  return { rooms: held.map((room) => ({ room: room.id, room_number: room.roomNumber, free_beds: free.get(room.id) ?? 0 })) };
}

/** Individual: everyone in the one room, which must have that many free beds all stay long. */
function placeIndividual(input: IndividualOrderInput, room: HeldRoom, free: Map<string, number>) {
  const people = input.count_of_people;
  if (people > room.capacity) {
    throw invalid({ count_of_people: [`${room.roomNumber}-xona sig'imi ${room.capacity} kishi, ${people} kishi sig'maydi`] });
  }
  const beds = free.get(room.id) ?? 0;
  if (beds < people) {
    throw conflict(
      `${room.roomNumber}-xonada bu sanalarda ${beds} ta bo'sh joy bor, ${people} kishi sig'maydi`,
      freeBedsExtra([room], free),
    );
  }
  return new Map([[room.id, people]]);
}

/** Group: the people spread over the rooms' free beds, smallest rooms first. */
function placeGroup(input: GroupOrderInput, held: HeldRoom[], free: Map<string, number>) {
  const people = input.count_of_people;
  const capacity = held.reduce((sum, room) => sum + room.capacity, 0);
  if (capacity < people) {
    throw invalid({ count_of_people: [`Tanlangan xonalar sig'imi ${capacity} kishi, guruhda esa ${people} kishi`] });
  }
  const placed = allocatePeople(held, free, people);
  if (!placed) {
    const beds = [...free.values()].reduce((sum, value) => sum + value, 0);
    throw conflict(
      `Tanlangan xonalarda bu sanalarda ${beds} ta bo'sh joy bor, ${people} kishi sig'maydi`,
      freeBedsExtra(held, free),
    );
  }
  return placed;
}

/** A booking checked against the rooms as they stand: where its people go and what it costs. */
export type Placement = {
  hotelId: string;
  held: HeldRoom[];
  /** People per room. */
  placed: Map<string, number>;
  stay: Stay;
  status: OrderStatus;
  hotelCost: Dec;
  profit: Dec;
  /** An individual booking's price per guest, in the order the guests were sent. */
  guestPrices: Dec[];
};

/**
 * The checks of a booking, new or changed, in the transaction that writes it: the hotel and
 * the group exist, the rooms are the hotel's (locked), the people fit their free beds over
 * the stay (a changed booking's own beds count as free), and the price by the one nights rule.
 * Unknown or foreign rooms, hotel or group are 400s; too few free beds is a 409.
 */
export async function place(tx: Tx, input: HotelOrderInput, now: Date, excluding: Excluding = {}): Promise<Placement> {
  const [hotel] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, input.hotel));
  if (!hotel) throw invalid({ hotel: [HOTEL_NOT_FOUND] });
  const group = input.guest_type === "group";
  const roomIds = group ? input.rooms : [input.room];
  const held = await lockRooms(tx, roomIds);
  checkRooms(held, roomIds, hotel.id, group ? "rooms" : "room");
  if (group) {
    const [found] = await tx.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, input.guest_group));
    if (!found) throw invalid({ guest_group: ["Guruh topilmadi"] });
  }

  const stay: Stay = { checkIn: input.check_in, checkOut: input.check_out };
  const free = await freeBeds(tx, hotel.id, held, stay, now, excluding);
  const placed = group ? placeGroup(input, held, free) : placeIndividual(input, held[0], free);
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const { hotelCost, profit, guestPrices } = group
    ? { ...roomsPrice(held, nights), guestPrices: [] }
    : individualPrice(held[0], nights, input.guest_details.map(() => 1));
  const status = statusAt({ ...stay, canceledAt: null, checkedOutAt: null }, now);
  return { hotelId: hotel.id, held, placed, stay, status, hotelCost, profit, guestPrices };
}
