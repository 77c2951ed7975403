import { businessDateOf, daysBetween, parseWireDateTime } from "../dates.ts";
import type { GuestType, OrderStatus } from "../schemas/hotel-orders.ts";

/**
 * What the desk does to a booking after it is made: Tahrirlash, Bekor qilish, Keldi, Ketdi,
 * Xona almashtirish, and putting a group's pilgrims into its rooms (rooming).
 */
export type BookingStep = "edit" | "cancel" | "check_in" | "check_out" | "move" | "rooming";

/** What decides the steps a booking may take: where it stands and what the desk recorded on it. */
export type BookingState = {
  status: OrderStatus;
  guestType: GuestType;
  checkedIn: boolean;
  checkedOut: boolean;
  /** The business day of its check-in has come: an arrival is recorded from that day on. */
  arrivalDayReached: boolean;
};

/**
 * Why a booking may not take a step now (the server's 409 detail), or null when it may. The
 * server refuses by it and the screens offer only the steps it allows, so both say the same.
 * A guest who came is checked out rather than canceled, and may be checked out after the booked
 * check-out has passed (the desk records a departure late); nothing changes a canceled booking.
 */
export function refusalOf(step: BookingStep, state: BookingState): string | null {
  if (state.status === "Canceled") return "Buyurtma bekor qilingan: uni o'zgartirib bo'lmaydi";
  if (step === "check_out") {
    if (!state.checkedIn) return "Avval mehmonlar kelganini (Keldi) belgilang";
    return state.checkedOut ? "Mehmonlar ketgani allaqachon belgilangan" : null;
  }
  if (state.status === "Completed") return "Buyurtma yakunlangan: uni o'zgartirib bo'lmaydi";
  switch (step) {
    case "edit":
      return null;
    case "cancel":
      return state.checkedIn ? "Mehmonlar joylashgan: bekor qilish o'rniga ketganini (Ketdi) belgilang" : null;
    case "check_in":
      if (state.checkedIn) return "Mehmonlar kelgani allaqachon belgilangan";
      return state.arrivalDayReached ? null : "Kelishni kirish kunidan boshlab belgilash mumkin";
    case "move":
      return state.guestType === "group" ? "Guruh ziyoratchilari xonalarga joylashtirish orqali ko'chiriladi" : null;
    case "rooming":
      return state.guestType === "group" ? null : "Xonalarga joylashtirish faqat guruh buyurtmasida bor";
  }
}

/** Has the business day of this check-in come at `now`? */
export function arrivalDayReached(checkIn: Date, now: Date): boolean {
  return daysBetween(businessDateOf(checkIn), businessDateOf(now)) >= 0;
}

/** What the steps depend on, as the read shapes send it. */
export type BookingFacts = {
  order_status: OrderStatus;
  guest_type: GuestType;
  check_in: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
};

/** The state of a booking as a screen holds it (wire datetimes), at `now`. */
export function bookingStateOf(order: BookingFacts, now: Date): BookingState {
  const checkIn = parseWireDateTime(order.check_in);
  return {
    status: order.order_status,
    guestType: order.guest_type,
    checkedIn: order.checked_in_at !== null,
    checkedOut: order.checked_out_at !== null,
    arrivalDayReached: checkIn !== null && arrivalDayReached(checkIn, now),
  };
}

