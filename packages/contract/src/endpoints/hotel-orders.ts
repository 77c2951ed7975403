import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  activeHotelOrder,
  completedHotelOrder,
  guestMoveInput,
  hotelOrder,
  hotelOrderCancelInput,
  hotelOrderChanges,
  hotelOrderInput,
  hotelOrderListQuery,
  stayMomentInput,
} from "../schemas/hotel-orders.ts";

export const ORDER_NOT_FOUND = "Buyurtma topilmadi";

/** Reservations belong to the orders desk and to the hotel staff alike. */
const AREAS = ["orders", "hotels"] as const;
const read = allowed(AREAS, "read");
const write = allowed(AREAS, "write");
/** The planned list follows its own menu entry, which leaves out the warehouse role. */
const plannedRead = allowed(["orders_planned", "hotels"], "read");
const ITEM = "/orders/hotel_order/:id/";
const DELETE = "/orders/hotel_order/delete/:id/";

/** A step the desk takes on one booking: it answers the booking as it now stands. */
const step = <B extends typeof hotelOrderCancelInput | typeof stayMomentInput | typeof guestMoveInput>(
  name: string,
  summary: string,
  body: B,
) => endpoint({ method: "POST", path: `${ITEM}${name}/`, access: write, summary, params: idParams, body, response: hotelOrder, missing: ORDER_NOT_FOUND });

export const HOTEL_ORDERS = {
  list: endpoint({
    method: "GET",
    path: "/orders/hotel_orders/",
    access: read,
    summary: "Every hotel order, newest first, one page or an xlsx file",
    query: hotelOrderListQuery,
    response: pageSchema(hotelOrder),
    xlsx: true,
  }),
  active: endpoint({
    method: "GET",
    path: "/orders/hotel_orders/active/",
    access: read,
    summary: "Hotel orders whose guests are staying now, latest check-in first, one page or an xlsx file",
    query: hotelOrderListQuery,
    response: pageSchema(activeHotelOrder),
    xlsx: true,
  }),
  planned: endpoint({
    method: "GET",
    path: "/orders/hotel_orders/planned/",
    access: plannedRead,
    summary: "Hotel orders yet to check in, next check-in first, one page or an xlsx file",
    query: hotelOrderListQuery,
    response: pageSchema(hotelOrder),
    xlsx: true,
  }),
  completed: endpoint({
    method: "GET",
    path: "/orders/hotel_orders/no-active/",
    access: read,
    summary: "Hotel orders checked out, latest check-out first, one page or an xlsx file",
    query: hotelOrderListQuery,
    response: pageSchema(completedHotelOrder),
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: "/orders/hotel_order/create/",
    access: write,
    summary: "Book rooms of a hotel for an individual's guests or for a guest group",
    body: hotelOrderInput,
    response: hotelOrder,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    aliases: [DELETE],
    access: read,
    summary: "One hotel order with its rooms, guests and food orders",
    params: idParams,
    response: hotelOrder,
    missing: ORDER_NOT_FOUND,
  }),
  amend: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change a booking's dates, rooms, people, group or guests, with the checks of a new booking",
    params: idParams,
    body: hotelOrderChanges,
    response: hotelOrder,
    missing: ORDER_NOT_FOUND,
  }),
  cancel: step("cancel", "Cancel a booking with a reason: its rooms are free again", hotelOrderCancelInput),
  checkIn: step("check-in", "Record the guests' arrival (now unless `at` is given)", stayMomentInput),
  checkOut: step("check-out", "Record the guests' departure (now unless `at` is given); an early one frees the rooms", stayMomentInput),
  move: step("move", "Move a guest of an individual booking to another free room of its hotel", guestMoveInput),
  remove: endpoint({
    method: "DELETE",
    path: DELETE,
    access: write,
    summary: "Delete a hotel order with its guests and room bookings",
    params: idParams,
    status: 204,
    missing: ORDER_NOT_FOUND,
  }),
};
