/**
 * Order analytics (the /orders/analytics screen): orders of every kind over a statistics range
 * (same `date_from`/`date_to` rules as §17.1), occupancy and stay figures per hotel, and the
 * counterparties that order most.
 */
export const ORDER_KINDS = ["hotel", "food", "transfer"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_KIND_LABELS: Record<OrderKind, string> = { hotel: "Mehmonxona", food: "Ovqat", transfer: "Transfer" };

/**
 * Statuses as each kind stores them: hotel Planned/Active/Completed (derived from the clock),
 * food canceled/pending/done (-1/0/1), transfer created/completed/canceled.
 */
export type OrderCount = { kind: OrderKind; status: string; count: number };
export type DayCount = OrderCount & { date: string };
export type MonthCount = OrderCount & { month: string };

/** The screen and its Excel export name a status in the same words. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  Planned: "Rejalashtirilgan",
  Active: "Faol",
  Completed: "Tugallangan",
  canceled: "Bekor qilingan",
  pending: "Kutilmoqda",
  done: "Tugagan",
  created: "Yaratilgan",
  completed: "Bajarilgan",
};

/** Booked room-nights of the month over the rooms' available nights in the part of the month in range. */
export type HotelOccupancy = {
  hotel_id: string;
  hotel: string;
  month: string;
  booked_nights: number;
  available_nights: number;
  rate: number;
};

export type HotelStay = { hotel_id: string; hotel: string; order_count: number; average_nights: number; average_people: number };
export type TopCounterparty = { id: string; name: string; order_count: number; revenue: number; profit: number };

export type OrderAnalytics = {
  date_from: string;
  date_to: string;
  days: DayCount[];
  months: MonthCount[];
  occupancy: HotelOccupancy[];
  stays: HotelStay[];
  top_counterparties: TopCounterparty[];
};

export const TOP_COUNTERPARTIES = 10;
export const FOOD_STATUS_NAMES: Record<number, string> = { [-1]: "canceled", 0: "pending", 1: "done" };
