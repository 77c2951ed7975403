import { z } from "zod";
import { money, pageQuery, queryBoolean, searchQuery, uuid, wholeNumber, wireDateTime } from "./common.ts";
import { requiredName } from "./names.ts";

/* Room types */

export const roomType = z.object({ id: uuid, name: z.string(), status: z.boolean(), created_at: z.string() });
export type RoomType = z.infer<typeof roomType>;

export const roomTypeInput = z.object({
  name: requiredName(255),
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).default(true),
});
export type RoomTypeInput = z.infer<typeof roomTypeInput>;

export const roomTypePatch = roomTypeInput.partial().extend({
  status: z.boolean({ error: "Holat true yoki false bo'lishi kerak" }).optional(),
});
export type RoomTypePatch = z.infer<typeof roomTypePatch>;

export const roomTypeListQuery = pageQuery.extend({
  ...searchQuery.shape,
  name: z.string().max(255).trim().optional(),
  status: queryBoolean.optional(),
});
export type RoomTypeListQuery = z.infer<typeof roomTypeListQuery>;

/* Rooms; prices are per room per night */

/** A price per room per night: net price and profit stay under 10 billion each, so their sum fits the column. */
export const roomPrice = money.refine((value) => value.split(".")[0].length <= 10, {
  error: "Narx juda katta (ko'pi bilan 9 999 999 999.99)",
});

export const MAX_FLOOR = 200;
/** Rooms of a floor are numbered floor×100 + 1..99. */
export const ROOMS_PER_FLOOR = 99;
export const MAX_CAPACITY = 50;

export const roomFloor = wholeNumber(1, MAX_FLOOR, "Qavat butun son bo'lishi kerak");
export const roomCapacity = wholeNumber(1, MAX_CAPACITY, "Sig'im butun son bo'lishi kerak");

export const roomBulkInput = z.object({
  hotel: uuid,
  room_type: uuid,
  floor: roomFloor,
  count: wholeNumber(1, ROOMS_PER_FLOOR, "Xonalar soni butun son bo'lishi kerak"),
  capacity: roomCapacity,
  net_price: roomPrice.default("0"),
  profit: roomPrice.default("0"),
});
export type RoomBulkInput = z.infer<typeof roomBulkInput>;

/** PATCH /rooms/update/{id}/ acts on every room of the same hotel and room type. */
export const roomGroupUpdateInput = z.object({
  count: wholeNumber(1, ROOMS_PER_FLOOR, "Xonalar soni butun son bo'lishi kerak").optional(),
  floor: roomFloor.optional(),
  capacity: roomCapacity.optional(),
  net_price: roomPrice.optional(),
  profit: roomPrice.optional(),
});
export type RoomGroupUpdateInput = z.infer<typeof roomGroupUpdateInput>;

/** "Now" figures for display: a room's people right now against its capacity. */
const occupancyNow = {
  occupied_count: z.number().int(),
  available_count: z.number().int(),
  remaining_capacity: z.number().int(),
};

/** One physical room. */
export const room = z.object({
  id: uuid,
  hotel: uuid,
  hotel_name: z.string(),
  room_type: uuid,
  room_name: z.string(),
  floor: z.number().int(),
  room_number: z.string(),
  capacity: z.number().int(),
  net_price: z.number(),
  profit: z.number(),
  gross_price: z.number(),
  ...occupancyNow,
  is_busy: z.boolean(),
});
export type Room = z.infer<typeof room>;

/**
 * The rooms of one hotel and room type. `id`, `floor`, `capacity`, `net_price` and `profit`
 * come from the group's oldest room, `gross_price` is the group's highest, the counts and
 * `remaining_capacity` are sums over the group.
 */
export const roomGroup = z.object({
  id: uuid,
  hotel: uuid,
  hotel_name: z.string(),
  room_type: uuid,
  room_name: z.string(),
  floor: z.number().int(),
  count: z.number().int(),
  ...occupancyNow,
  capacity: z.number().int(),
  net_price: z.number(),
  profit: z.number(),
  gross_price: z.number(),
});
export type RoomGroup = z.infer<typeof roomGroup>;

/** GET /rooms/update/{id}/: the group edit form; `count_view` is the number of rooms in the group. */
export const roomGroupEdit = z.object({
  id: uuid,
  hotel: uuid,
  room_type: uuid,
  floor: z.number().int(),
  capacity: z.number().int(),
  net_price: z.number(),
  profit: z.number(),
  gross_price: z.number(),
  count_view: z.number().int(),
});
export type RoomGroupEdit = z.infer<typeof roomGroupEdit>;

export const roomGroupUpdateResult = z.object({
  detail: z.string(),
  room_type: z.string(),
  hotel: z.string(),
  new_count: z.number().int(),
});
export type RoomGroupUpdateResult = z.infer<typeof roomGroupUpdateResult>;

export const roomGroupDeleteQuery = z.object({ hotel: uuid, room_type: uuid });
export type RoomGroupDeleteQuery = z.infer<typeof roomGroupDeleteQuery>;

/** `kept_count`: rooms left because bookings or guests refer to them. */
export const roomGroupDeleteResult = z.object({ deleted_count: z.number().int(), kept_count: z.number().int() });
export type RoomGroupDeleteResult = z.infer<typeof roomGroupDeleteResult>;

export const roomListQuery = pageQuery.extend({ hotel: uuid.optional(), room_type: uuid.optional() });
export type RoomListQuery = z.infer<typeof roomListQuery>;

/** GET /rooms/available/: free beds of every room of a hotel over a stay (the booking form). */
export const roomAvailabilityQuery = z
  .object({
    hotel: uuid,
    check_in: wireDateTime,
    check_out: wireDateTime,
    room_type: uuid.optional(),
    /** A booking being changed: the beds it holds count as free. */
    except_order: uuid.optional(),
  })
  .refine((value) => value.check_out.getTime() > value.check_in.getTime(), {
    path: ["check_out"],
    error: "Chiqish vaqti kirish vaqtidan keyin bo'lishi kerak",
  });
export type RoomAvailabilityQuery = z.infer<typeof roomAvailabilityQuery>;

export const availableRoom = z.object({
  id: uuid,
  room_number: z.string(),
  floor: z.number().int(),
  room_type: uuid,
  room_name: z.string(),
  capacity: z.number().int(),
  gross_price: z.number(),
  /** Beds no overlapping booking takes at its busiest moment within the stay. */
  free_beds: z.number().int(),
});
export type AvailableRoom = z.infer<typeof availableRoom>;
