import { z } from "zod";
import type { Area } from "../roles.ts";
import { type CalendarDate, parseIsoDate, parseWireDate } from "../dates.ts";
import { pageQuery, pageSchema, uuid } from "./common.ts";
import { currency } from "./money.ts";

/**
 * The report screen's statistics. A range is dd.MM.yyyy (or yyyy-MM-dd) at both ends, inclusive,
 * at most 12 calendar months; without both ends the server takes the last 12 months.
 */
export const RANGE_FORMAT_MESSAGE = "Sana DD.MM.YYYY yoki YYYY-MM-DD ko'rinishida bo'lishi kerak";
export const RANGE_ORDER_MESSAGE = "Boshlanish sanasi tugash sanasidan keyin bo'lmasligi kerak";
export const RANGE_LENGTH_MESSAGE = "Oraliq 12 oydan oshmasligi kerak";
export const MAX_RANGE_MONTHS = 12;

export type DateRange = { from: CalendarDate; to: CalendarDate };

const rangeEnd = z
  .string({ error: RANGE_FORMAT_MESSAGE })
  .trim()
  .transform((value, ctx) => {
    const date = parseWireDate(value) ?? parseIsoDate(value);
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
const rangeFields = z.object({ date_from: rangeEnd, date_to: rangeEnd, from_date: rangeEnd, to_date: rangeEnd });

function checkedRange(query: z.output<typeof rangeFields>, ctx: z.core.$RefinementCtx): DateRange | null {
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
}

/** The range of a figure or a chart; null asks for the default. */
export const rangeQuery = rangeFields.transform(checkedRange);

/** A ranked table's query: the range, and the page of its rows (the xlsx file holds them all). */
export const rankedQuery = rangeFields.extend(pageQuery.shape).transform(({ page, per_page, ...range }, ctx) => ({
  range: checkedRange(range, ctx),
  page,
  per_page,
}));

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
  "pnl",
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
  pnl: ["finance"],
};

const orderCount = z.number().int();
const image = z.string().nullable();

export const orderTotals = z.object({ order_count: orderCount, revenue: z.number(), price: z.number() });
export type OrderTotals = z.infer<typeof orderTotals>;
export const productTotals = z.object({ price: z.number() });
export type ProductTotals = z.infer<typeof productTotals>;

/** A page of a ranked table with the money sums of every row of the range, not of the page alone. */
export const rankedPage = <Row extends z.ZodType, Totals extends z.ZodType>(row: Row, totals: Totals) =>
  pageSchema(row).extend({ totals });

/** Counterparties, dish sections and rations rank alike: orders and the profit on them. */
export const counterpartyStat = z.object({ id: uuid, name: z.string(), order_count: orderCount, price: z.number() });
export type CounterpartyStat = z.infer<typeof counterpartyStat>;
export type SectionStat = CounterpartyStat;
export type RationStat = CounterpartyStat;
export const hotelStat = counterpartyStat.extend({ revenue: z.number() });
export type HotelStat = z.infer<typeof hotelStat>;
/** A driver (`name`) and the vehicle (`car`). */
export const vehicleStat = hotelStat.extend({ car: z.string() });
export type VehicleStat = z.infer<typeof vehicleStat>;
export const dishStat = counterpartyStat.extend({ section: z.string(), image });
export type DishStat = z.infer<typeof dishStat>;
export const menuStat = z.object({
  id: uuid,
  name: z.string(),
  order_count: orderCount,
  net_price: z.number(),
  profit: z.number(),
  gross_price: z.number(),
  image,
});
export type MenuStat = z.infer<typeof menuStat>;
/** The five most profitable rations and the profit of all of them. */
export const rationsStat = z.object({ total: z.number(), result: z.array(counterpartyStat) });
export type RationsStat = z.infer<typeof rationsStat>;
/** A product moved in the range: `count` in its stock unit (`measure`), `price` what it was worth. */
export const productStat = z.object({
  id: uuid,
  name: z.string(),
  measure: z.string(),
  count: z.number(),
  section: z.string(),
  price: z.number(),
  image,
});
export type ProductStat = z.infer<typeof productStat>;

export const kitchenStat = z.object({
  check_in: z.number(),
  checkout: z.number(),
  profit: z.number(),
  general_trade: z.number(),
  write_off: z.number(),
});
export type KitchenStat = z.infer<typeof kitchenStat>;

/** A chart of every month of the range: `name` is the English month name (legacy), `month` is yyyy-MM. */
const monthlyChart = <Figures extends z.ZodRawShape>(figures: Figures) =>
  z.object({ data: z.array(z.object({ month: z.string(), name: z.string(), ...figures })), max_y: z.number() });
export const kitchenDiagram = monthlyChart({ checkout: z.number(), check_in: z.number() });
export type KitchenMonth = z.infer<typeof kitchenDiagram>["data"][number];
export const kitchenHotelDiagram = monthlyChart({ mehmonxona: orderCount, ovqat: orderCount });
export type KitchenHotelMonth = z.infer<typeof kitchenHotelDiagram>["data"][number];
export type Diagram<T> = { data: T[]; max_y: number };

export const HOTEL_PIE_COLOURS = ["#F7B500", "#EB5757", "#2F80ED", "#27AE60"] as const;
/** The last slice, of every hotel beyond the top ones: no hotel's orders silently leave the pie. */
export const OTHER_HOTELS = { name: "Boshqalar", fill: "#828282" } as const;
export const hotelSlice = z.object({ name: z.string(), value: orderCount, fill: z.string() });
export type HotelSlice = z.infer<typeof hotelSlice>;
/** The four hotels with most orders, the rest as one OTHER_HOTELS slice, and the orders of every hotel. */
export const hotelsDiagram = z.object({ total: orderCount, result: z.array(hotelSlice) });
export type HotelsDiagram = z.infer<typeof hotelsDiagram>;

/** The y-axis ceiling of a chart: 100 up to 10, else the largest value rounded up at its leading digit. */
export function maxY(largest: number): number {
  const value = Math.trunc(largest);
  if (value <= 10) return 100;
  const magnitude = 10 ** (String(value).length - 1);
  return Math.ceil(value / magnitude) * magnitude;
}

/**
 * The profit-and-loss figures of one month (or a whole period) in one currency. Revenue: hotel
 * stays, food orders and transfers. Costs: what the hotels charge (the stays' net cost), the
 * stock the food orders used, write-offs, salaries, general expenses and drivers' fees; stock
 * bought is stock, not a cost, until it is used or written off. `result` = revenue − costs.
 */
const pnlFigures = {
  hotels: z.number(),
  food: z.number(),
  transfers: z.number(),
  revenue: z.number(),
  hotel_costs: z.number(),
  food_costs: z.number(),
  write_offs: z.number(),
  salaries: z.number(),
  expenses: z.number(),
  driver_fees: z.number(),
  costs: z.number(),
  result: z.number(),
};
export const PNL_REVENUES = ["hotels", "food", "transfers"] as const;
export const PNL_COSTS = ["hotel_costs", "food_costs", "write_offs", "salaries", "expenses", "driver_fees"] as const;

export const pnlTotal = z.object({ currency, ...pnlFigures });
export type PnlTotal = z.infer<typeof pnlTotal>;
/** One month (yyyy-MM) of one currency. */
export const pnlMonth = pnlTotal.extend({ month: z.string() });
export type PnlMonth = z.infer<typeof pnlMonth>;

/**
 * Every month of the period for each currency with any figure in it (the operating currency
 * always), and each currency's totals: currencies are never added together.
 */
export const pnl = z.object({ months: z.array(pnlMonth), totals: z.array(pnlTotal) });
export type Pnl = z.infer<typeof pnl>;
