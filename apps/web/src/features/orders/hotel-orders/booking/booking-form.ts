import { z } from "zod";
import { addDays, type CalendarDate, formatIsoDate, localDateTimeToWire, wireToLocalDateTime } from "@app/contract/dates";
import { hotelOrderInput, type GuestType, type HotelOrder, type Meal } from "@app/contract/schemas/hotel-orders";

export type GuestRow = { full_name: string; gender: "1" | "2" };

/** What the booking form holds; field names are the create body's, so errors land where they belong. */
export type BookingValues = {
  hotel: string;
  guest_type: GuestType;
  /** datetime-local values (yyyy-MM-ddTHH:mm) on the business wall clock. */
  check_in: string;
  check_out: string;
  /** Narrows the rooms offered; not sent. */
  room_type: string;
  room: string;
  rooms: string[];
  guest_group: string;
  /** The group's head count; an individual order counts its guest rows. */
  count_of_people: string;
  guest_details: GuestRow[];
  /** The meals the kitchen serves the stay. */
  meals: Meal[];
};

export const NEW_GUEST: GuestRow = { full_name: "", gender: "1" };

/** A new booking's stay by default: arriving today at the check-in time, leaving tomorrow at the check-out time. */
export type DefaultStay = { today: CalendarDate; checkInTime: string; checkOutTime: string };

/** A new booking, of this hotel if chosen, and a group booking of this guest group if one is given. */
export function emptyBooking(hotel: string, stay?: DefaultStay, group?: string): BookingValues {
  return {
    hotel,
    guest_type: group ? "group" : "individual",
    check_in: stay ? `${formatIsoDate(stay.today)}T${stay.checkInTime}` : "",
    check_out: stay ? `${formatIsoDate(addDays(stay.today, 1))}T${stay.checkOutTime}` : "",
    room_type: "",
    room: "",
    rooms: [],
    guest_group: group ?? "",
    count_of_people: "",
    guest_details: [NEW_GUEST],
    meals: [],
  };
}

/** The form holding a booking as it stands, to be changed (the amendment sends the whole form). */
export function bookingValuesOf(order: HotelOrder): BookingValues {
  return {
    hotel: order.hotel,
    guest_type: order.guest_type,
    check_in: wireToLocalDateTime(order.check_in) ?? "",
    check_out: wireToLocalDateTime(order.check_out) ?? "",
    room_type: "",
    room: order.room ?? "",
    rooms: order.guest_type === "group" ? order.rooms : [],
    guest_group: order.guest_group?.id ?? "",
    count_of_people: String(order.count_of_people),
    guest_details: order.guests.length
      ? order.guests.map((guest) => ({ full_name: guest.full_name, gender: guest.gender === "Female" ? "2" : "1" }))
      : [NEW_GUEST],
    meals: order.meals,
  };
}

/** The wire datetime of a datetime-local value, or the value as it is, for the contract to refuse. */
export const wireDateTime = (local: string) => localDateTimeToWire(local) ?? local;

/** The POST /orders/hotel_order/create/ body of the form's values. */
export function bookingBody(values: BookingValues): z.input<typeof hotelOrderInput> {
  const stay = { hotel: values.hotel, check_in: wireDateTime(values.check_in), check_out: wireDateTime(values.check_out), meals: values.meals };
  return values.guest_type === "individual"
    ? { ...stay, room: values.room || null, guest_details: values.guest_details, count_of_people: values.guest_details.length }
    : { ...stay, rooms: values.rooms, guest_group: values.guest_group, count_of_people: values.count_of_people };
}

/** The form is checked by the contract's own create schema, applied to the body it would send. */
export const bookingSchema = z.custom<BookingValues>().transform(bookingBody).pipe(hotelOrderInput);
