import { z } from "zod";
import { uuid } from "./common.ts";

/**
 * Order analytics (the /orders/analytics screen): orders of every kind over a statistics range
 * (the same `date_from`/`date_to` rules as the report blocks), occupancy and stay figures per
 * hotel, and the counterparties that order most.
 */
export const ORDER_KINDS = ["hotel", "food", "transfer"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_KIND_LABELS: Record<OrderKind, string> = { hotel: "Mehmonxona", food: "Ovqat", transfer: "Transfer" };

/**
 * Statuses as each kind stores them: hotel Planned/Active/Completed (derived from the clock) or Canceled,
 * food canceled/pending/done (-1/0/1), transfer created/completed/canceled.
 */
const orderCount = z.object({ kind: z.enum(ORDER_KINDS), status: z.string(), count: z.number().int() });
export type OrderCount = z.infer<typeof orderCount>;
/** `date` is dd.MM.yyyy. */
export const dayCount = orderCount.extend({ date: z.string() });
export type DayCount = z.infer<typeof dayCount>;
/** `month` is yyyy-MM. */
export const monthCount = orderCount.extend({ month: z.string() });
export type MonthCount = z.infer<typeof monthCount>;

/** The screen and its Excel export name a status in the same words. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  Planned: "Rejalashtirilgan",
  Active: "Faol",
  Completed: "Tugallangan",
  Canceled: "Bekor qilingan",
  canceled: "Bekor qilingan",
  pending: "Kutilmoqda",
  done: "Tugagan",
  created: "Yaratilgan",
  completed: "Bajarilgan",
};

/** Booked room-nights of the month over the rooms' available nights in the part of the month in range. */
export const hotelOccupancy = z.object({
  hotel_id: uuid,
  hotel: z.string(),
  month: z.string(),
  booked_nights: z.number().int(),
  available_nights: z.number().int(),
  rate: z.number(),
});
export type HotelOccupancy = z.infer<typeof hotelOccupancy>;

export const hotelStay = z.object({
  hotel_id: uuid,
  hotel: z.string(),
  order_count: z.number().int(),
  average_nights: z.number(),
  average_people: z.number(),
});
export type HotelStay = z.infer<typeof hotelStay>;

export const topCounterparty = z.object({
  id: uuid,
  name: z.string(),
  order_count: z.number().int(),
  revenue: z.number(),
  profit: z.number(),
});
export type TopCounterparty = z.infer<typeof topCounterparty>;

/** The range answered (dd.MM.yyyy) and its figures. */
export const orderAnalytics = z.object({
  date_from: z.string(),
  date_to: z.string(),
  days: z.array(dayCount),
  months: z.array(monthCount),
  occupancy: z.array(hotelOccupancy),
  stays: z.array(hotelStay),
  top_counterparties: z.array(topCounterparty),
});
export type OrderAnalytics = z.infer<typeof orderAnalytics>;

export const TOP_COUNTERPARTIES = 10;
export const FOOD_STATUS_NAMES: Record<number, string> = { [-1]: "canceled", 0: "pending", 1: "done" };
