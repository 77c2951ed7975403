import { z } from "zod";
import { uuid } from "./common.ts";
import { orderStatus } from "./hotel-orders.ts";

/** A pilgrim as a rooming list shows it. */
export const roomedPilgrim = z.object({
  id: uuid,
  full_name: z.string(),
  /** 1 male, 2 female, as a pilgrim's. */
  gender: z.union([z.literal(1), z.literal(2)]),
  family: z.string().nullable(),
  passport_number: z.string(),
});
export type RoomedPilgrim = z.infer<typeof roomedPilgrim>;

/** One room of a stay: its beds booked for the stay (`capacity`) and who sleeps there. */
export const roomingRoom = z.object({
  room: uuid,
  room_number: z.string(),
  room_type: z.string(),
  capacity: z.number().int(),
  pilgrims: z.array(roomedPilgrim),
});
export type RoomingRoom = z.infer<typeof roomingRoom>;

/** GET /orders/hotel_order/{id}/rooming/: the stay's rooms with their pilgrims, and the group's pilgrims in none. */
export const rooming = z.object({
  rooms: z.array(roomingRoom),
  unassigned: z.array(roomedPilgrim),
});
export type Rooming = z.infer<typeof rooming>;

/** Why the auto-assignment left a pilgrim out. */
export const UNPLACED_REASONS = ["no_free_beds", "no_matching_room"] as const;

/** POST …/rooming/auto/: the rooming, and who could not be placed and why (also in Uzbek). */
export const roomingAutoResult = rooming.extend({
  unplaced: z.array(
    z.object({ pilgrim: uuid, full_name: z.string(), reason: z.enum(UNPLACED_REASONS), message: z.string() }),
  ),
});
export type RoomingAutoResult = z.infer<typeof roomingAutoResult>;

const MAX_ASSIGNMENTS = 10_000;

/** PUT …/rooming/: every assignment of the stay; a pilgrim left out has no room in it. */
export const roomingInput = z.object({
  assignments: z
    .array(z.object({ pilgrim: uuid, room: uuid }), { error: "Joylashtirishlar ro'yxat bo'lishi kerak" })
    .max(MAX_ASSIGNMENTS),
});
export type RoomingInput = z.infer<typeof roomingInput>;

/** GET /guests/groups/{id}/rooming/stays/: a stay of the group that rooming may show, and why it may not change now. */
export const roomingStay = z.object({
  id: uuid,
  order_id: z.string(),
  hotel_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  order_status: orderStatus,
  /** Why its rooming may not change now (a completed stay), or null when it may. */
  rooming_refusal: z.string().nullable(),
});
export type RoomingStay = z.infer<typeof roomingStay>;
