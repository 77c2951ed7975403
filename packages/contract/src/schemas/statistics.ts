import { z } from "zod";
import type { Area } from "../roles.ts";
import { type CalendarDate, parseWireDate } from "../dates.ts";

/**
 * Statistics (reference §17). A range is dd.MM.yyyy at both ends, inclusive, at most 12
 * calendar months; without both ends the server takes the last 12 months.
 */
export const RANGE_FORMAT_MESSAGE = "Sana DD.MM.YYYY ko'rinishida bo'lishi kerak";
export const RANGE_ORDER_MESSAGE = "Boshlanish sanasi tugash sanasidan keyin bo'lmasligi kerak";
export const RANGE_LENGTH_MESSAGE = "Oraliq 12 oydan oshmasligi kerak";
export const MAX_RANGE_MONTHS = 12;

export type DateRange = { from: CalendarDate; to: CalendarDate };

const rangeEnd = z
  .string({ error: RANGE_FORMAT_MESSAGE })
  .trim()
  .transform((value, ctx) => {
    const date = parseWireDate(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: RANGE_FORMAT_MESSAGE });
      return z.NEVER;
    }
    return date;
  })
  .optional();

const monthIndex = (date: CalendarDate) => date.year * 12 + date.month - 1;

/** Calendar months the range touches: 01.01–31.12 is 12, 15.01–01.01 of the next year is 13. */
export function monthsSpanned({ from, to }: DateRange): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

const isAfter = (a: CalendarDate, b: CalendarDate) =>
  a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;

/** The legacy page sent from_date/to_date; date_from/date_to win when both names are given. */
export const rangeQuery = z
  .object({ date_from: rangeEnd, date_to: rangeEnd, from_date: rangeEnd, to_date: rangeEnd })
  .transform((query, ctx): DateRange | null => {
    const from = query.date_from ?? query.from_date;
    const to = query.date_to ?? query.to_date;
    if (!from || !to) return null;
    const field = query.date_from ? "date_from" : "from_date";
    if (isAfter(from, to)) {
      ctx.addIssue({ code: "custom", path: [field], message: RANGE_ORDER_MESSAGE });
      return z.NEVER;
    }
    if (monthsSpanned({ from, to }) > MAX_RANGE_MONTHS) {
      ctx.addIssue({ code: "custom", path: [field], message: RANGE_LENGTH_MESSAGE });
      return z.NEVER;
    }
    return { from, to };
  });

/** The blocks of the report screen, each the statistics of one part of the business. */
export const STATISTICS = [
  "counter_agents",
  "hotels",
  "transports",
  "sections",
  "foods",
  "menus",
  "recipes",
  "check_in_products",
  "checkout_products",
  "most_used_products",
  "kitchen",
  "kitchen-diagram",
  "kitchen-hotel-diagram",
  "hotels-diagram",
] as const;
export type Statistic = (typeof STATISTICS)[number];

const KITCHEN_SALES = ["orders", "kitchen_menu"] as const satisfies readonly Area[];
const KITCHEN_STOCK = ["kitchen_warehouse"] as const satisfies readonly Area[];

/**
 * Who may see a block, besides the "reports" area: a reader of one of these areas. The server
 * refuses the rest with 403 and the report screen hides them, both from this one table.
 */
export const STATISTIC_AREAS: Record<Statistic, readonly Area[]> = {
  counter_agents: ["counterparties", "orders"],
  hotels: ["hotels"],
  "hotels-diagram": ["hotels"],
  "kitchen-hotel-diagram": ["orders"],
  transports: ["taxi"],
  sections: KITCHEN_SALES,
  foods: KITCHEN_SALES,
  menus: KITCHEN_SALES,
  recipes: KITCHEN_SALES,
  kitchen: KITCHEN_SALES,
  "kitchen-diagram": KITCHEN_SALES,
  check_in_products: KITCHEN_STOCK,
  checkout_products: KITCHEN_STOCK,
  most_used_products: KITCHEN_STOCK,
};

/** Money sums of a ranked table, over every row of the range (not one page). */
export type RankedPage<T, Totals> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  totals: Totals;
};

export type CounterAgentStat = { id: string; name: string; order_count: number; price: number };
export type HotelStat = { id: string; name: string; order_count: number; revenue: number; price: number };
export type TransportStat = { id: string; name: string; car: string; order_count: number; revenue: number; price: number };
export type SectionStat = { id: string; name: string; order_count: number; price: number };
export type FoodStat = { id: string; name: string; section: string; order_count: number; price: number; image: string | null };
export type MenuStat = {
  id: string;
  name: string;
  order_count: number;
  net_price: number;
  profit: number;
  gross_price: number;
  image: string | null;
};
export type RationStat = { id: string; name: string; order_count: number; price: number };
export type RecipesStat = { total: number; result: RationStat[] };
export type ProductStat = {
  id: string;
  name: string;
  measure: string;
  count: number;
  section: string;
  price: number;
  image: string | null;
};

export type OrderTotals = { order_count: number; revenue: number; price: number };
export type ProductTotals = { price: number };

export type KitchenStat = { check_in: number; checkout: number; profit: number; general_trade: number; write_off: number };

/** One month of a chart: `name` is the English month name (legacy), `month` is yyyy-MM. */
export type KitchenMonth = { month: string; name: string; checkout: number; check_in: number };
export type KitchenHotelMonth = { month: string; name: string; mehmonxona: number; ovqat: number };
export type Diagram<T> = { data: T[]; max_y: number };

export const HOTEL_PIE_COLOURS = ["#F7B500", "#EB5757", "#2F80ED", "#27AE60"] as const;
export type HotelSlice = { name: string; value: number; fill: string };
export type HotelsDiagram = { total: number; result: HotelSlice[] };

/** Reference §17.2: the y-axis ceiling of a chart from its largest value. */
export function maxY(largest: number): number {
  const value = Math.trunc(largest);
  if (value <= 10) return 100;
  const magnitude = 10 ** (String(value).length - 1);
  return Math.ceil(value / magnitude) * magnitude;
}
