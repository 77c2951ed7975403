import { asc, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_NOT_FOUND } from "@app/contract/endpoints/hotels";
import type { GroupOrderInput, HotelOrder, HotelOrderInput, IndividualOrderInput } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { guestGroups, guests, hotelOrderRooms, hotelOrders, hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { conflict, invalid } from "../../http/errors.ts";
import { attachFoodOrders } from "../food-orders/public.ts";
import { statusAt } from "../hotels/stay-status.ts";
import { type Stay, freeBeds } from "../rooms/availability.ts";
import { allocatePeople } from "./allocation.ts";
import { newGuestNumber, newOrderId } from "./codes.ts";
import { syncGroupStatuses } from "./group-status.ts";
import { individualPrice, nightsOf, roomsPrice } from "./pricing.ts";
import { getHotelOrder } from "./service.ts";

type HeldRoom = Awaited<ReturnType<typeof lockRooms>>[number];

/**
 * Locks the chosen rooms in a stable order (by id, so two bookings never wait on each other
 * crosswise). A second booking of the same room waits here until the first commits, and
 * only then counts that room's bookings, so the last free bed goes to exactly one of them.
 */
function lockRooms(tx: Tx, roomIds: string[]) {
  return tx
    .select({
      id: rooms.id,
      hotelId: rooms.hotelId,
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      grossPrice: rooms.grossPrice,
      profit: rooms.profit,
      roomName: sql<string>`(select ${roomTypes.name} from ${roomTypes} where ${roomTypes.id} = ${rooms.roomTypeId})`,
    })
    .from(rooms)
    .where(inArray(rooms.id, roomIds))
    .orderBy(asc(rooms.id))
    .for("update");
}

function checkRooms(held: HeldRoom[], roomIds: string[], hotelId: string, field: "room" | "rooms") {
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

/** order_id is random: a clash with an existing one is skipped by the index and drawn again. */
async function insertOrder(tx: Tx, values: Omit<typeof hotelOrders.$inferInsert, "orderId">): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await tx
      .insert(hotelOrders)
      .values({ ...values, orderId: newOrderId() })
      .onConflictDoNothing({ target: hotelOrders.orderId })
      .returning({ id: hotelOrders.id });
    if (row) return row.id;
  }
  throw new Error("no free order_id after 10 draws");
}

type GuestValues = Omit<typeof guests.$inferInsert, "orderNumber">;

function distinctGuestNumbers(count: number): string[] {
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(newGuestNumber());
  return [...numbers];
}

/** Guest numbers are random too: the ones that clash are drawn again. */
async function insertGuests(tx: Tx, pending: GuestValues[]) {
  let left = pending;
  for (let attempt = 0; attempt < 10 && left.length; attempt++) {
    const numbers = distinctGuestNumbers(left.length);
    const numbered = left.map((guest, index) => ({ ...guest, orderNumber: numbers[index] }));
    const inserted = await tx
      .insert(guests)
      .values(numbered)
      .onConflictDoNothing({ target: guests.orderNumber })
      .returning({ orderNumber: guests.orderNumber });
    const done = new Set(inserted.map((row) => row.orderNumber));
    left = numbered.filter((guest) => !done.has(guest.orderNumber)).map(({ orderNumber: _, ...guest }) => guest);
  }
  if (left.length) throw new Error("no free guest order_number after 10 draws");
}

async function book(tx: Tx, input: HotelOrderInput, now: Date): Promise<string> {
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
  const free = await freeBeds(tx, hotel.id, held, stay, now);
  const placed = group ? placeGroup(input, held, free) : placeIndividual(input, held[0], free);
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const guestList = group ? [] : input.guest_details;
  const { hotelCost, profit, guestPrices } = group
    ? { ...roomsPrice(held, nights), guestPrices: [] }
    : individualPrice(held[0], nights, guestList.map(() => 1));
  const status = statusAt(stay.checkIn, stay.checkOut, now);

  const orderId = await insertOrder(tx, {
    guestType: input.guest_type,
    hotelId: hotel.id,
    guestGroupId: group ? input.guest_group : null,
    orderStatus: status,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    countOfPeople: input.count_of_people,
    hotelCost: hotelCost.toFixed(2),
    profit: profit.toFixed(2),
  });
  await tx.insert(hotelOrderRooms).values([...placed].map(([roomId, people]) => ({ orderId, roomId, people })));
  if (guestList.length) {
    const room = held[0];
    await insertGuests(
      tx,
      guestList.map((guest, index) => ({
        hotelOrderId: orderId,
        hotelId: hotel.id,
        roomId: room.id,
        roomName: room.roomName,
        status: status === "Completed" ? "Completed" : "New",
        gender: guest.gender,
        fullName: guest.full_name,
        price: guestPrices[index].toFixed(2),
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        // A millisecond apart, so the guests list in the order they were sent.
        createdAt: new Date(now.getTime() + index),
      })),
    );
  }
  if (group) await syncGroupStatuses(tx, now, [input.guest_group]);
  await attachFoodOrders(tx, orderId, input.food_order ?? []);
  return orderId;
}

/**
 * POST /orders/hotel_order/create/: shape problems were 400s in the contract,
 * unknown or foreign rooms, hotel or group are 400s here, too few free beds is a 409; all in
 * one transaction with the rooms locked.
 */
export async function createHotelOrder(ctx: AppContext, input: HotelOrderInput): Promise<HotelOrder> {
  const now = ctx.now();
  const id = await ctx.db.transaction((tx) => book(tx, input, now));
  return getHotelOrder(ctx, id);
}
