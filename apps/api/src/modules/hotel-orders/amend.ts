import { asc, eq } from "drizzle-orm";
import { dec } from "@app/contract/decimal";
import {
  type HotelOrder,
  type HotelOrderChanges,
  type HotelOrderFields,
  type HotelOrderInput,
  amendedHotelOrder,
} from "@app/contract/schemas/hotel-orders";
import type { GuestGender } from "@app/contract/schemas/guests";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { guests, hotelOrderRooms, hotelOrders } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import { syncGroupStatuses } from "./group-status.ts";
import { writeGuests } from "./guest-rows.ts";
import { type LockedOrder, lockOrder, requireStep } from "./order-lock.ts";
import { type Placement, place } from "./placement.ts";
import { dropStaleAssignments } from "./rooming-facts.ts";
import { getHotelOrder } from "./service.ts";

/** The booking as a create body would have made it (what an amendment's fields replace), and its guests' prices. */
async function current(tx: Tx, order: LockedOrder): Promise<{ fields: HotelOrderFields; guestPrices: string[] }> {
  const booked = await tx.select({ room: hotelOrderRooms.roomId }).from(hotelOrderRooms).where(eq(hotelOrderRooms.orderId, order.id));
  const people = await tx
    .select({ full_name: guests.fullName, gender: guests.gender, price: guests.price })
    .from(guests)
    .where(eq(guests.hotelOrderId, order.id))
    .orderBy(asc(guests.createdAt), asc(guests.id));
  const group = order.guestType === "group";
  const fields: HotelOrderFields = {
    hotel: order.hotelId,
    check_in: order.checkIn,
    check_out: order.checkOut,
    count_of_people: order.countOfPeople,
    meals: order.meals,
    room: group ? null : (booked[0]?.room ?? null),
    rooms: group ? booked.map((row) => row.room) : null,
    guest_group: order.guestGroupId,
    guest_details: group ? null : people.map((guest) => ({ full_name: guest.full_name, gender: guest.gender as GuestGender })),
  };
  return { fields, guestPrices: people.map((guest) => guest.price) };
}

const sameRooms = (a: string[], b: string[]) => a.length === b.length && a.every((room) => b.includes(room));

/**
 * A booked price stays unless what it is priced on changes: the hotel, the stay, the rooms or
 * (sharing the price) the number of guests. A new head count or group, or a guest's name, keeps it.
 */
function keptPrice(before: HotelOrderFields, after: HotelOrderInput, placement: Placement, order: LockedOrder, guestPrices: string[]): Placement {
  const rooms = (fields: { room?: string | null; rooms?: string[] | null }) => (fields.rooms?.length ? fields.rooms : fields.room ? [fields.room] : []);
  const unchanged =
    before.hotel === after.hotel &&
    before.check_in.getTime() === after.check_in.getTime() &&
    before.check_out.getTime() === after.check_out.getTime() &&
    sameRooms(rooms(before), rooms(after)) &&
    (after.guest_type === "group" || after.guest_details.length === guestPrices.length);
  return unchanged
    ? { ...placement, hotelCost: dec(order.hotelCost), profit: dec(order.profit), guestPrices: guestPrices.map((price) => dec(price)) }
    : placement;
}

const sent = (changes: HotelOrderChanges) => Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/**
 * PATCH /orders/hotel_order/{id}/: the booking with the fields sent over its current ones goes
 * through the create's checks (the contract's rules, then placement over the new stay with its
 * own beds free, under the same room locks), priced again when its stay, rooms or guest count
 * changed. Its type stays: a group booking stays a group's, an individual one keeps guests.
 */
export async function amendHotelOrder(ctx: AppContext, id: string, changes: HotelOrderChanges): Promise<HotelOrder> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    requireStep("edit", order, now);
    const before = await current(tx, order);
    const input = amendedHotelOrder.parse({ ...before.fields, ...sent(changes) });
    if (input.guest_type !== order.guestType) {
      throw invalid({ non_field_errors: ["Buyurtma turini (guruh yoki individual) o'zgartirib bo'lmaydi"] });
    }
    const placement = keptPrice(before.fields, input, await place(tx, input, now, { exceptOrder: order.id }), order, before.guestPrices);
    const group = input.guest_type === "group" ? input.guest_group : null;
    await tx
      .update(hotelOrders)
      .set({
        hotelId: placement.hotelId,
        guestGroupId: group,
        orderStatus: placement.status,
        checkIn: placement.stay.checkIn,
        checkOut: placement.stay.checkOut,
        countOfPeople: input.count_of_people,
        meals: input.meals,
        hotelCost: placement.hotelCost.toFixed(2),
        profit: placement.profit.toFixed(2),
        updatedAt: now,
      })
      .where(eq(hotelOrders.id, order.id));
    await tx.delete(hotelOrderRooms).where(eq(hotelOrderRooms.orderId, order.id));
    await tx.insert(hotelOrderRooms).values([...placement.placed].map(([roomId, people]) => ({ orderId: order.id, roomId, people })));
    if (input.guest_type === "individual") await writeGuests(tx, order.id, input.guest_details, placement, now);
    else await dropStaleAssignments(tx, order.id, group !== order.guestGroupId, [...placement.placed.keys()]);
    const groups = [...new Set([order.guestGroupId, group])].filter((value) => value !== null);
    await syncGroupStatuses(tx, now, groups);
  });
  return getHotelOrder(ctx, id);
}
