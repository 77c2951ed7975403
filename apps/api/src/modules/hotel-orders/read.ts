import { type SQL, asc, eq, inArray } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type {
  ActiveHotelOrder,
  BookedRoom,
  CompletedHotelOrder,
  HotelOrder,
  LinkedFoodOrder,
} from "@app/contract/schemas/hotel-orders";
import { ZERO, moneyNumber } from "@app/contract/decimal";
import type { Db, Tx } from "../../db/client.ts";
import { guestGroups, guests, hotelOrderRooms, hotelOrders, hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { type GuestRow, guestRows, toGuestListItem, toGuestShort } from "../hotels/guests.ts";
import { orderStatusSql } from "../hotels/stay-status.ts";
import { foodOrdersOf } from "./food.ts";
import { nightsOf } from "./pricing.ts";
import { readAll } from "../../db/reads.ts";

/** Hotel orders with their hotel's name, their group and the status the clock gives them now. */
export function orderRows(db: Db | Tx, where: SQL | undefined, now: Date) {
  return db
    .select({
      id: hotelOrders.id,
      orderId: hotelOrders.orderId,
      guestType: hotelOrders.guestType,
      hotelId: hotelOrders.hotelId,
      hotelName: hotels.name,
      groupId: guestGroups.id,
      groupName: guestGroups.name,
      groupCount: guestGroups.count,
      groupStatus: guestGroups.guestGroupStatus,
      status: orderStatusSql(now),
      meals: hotelOrders.meals,
      checkIn: hotelOrders.checkIn,
      checkOut: hotelOrders.checkOut,
      countOfPeople: hotelOrders.countOfPeople,
      hotelCost: hotelOrders.hotelCost,
      createdAt: hotelOrders.createdAt,
      canceledAt: hotelOrders.canceledAt,
      cancelReason: hotelOrders.cancelReason,
      checkedInAt: hotelOrders.checkedInAt,
      checkedOutAt: hotelOrders.checkedOutAt,
    })
    .from(hotelOrders)
    .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
    .leftJoin(guestGroups, eq(guestGroups.id, hotelOrders.guestGroupId))
    .where(where)
    .$dynamic();
}

export type OrderRow = Awaited<ReturnType<typeof orderRows>>[number];

export type OrderDetails = {
  rooms: Map<string, Array<BookedRoom & { orderId: string }>>;
  guests: Map<string, GuestRow[]>;
  food: Map<string, LinkedFoodOrder[]>;
};

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The rooms, guests and food orders of a page of orders, in three queries. */
export async function detailsOf(db: Db | Tx, orders: OrderRow[], now: Date): Promise<OrderDetails> {
  const ids = orders.map((order) => order.id);
  if (!ids.length) return { rooms: new Map(), guests: new Map(), food: new Map() };
  const [booked, guestList, food] = await readAll(db, [
    () =>
      db
        .select({
          orderId: hotelOrderRooms.orderId,
          room: hotelOrderRooms.roomId,
          room_number: rooms.roomNumber,
          room_name: roomTypes.name,
          people: hotelOrderRooms.people,
        })
        .from(hotelOrderRooms)
        .innerJoin(rooms, eq(rooms.id, hotelOrderRooms.roomId))
        .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
        .where(inArray(hotelOrderRooms.orderId, ids))
        .orderBy(asc(rooms.floor), asc(rooms.roomNumber)),
    () => guestRows(db, inArray(guests.hotelOrderId, ids), now),
    () => foodOrdersOf(db, ids, now),
  ]);
  return {
    rooms: groupBy(booked, (row) => row.orderId),
    guests: groupBy([...guestList].reverse(), (row) => row.hotelOrderId),
    food,
  };
}

const wireMoment = (instant: Date | null) => (instant ? formatWireDateTime(instant) : null);

function core(order: OrderRow, details: OrderDetails) {
  const booked = (details.rooms.get(order.id) ?? []).map(({ orderId: _, ...room }) => room);
  return {
    id: order.id,
    order_id: order.orderId,
    guest_type: order.guestType,
    hotel: order.hotelId,
    hotel_name: order.hotelName,
    order_status: order.status,
    room: order.guestType === "individual" ? (booked[0]?.room ?? null) : null,
    guest_group:
      order.groupId && order.groupName !== null && order.groupCount !== null && order.groupStatus !== null
        ? { id: order.groupId, name: order.groupName, count: order.groupCount, guest_group_status: order.groupStatus }
        : null,
    check_in: formatWireDateTime(order.checkIn),
    check_out: formatWireDateTime(order.checkOut),
    nights: nightsOf(order.checkIn, order.checkOut),
    count_of_people: order.countOfPeople,
    meals: order.meals,
    created_at: formatWireDateTime(order.createdAt),
    canceled_at: wireMoment(order.canceledAt),
    cancel_reason: order.cancelReason,
    checked_in_at: wireMoment(order.checkedInAt),
    checked_out_at: wireMoment(order.checkedOutAt),
    booked_rooms: booked,
  };
}

/**
 * The costs of every shape. The hotel cost is the stored one for both order types: a group
 * order has no guests to add up.
 */
function costs(order: OrderRow, details: OrderDetails) {
  const food = details.food.get(order.id) ?? [];
  const foodTotal = food.reduce((sum, item) => sum.plus(item.total_price), ZERO);
  return {
    food,
    hotel: moneyNumber(order.hotelCost),
    food_total: moneyNumber(foodTotal),
    total: moneyNumber(foodTotal.plus(order.hotelCost)),
  };
}

export function toHotelOrder(order: OrderRow, details: OrderDetails): HotelOrder {
  const base = core(order, details);
  const cost = costs(order, details);
  return {
    ...base,
    rooms: base.booked_rooms.map((room) => room.room),
    food_service: order.meals.length > 0,
    guests: (details.guests.get(order.id) ?? []).map(toGuestListItem),
    order_food: cost.food,
    hotel_total_price: cost.hotel,
    total_food_price: cost.food_total,
    general_cost: cost.total,
  };
}

export function toActiveHotelOrder(order: OrderRow, details: OrderDetails): ActiveHotelOrder {
  const base = core(order, details);
  const cost = costs(order, details);
  return {
    ...base,
    rooms: base.booked_rooms.map((room) => room.room),
    food_service: order.meals.length > 0,
    guests: (details.guests.get(order.id) ?? []).map(toGuestShort),
    food_order: cost.food,
    total_guest_cost: cost.hotel,
    total_food_cost: cost.food_total,
    general_cost: cost.total,
  };
}

export function toCompletedHotelOrder(order: OrderRow, details: OrderDetails): CompletedHotelOrder {
  const cost = costs(order, details);
  return {
    ...core(order, details),
    guests: (details.guests.get(order.id) ?? []).map(toGuestShort),
    food_order: cost.food,
    total_guest_cost: cost.hotel,
    total_food_cost: cost.food_total,
    total_cost: cost.total,
  };
}
