import type { BookingFacts } from "@app/contract/formulas/booking-steps";
import type { AnyHotelOrder } from "./hotel-orders-api.ts";

/** What a list row shows of an order, whichever hotel-order shape its list answers with. */
export type OrderSummary = {
  id: string;
  orderId: string;
  status: AnyHotelOrder["order_status"];
  hotelName: string;
  /** The group's name, or the guests' names. */
  who: string;
  rooms: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  people: number;
  /** Hotel and food together: `general_cost`, called `total_cost` on the completed list. */
  total: number;
  /** What decides the steps the row offers (Tahrirlash, Bekor qilish, Keldi, Ketdi, Xona almashtirish). */
  facts: BookingFacts;
};

export function summarize(order: AnyHotelOrder): OrderSummary {
  return {
    id: order.id,
    orderId: order.order_id,
    status: order.order_status,
    hotelName: order.hotel_name,
    who: order.guest_group ? order.guest_group.name : order.guests.map((guest) => guest.full_name).join(", "),
    rooms: order.booked_rooms.map((room) => room.room_number).join(", "),
    checkIn: order.check_in,
    checkOut: order.check_out,
    nights: order.nights,
    people: order.count_of_people,
    total: "total_cost" in order ? order.total_cost : order.general_cost,
    facts: order,
  };
}

/** The list an order page came from: /orders/active/hotels/{id} -> /orders/active, /hotels/reservations/{id} -> /hotels/reservations. */
export function listPathOf(orderPath: string): string {
  return orderPath.replace(/\/(?:hotels\/)?[^/]+\/?$/, "");
}
