import { ORDER_KINDS, type MonthCount, type OrderKind } from "@app/contract/schemas/order-analytics";

export type KindMonth = { month: string } & Record<OrderKind, number>;

/** Orders per month and kind (all statuses), one row per month in order, for a stacked chart. */
export function ordersByMonth(months: MonthCount[]): KindMonth[] {
  const rows = new Map<string, KindMonth>();
  for (const entry of months) {
    const row = rows.get(entry.month) ?? { month: entry.month, hotel: 0, food: 0, transfer: 0 };
    row[entry.kind] += entry.count;
    rows.set(entry.month, row);
  }
  return [...rows.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** Totals per kind and status over the period: the table under the chart. */
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
