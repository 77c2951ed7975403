import { type SQL, eq, sql } from "drizzle-orm";
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
import { guestGroups, hotelOrderRooms, hotelOrders, hotels, roomTypes, rooms } from "../../db/schema/index.ts";
import { guestRowOfJson, guestsOfOrderJson, toGuestListItem, toGuestShort } from "../hotels/guests.ts";
import { servesFoodSql } from "../food-orders/public.ts";
import { type Instant, orderStatusSql } from "../hotels/stay-status.ts";
import { foodOrdersOf } from "./food.ts";
import { nightsOf } from "./pricing.ts";

function orderFields(now: Instant) {
  return {
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
  };
}

/** Hotel orders with their hotel's name, their group, the status the clock gives them now, and `extra`. */
function ordersWith<E extends Record<string, SQL>>(db: Db | Tx, where: SQL | undefined, now: Instant, extra: E) {
  return db
    .select({ ...orderFields(now), ...extra })
    .from(hotelOrders)
    .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
    .leftJoin(guestGroups, eq(guestGroups.id, hotelOrders.guestGroupId))
    .where(where)
    .$dynamic();
}

/** Hotel orders with their hotel's name, their group and the status the clock gives them now. */
export const orderRows = (db: Db | Tx, where: SQL | undefined, now: Date) => ordersWith(db, where, now, {});

/** The rooms booked by the order the enclosing statement reads, by floor and number, as one JSON array. */
const bookedRoomsJson = sql<BookedRoom[]>`(select coalesce(json_agg(json_build_object(
    'room', ${hotelOrderRooms.roomId}, 'room_number', ${rooms.roomNumber}, 'room_name', ${roomTypes.name},
    'people', ${hotelOrderRooms.people}) order by ${rooms.floor}, ${rooms.roomNumber}), '[]'::json)
  from ${hotelOrderRooms} join ${rooms} on ${rooms.id} = ${hotelOrderRooms.roomId}
    join ${roomTypes} on ${roomTypes.id} = ${rooms.roomTypeId}
  where ${hotelOrderRooms.orderId} = ${hotelOrders.id})`;

/**
 * Hotel orders as `orderRows` reads them with their booked rooms and guests, and whether any food
 * order is served with them, in the same statement: a page is one round trip to the database
 * (each one costs the API a socket write and the database a wake-up, which under load cost more
 * than the reads themselves). `extra` adds fields, such as a list's count.
 */
export const detailedOrderRows = <E extends Record<string, SQL>>(db: Db | Tx, where: SQL | undefined, now: Instant, extra: E) =>
  ordersWith(db, where, now, {
    rooms: bookedRoomsJson,
    guests: guestsOfOrderJson(now),
    servesFood: servesFoodSql(hotelOrders.id),
    ...extra,
  });

export type OrderRow = Omit<Awaited<ReturnType<typeof detailedOrderRows<{ total: SQL<number> }>>>[number], "total">;

/** The food orders served with each order of a page, read only for the orders that have some. */
export type OrderFood = Map<string, LinkedFoodOrder[]>;

export async function foodOfOrders(db: Db | Tx, orders: OrderRow[], now: Date): Promise<OrderFood> {
  const served = orders.filter((order) => order.servesFood).map((order) => order.id);
  return served.length ? foodOrdersOf(db, served, now) : new Map();
}

const wireMoment = (instant: Date | null) => (instant ? formatWireDateTime(instant) : null);

function core(order: OrderRow) {
  const booked = order.rooms;
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
function costs(order: OrderRow, foodOf: OrderFood) {
  const food = foodOf.get(order.id) ?? [];
  const foodTotal = food.reduce((sum, item) => sum.plus(item.total_price), ZERO);
  return {
    food,
    hotel: moneyNumber(order.hotelCost),
    food_total: moneyNumber(foodTotal),
    total: moneyNumber(foodTotal.plus(order.hotelCost)),
  };
}

export function toHotelOrder(order: OrderRow, food: OrderFood): HotelOrder {
  const base = core(order);
  const cost = costs(order, food);
  return {
    ...base,
    rooms: base.booked_rooms.map((room) => room.room),
    food_service: order.meals.length > 0,
    guests: order.guests.map((guest) => toGuestListItem(guestRowOfJson(guest))),
    order_food: cost.food,
    hotel_total_price: cost.hotel,
    total_food_price: cost.food_total,
    general_cost: cost.total,
  };
}

export function toActiveHotelOrder(order: OrderRow, food: OrderFood): ActiveHotelOrder {
  const base = core(order);
  const cost = costs(order, food);
  return {
    ...base,
    rooms: base.booked_rooms.map((room) => room.room),
    food_service: order.meals.length > 0,
    guests: order.guests.map((guest) => toGuestShort(guestRowOfJson(guest))),
    food_order: cost.food,
    total_guest_cost: cost.hotel,
    total_food_cost: cost.food_total,
    general_cost: cost.total,
  };
}

export function toCompletedHotelOrder(order: OrderRow, food: OrderFood): CompletedHotelOrder {
  const cost = costs(order, food);
  return {
    ...core(order),
    guests: order.guests.map((guest) => toGuestShort(guestRowOfJson(guest))),
    food_order: cost.food,
    total_guest_cost: cost.hotel,
    total_food_cost: cost.food_total,
    total_cost: cost.total,
  };
}
