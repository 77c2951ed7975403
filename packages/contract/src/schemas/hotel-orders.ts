import { z } from "zod";
import { type FoodOrder, foodOrder } from "./kitchen-food-orders.ts";
import { queryDate, pageQuery, requiredText, searchQuery, uuid, wholeNumber, wireDateTime } from "./common.ts";
import { guestGroupSummary } from "./guest-groups.ts";
import { overrideCredit } from "./money.ts";
import { type GuestDetailInput, guestDetailInput, guestListItem, guestShort } from "./guests.ts";

export const GUEST_TYPES = ["individual", "group"] as const;
export const guestType = z.enum(GUEST_TYPES);
export type GuestType = z.infer<typeof guestType>;

/** The statuses the booked dates give (an early check-out completes): a booking that is not canceled has one. */
export const STAY_STATUSES = ["Planned", "Active", "Completed"] as const;
export const stayStatus = z.enum(STAY_STATUSES);
export type StayStatus = z.infer<typeof stayStatus>;

/** Canceled overrides the status the dates give. */
export const ORDER_STATUSES = [...STAY_STATUSES, "Canceled"] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** The meals a stay is served by the kitchen, in the day's order. */
export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export const meal = z.enum(MEALS, { error: "Ovqat breakfast, lunch yoki dinner bo'lishi kerak" });
export type Meal = z.infer<typeof meal>;

/** A set of meals sent in any order and with repeats, kept once each in the day's order. */
const mealSet = z
  .array(meal, { error: "Ovqatlar ro'yxat bo'lishi kerak" })
  .max(MEALS.length * 2)
  .transform((list) => MEALS.filter((name) => list.includes(name)));

export const MAX_PEOPLE_PER_ORDER = 10_000;
const MAX_ROOMS_PER_ORDER = 500;

const hotelOrderBody = z.object({
  hotel: uuid,
  room: uuid.nullish(),
  rooms: z.array(uuid, { error: "Xonalar ro'yxat bo'lishi kerak" }).max(MAX_ROOMS_PER_ORDER).nullish(),
  guest_group: uuid.nullish(),
  guest_details: z.array(guestDetailInput, { error: "Mehmonlar ro'yxat bo'lishi kerak" }).max(MAX_PEOPLE_PER_ORDER).nullish(),
  check_in: wireDateTime,
  check_out: wireDateTime,
  count_of_people: wholeNumber(1, MAX_PEOPLE_PER_ORDER, "Odamlar soni butun son bo'lishi kerak"),
  food_order: z.array(uuid, { error: "Ovqat buyurtmalari ro'yxat bo'lishi kerak" }).max(MAX_ROOMS_PER_ORDER).nullish(),
  /** The meals the kitchen serves this stay; none when not sent. */
  meals: mealSet.nullish(),
  /** A group's order past its agent's credit limit, on purpose. */
  override_credit: overrideCredit,
});

type Stay = {
  hotel: string;
  check_in: Date;
  check_out: Date;
  count_of_people: number;
  meals: Meal[];
  food_order?: string[];
  override_credit?: boolean;
};
export type IndividualOrderInput = Stay & { guest_type: "individual"; room: string; guest_details: GuestDetailInput[] };
export type GroupOrderInput = Stay & { guest_type: "group"; rooms: string[]; guest_group: string };
export type HotelOrderInput = IndividualOrderInput | GroupOrderInput;

/** A booking's fields as parsed, before the rules that tie them together. */
export type HotelOrderFields = z.output<typeof hotelOrderBody>;

function checkOrderShape(value: HotelOrderFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const guests = value.guest_details?.length ? value.guest_details : null;
  if (value.guest_group && guests) {
    issue("non_field_errors", "Guruh (guest_group) yoki mehmonlar ro'yxatidan (guest_details) faqat bittasini yuboring");
  } else if (!value.guest_group && !guests) {
    issue("non_field_errors", "Guruh (guest_group) yoki mehmonlar ro'yxati (guest_details) kiritilishi kerak");
  } else if (guests) {
    if (!value.room) issue("room", "Individual buyurtma uchun xona tanlanishi kerak");
    if (value.rooms?.length) issue("rooms", "Individual buyurtmada bitta xona room maydonida yuboriladi");
    if (guests.length !== value.count_of_people) {
      issue("guest_details", `Mehmonlar ro'yxati (${guests.length} ta) odamlar soniga (${value.count_of_people}) mos emas`);
    }
  } else {
    if (!value.rooms?.length) issue("rooms", "Guruh buyurtmasi uchun xonalar tanlanishi kerak");
    else if (new Set(value.rooms).size !== value.rooms.length) issue("rooms", "Xonalar takrorlanmasligi kerak");
    if (value.room) issue("room", "Guruh buyurtmasida xonalar rooms maydonida yuboriladi");
  }
  if (value.check_out.getTime() <= value.check_in.getTime()) {
    issue("check_out", "Chiqish vaqti kirish vaqtidan keyin bo'lishi kerak");
  }
}

function toOrderInput(value: HotelOrderFields): HotelOrderInput {
  const stay = {
    hotel: value.hotel,
    check_in: value.check_in,
    check_out: value.check_out,
    count_of_people: value.count_of_people,
    meals: value.meals ?? [],
    food_order: value.food_order ?? [],
    override_credit: value.override_credit ?? false,
  };
  return value.guest_group
    ? { ...stay, guest_type: "group", rooms: value.rooms ?? [], guest_group: value.guest_group }
    : { ...stay, guest_type: "individual", room: value.room ?? "", guest_details: value.guest_details ?? [] };
}

/**
 * POST /orders/hotel_order/create/: an individual order sends `room` and
 * `guest_details`, a group order `rooms` and `guest_group`. Every shape rule is checked here,
 * so the server's 400s and the form's messages are the same; availability is the server's.
 */
export const hotelOrderInput = hotelOrderBody.superRefine(checkOrderShape).transform(toOrderInput);

/**
 * PATCH /orders/hotel_order/{id}/: any of the create body's fields but the food orders; the
 * ones left out keep their current values. Linked food orders stay as they are.
 */
export const hotelOrderChanges = hotelOrderBody.omit({ food_order: true, override_credit: true }).partial();
export type HotelOrderChanges = z.output<typeof hotelOrderChanges>;

/** The booking an amendment leaves (its changes over the current fields), held to the create body's rules. */
export const amendedHotelOrder = z.custom<HotelOrderFields>().superRefine(checkOrderShape).transform(toOrderInput);

/** POST /orders/hotel_order/{id}/cancel/: why the booking is called off. */
export const hotelOrderCancelInput = z.object({ reason: requiredText(500) });
export type HotelOrderCancelInput = z.infer<typeof hotelOrderCancelInput>;

/** POST …/check-in/ and …/check-out/: when the guests came or left; now when not given (or no body at all). */
export const stayMomentInput = z
  .object({ at: wireDateTime.nullish() })
  .nullish()
  .transform((value) => ({ at: value?.at ?? null }));
export type StayMomentInput = z.output<typeof stayMomentInput>;

/** POST /orders/hotel_order/{id}/move/: a guest of an individual booking to another room of its hotel. */
export const guestMoveInput = z.object({ guest: uuid, room: uuid });
export type GuestMoveInput = z.infer<typeof guestMoveInput>;

/** A food order served with a hotel order: the food order's own read shape. */
export const linkedFoodOrder = foodOrder;
export type LinkedFoodOrder = FoodOrder;

/** A room an order holds and how many of the order's people it takes. */
export const bookedRoom = z.object({
  room: uuid,
  room_number: z.string(),
  room_name: z.string(),
  people: z.number().int(),
});
export type BookedRoom = z.infer<typeof bookedRoom>;

const orderCore = {
  id: uuid,
  order_id: z.string(),
  guest_type: guestType,
  hotel: uuid,
  hotel_name: z.string(),
  order_status: orderStatus,
  /** The individual order's room (null for groups). */
  room: uuid.nullable(),
  guest_group: guestGroupSummary.nullable(),
  check_in: z.string(),
  check_out: z.string(),
  /** max(1, calendar nights between the check-in and check-out dates), the priced nights. */
  nights: z.number().int(),
  count_of_people: z.number().int(),
  /** The meals served, in the day's order; `food_service` says whether there is any. */
  meals: z.array(meal),
  created_at: z.string(),
  /** When and why the booking was called off; null while it stands. */
  canceled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The arrival and the departure as recorded at the desk (Keldi / Ketdi). */
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
};

/** A hotel order as the create response, the detail and the all and planned lists give it. */
export const hotelOrder = z.object({
  ...orderCore,
  rooms: z.array(uuid),
  booked_rooms: z.array(bookedRoom),
  food_service: z.boolean(),
  guests: z.array(guestListItem),
  order_food: z.array(linkedFoodOrder),
  hotel_total_price: z.number(),
  total_food_price: z.number(),
  general_cost: z.number(),
});
export type HotelOrder = z.infer<typeof hotelOrder>;

/** ActiveHotelOrder; `total_guest_cost` is the stored hotel cost for both order types. */
export const activeHotelOrder = z.object({
  ...orderCore,
  rooms: z.array(uuid),
  booked_rooms: z.array(bookedRoom),
  food_service: z.boolean(),
  guests: z.array(guestShort),
  food_order: z.array(linkedFoodOrder),
  total_guest_cost: z.number(),
  total_food_cost: z.number(),
  general_cost: z.number(),
});
export type ActiveHotelOrder = z.infer<typeof activeHotelOrder>;

export const completedHotelOrder = z.object({
  ...orderCore,
  booked_rooms: z.array(bookedRoom),
  guests: z.array(guestShort),
  food_order: z.array(linkedFoodOrder),
  total_guest_cost: z.number(),
  total_food_cost: z.number(),
  total_cost: z.number(),
});
export type CompletedHotelOrder = z.infer<typeof completedHotelOrder>;

/**
 * Filters of every hotel-order list; dates are inclusive business-calendar
 * days. The all list is newest first, the active one by latest check-in, the planned one by
 * next check-in, the completed one by latest check-out.
 */
export const hotelOrderListQuery = pageQuery.extend({
  ...searchQuery.shape,
  created_at_after: queryDate.optional(),
  created_at_before: queryDate.optional(),
  check_in_after: queryDate.optional(),
  check_in_before: queryDate.optional(),
  check_out_after: queryDate.optional(),
  check_out_before: queryDate.optional(),
  hotel: uuid.optional(),
  room_type: uuid.optional(),
  /** The stays of one guest group (its page's Stays tab). */
  guest_group: uuid.optional(),
});
export type HotelOrderListQuery = z.infer<typeof hotelOrderListQuery>;
