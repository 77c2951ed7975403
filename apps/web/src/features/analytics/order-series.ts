import { ORDER_STATUSES } from "@app/contract/schemas/hotel-orders";
import {
  type DayCount,
  FOOD_STATUS_NAMES,
  type MonthCount,
  ORDER_KINDS,
  type OrderCount,
  type OrderKind,
} from "@app/contract/schemas/order-analytics";
import { TRANSFER_STATUSES } from "@app/contract/schemas/taxi";
import { type Period, periodDays, periodMonths } from "../../lib/period.ts";

/** What an orders chart splits its bars by: the kinds, or the statuses of one kind. */
const ORDER_VIEWS = ["kind", ...ORDER_KINDS] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** Each kind's statuses in the order an order passes through them, canceled last. */
const KIND_STATUSES: Record<OrderKind, readonly string[]> = {
  hotel: ORDER_STATUSES,
  food: [0, 1, -1].map((code) => FOOD_STATUS_NAMES[code]),
  transfer: TRANSFER_STATUSES,
};

/** The series a view stacks, bottom first. */
export function seriesOf(view: OrderView): readonly string[] {
  return view === "kind" ? ORDER_KINDS : KIND_STATUSES[view];
}

/** One bar of a chart (a day or a month) and its orders in each series of the view. */
export type OrderSlot = { slot: string; counts: Record<string, number> };

function ordersBySlot<E extends OrderCount>(entries: E[], slots: string[], slotOf: (entry: E) => string, view: OrderView): OrderSlot[] {
  const series = seriesOf(view);
  const rows = new Map(slots.map((slot) => [slot, { slot, counts: Object.fromEntries(series.map((key) => [key, 0])) }]));
  for (const entry of entries) {
    if (view !== "kind" && entry.kind !== view) continue;
    const key = view === "kind" ? entry.kind : entry.status;
    const row = rows.get(slotOf(entry));
    if (row && key in row.counts) row.counts[key] += entry.count;
  }
  return [...rows.values()];
}

/** Orders per day of the range, every day in place (a quiet day is a gap, not a missing bar). */
export function ordersByDay(days: DayCount[], period: Period, view: OrderView): OrderSlot[] {
  return ordersBySlot(days, periodDays(period), (entry) => entry.date, view);
}

/** Orders per month of the range, every month in place. */
export function ordersByMonth(months: MonthCount[], period: Period, view: OrderView): OrderSlot[] {
  return ordersBySlot(months, periodMonths(period), (entry) => entry.month, view);
}

/** No order in any bar: the chart gives way to the empty note. */
export function isEmptySeries(rows: OrderSlot[]): boolean {
  return rows.every((row) => Object.values(row.counts).every((count) => count === 0));
}

/** Totals per kind and status over the period: the table under the monthly chart. */
export function totalsByStatus(months: MonthCount[]): Array<{ kind: OrderKind; status: string; count: number }> {
  const totals = new Map<string, { kind: OrderKind; status: string; count: number }>();
  for (const entry of months) {
    const key = `${entry.kind}|${entry.status}`;
    const total = totals.get(key) ?? { kind: entry.kind, status: entry.status, count: 0 };
    total.count += entry.count;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => ORDER_KINDS.indexOf(a.kind) - ORDER_KINDS.indexOf(b.kind) || b.count - a.count);
}
