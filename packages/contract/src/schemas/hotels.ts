import { z } from "zod";
import { email } from "./auth.ts";
import { queryDate, pageQuery, requiredText, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";
import { guestListItem } from "./guests.ts";
import { guestType, stayStatus } from "./hotel-orders.ts";
import { phoneNumber } from "./phone.ts";
import { room, roomGroup } from "./rooms.ts";
import { city } from "./transport-places.ts";

const RATING_ERROR = "Reyting 0 dan 5 gacha, ko'pi bilan bitta kasr raqami bilan bo'lishi kerak";
/** 0–5 with one fraction digit, as a JSON number or a numeric string. */
export const hotelRating = z
  .union([z.number(), z.string().trim()], { error: RATING_ERROR })
  .transform(String)
  .refine((value) => /^\d(\.\d0*)?$/.test(value) && Number(value) <= 5, { error: RATING_ERROR })
  .transform(Number);

export const hotelInput = z.object({
  name: requiredName(255),
  address: requiredText(255),
  email,
  phone_number: phoneNumber,
  rating: hotelRating,
  /** The hotel is a transfer place of this city. */
  city: city.default("other"),
});
export type HotelInput = z.infer<typeof hotelInput>;

export const hotelPatch = hotelInput.partial().extend({ city: city.optional() });
export type HotelPatch = z.infer<typeof hotelPatch>;

export const hotel = z.object({
  id: uuid,
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone_number: z.string(),
  rating: z.number(),
  city,
  created_at: z.string(),
});
export type Hotel = z.infer<typeof hotel>;

/** GET /hotels/: each hotel with its own room groups, computed per request. */
export const hotelListItem = hotel.extend({ rooms: z.array(roomGroup) });
export type HotelListItem = z.infer<typeof hotelListItem>;

const hotelGuests = {
  guests: z.array(guestListItem),
  /** Σ price of the listed guests. */
  total_guests_price: z.number(),
};

/** GET /hotels/{id}/ (optionally `?room_type=`, which narrows the rooms and the guests to that type). */
export const hotelDetail = hotel.extend({ rooms: z.array(roomGroup), ...hotelGuests });
export type HotelDetail = z.infer<typeof hotelDetail>;

/** GET/PATCH/PUT /hotels/update/{id}/, GET /hotels/delete/{id}/: one entry per physical room. */
export const hotelEditView = hotel.extend({ rooms: z.array(room), ...hotelGuests });
export type HotelEditView = z.infer<typeof hotelEditView>;

export const hotelListQuery = pageQuery.extend(searchQuery.shape);
export type HotelListQuery = z.infer<typeof hotelListQuery>;

export const hotelDetailQuery = z.object({ room_type: uuid.optional() });
export type HotelDetailQuery = z.infer<typeof hotelDetailQuery>;

/* The occupancy chart and the day's arrivals and departures of one hotel */

export const MAX_OCCUPANCY_DAYS = 92;

/** `date_from` defaults to today on the business calendar. */
export const hotelOccupancyQuery = z.object({
  date_from: queryDate.optional(),
  days: z.coerce
    .number({ error: `Kunlar soni 1 dan ${MAX_OCCUPANCY_DAYS} gacha bo'lishi kerak` })
    .int({ error: `Kunlar soni 1 dan ${MAX_OCCUPANCY_DAYS} gacha bo'lishi kerak` })
    .min(1, { error: `Kunlar soni 1 dan ${MAX_OCCUPANCY_DAYS} gacha bo'lishi kerak` })
    .max(MAX_OCCUPANCY_DAYS, { error: `Kunlar soni 1 dan ${MAX_OCCUPANCY_DAYS} gacha bo'lishi kerak` })
    .default(30),
});
export type HotelOccupancyQuery = z.infer<typeof hotelOccupancyQuery>;

/** One booking as a bar of the chart; `label` is the group's name or the guests' names. */
export const occupancyBooking = z.object({
  id: uuid,
  order_id: z.string(),
  guest_type: guestType,
  label: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  status: stayStatus,
  people: z.number().int(),
});
export type OccupancyBooking = z.infer<typeof occupancyBooking>;

export const hotelOccupancy = z.object({
  hotel: uuid,
  /** First and last day shown (dd.MM.yyyy, both inclusive). */
  date_from: z.string(),
  date_to: z.string(),
  rooms: z.array(
    z.object({
      id: uuid,
      room_number: z.string(),
      floor: z.number().int(),
      room_type: uuid,
      room_name: z.string(),
      capacity: z.number().int(),
      bookings: z.array(occupancyBooking),
    }),
  ),
});
export type HotelOccupancy = z.infer<typeof hotelOccupancy>;

/** `date` defaults to today on the business calendar. */
export const hotelMovementsQuery = z.object({ date: queryDate.optional() });
export type HotelMovementsQuery = z.infer<typeof hotelMovementsQuery>;

/** A booking arriving or leaving that day, with the numbers of the rooms it holds. */
export const hotelMovement = occupancyBooking.extend({ room_numbers: z.array(z.string()) });
export type HotelMovement = z.infer<typeof hotelMovement>;

export const hotelMovements = z.object({
  date: z.string(),
  arrivals: z.array(hotelMovement),
  departures: z.array(hotelMovement),
});
export type HotelMovements = z.infer<typeof hotelMovements>;
