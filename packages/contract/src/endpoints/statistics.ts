import type { z } from "zod";
import { type Endpoint, allowed, endpoint } from "../endpoint.ts";
import { orderAnalytics } from "../schemas/order-analytics.ts";
import {
  type Statistic,
  STATISTIC_AREAS,
  counterpartyStat,
  dishStat,
  hotelStat,
  hotelsDiagram,
  kitchenDiagram,
  kitchenHotelDiagram,
  kitchenStat,
  menuStat,
  orderTotals,
  pnl,
  productStat,
  productTotals,
  rangeQuery,
  rankedPage,
  rankedQuery,
  rationsStat,
  vehicleStat,
} from "../schemas/statistics.ts";

/**
 * The report screen is the "reports" area; a block also needs read access to one of the areas its
 * figures come from, so a taxi dispatcher sees no kitchen money.
 */
const reportsOf = (block: Statistic) => allowed("reports", "read", { alsoReads: STATISTIC_AREAS[block] });

const pathOfBlock = <Block extends Statistic>(block: Block) => `/statistics/${block}/` as const;

/** A ranked table: one page of rows with the totals of the whole range. */
const ranked = <Block extends Statistic, Row extends z.ZodType, Totals extends z.ZodType>(
  block: Block,
  summary: string,
  row: Row,
  totals: Totals,
) =>
  endpoint({
    method: "GET",
    path: pathOfBlock(block),
    access: reportsOf(block),
    summary: `${summary}, or an xlsx file`,
    query: rankedQuery,
    response: rankedPage(row, totals),
    xlsx: true,
  });

/** A figure or a chart: one answer for the range. */
const whole = <Block extends Statistic, Response extends z.ZodType>(block: Block, summary: string, response: Response) =>
  endpoint({
    method: "GET",
    path: pathOfBlock(block),
    access: reportsOf(block),
    summary: `${summary}, or an xlsx file`,
    query: rangeQuery,
    response,
    xlsx: true,
  });

/** One endpoint per block of the report screen (STATISTICS), each over a date range. */
export const STATISTICS_BLOCKS = {
  counter_agents: ranked("counter_agents", "Counterparties by the profit of their done food orders", counterpartyStat, orderTotals),
  hotels: ranked("hotels", "Hotels by the profit of the orders booked in the range", hotelStat, orderTotals),
  transports: ranked("transports", "Drivers by the profit of their trips not canceled", vehicleStat, orderTotals),
  sections: ranked("sections", "Every food section by the profit of its dishes", counterpartyStat, orderTotals),
  foods: ranked("foods", "Dishes by profit", dishStat, orderTotals),
  menus: ranked("menus", "Menus by profit", menuStat, orderTotals),
  recipes: whole("recipes", "The five most profitable rations", rationsStat),
  check_in_products: ranked("check_in_products", "Products received, by their cost", productStat, productTotals),
  checkout_products: ranked("checkout_products", "Products written off, by their cost", productStat, productTotals),
  most_used_products: ranked("most_used_products", "Products used by orders not canceled, by amount", productStat, productTotals),
  kitchen: whole("kitchen", "Kitchen purchases, sales, profit and write-offs", kitchenStat),
  "kitchen-diagram": whole("kitchen-diagram", "Kitchen purchases and done-order profit per month", kitchenDiagram),
  "kitchen-hotel-diagram": whole("kitchen-hotel-diagram", "Completed stays and done food orders per month", kitchenHotelDiagram),
  "hotels-diagram": whole("hotels-diagram", "The four hotels with most orders and the rest as one slice", hotelsDiagram),
  pnl: whole("pnl", "Profit and loss per month and currency: revenue by area, costs, result", pnl),
} satisfies Record<Statistic, Endpoint>;

/** The whole report as one file: a month-end pack is one download, not one per block. */
export const STATISTICS_EXPORT = {
  all: endpoint({
    method: "GET",
    path: "/statistics/export/",
    access: allowed("reports", "read"),
    summary: "Every block the caller may read, over the range, as one xlsx workbook: a sheet per block under its title and period",
    query: rangeQuery,
    file: "xlsx",
  }),
};

export const ORDER_ANALYTICS = {
  get: endpoint({
    method: "GET",
    path: "/statistics/order-analytics/",
    access: allowed("order_analytics", "read"),
    summary: "Orders of every kind per day and month, hotel occupancy and stays, top counterparties; or an xlsx file",
    query: rangeQuery,
    response: orderAnalytics,
    xlsx: true,
  }),
};
