import { z } from "zod";
import { pageQuery, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";

/** Gender travels as 1 (male) / 2 (female) on input and as its label on output. */
export const GENDER_LABELS = { 1: "Male", 2: "Female" } as const;
export type GuestGender = keyof typeof GENDER_LABELS;
export const guestGenderLabel = z.enum(["Male", "Female"]);

const GENDER_ERROR = "Jins 1 (erkak) yoki 2 (ayol) bo'lishi kerak";
export const guestGender = z
  .union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")], { error: GENDER_ERROR })
  .transform((value) => Number(value) as GuestGender);

export const GUEST_STATUSES = ["New", "Completed", "Canceled"] as const;
export const guestStatus = z.enum(GUEST_STATUSES, { error: "Holat New, Completed yoki Canceled bo'lishi kerak" });
export type GuestStatus = z.infer<typeof guestStatus>;

/** One person of an individual booking, as the create form sends it. */
export const guestDetailInput = z.object({ full_name: requiredName(255), gender: guestGender });
export type GuestDetailInput = z.infer<typeof guestDetailInput>;

/**
 * A guest as the guest lists show one, with the hotel, the booking and the room number beside it.
 * `order_number` is the guest's own legacy number; `booking_number` is its booking's `order_id`.
 */
export const guestListItem = z.object({
  id: uuid,
  order_number: z.string(),
  hotel: uuid,
  hotel_order: uuid,
  booking_number: z.string(),
  room: uuid.nullable(),
  room_name: z.string().nullable(),
  room_number: z.string().nullable(),
  status: guestStatus,
  gender: guestGenderLabel,
  full_name: z.string(),
  count: z.number().int(),
  price: z.number(),
  check_in: z.string(),
  check_out: z.string(),
  created_at: z.string(),
});
export type GuestListItem = z.infer<typeof guestListItem>;

export const guestShort = z.object({
  id: uuid,
  full_name: z.string(),
  hotel: uuid,
  room: uuid.nullable(),
  room_name: z.string().nullable(),
  gender: guestGenderLabel,
  price: z.number(),
});
export type GuestShort = z.infer<typeof guestShort>;

export const guestListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: guestStatus.optional(),
  hotel: uuid.optional(),
});
export type GuestListQuery = z.infer<typeof guestListQuery>;
