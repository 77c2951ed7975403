/** What order analytics builds on: the period asked for and the totals tables statistics reads it from. */
export { type Period, inPeriod, money, monthsOf, periodLabel, periodOf } from "./range.ts";
export { NOT_CANCELED, ordersPerKey } from "./kitchen-sales.ts";
export { HOTEL_ORDERS, totalsIn } from "./totals.ts";
