import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ORDER_KIND_LABELS, ORDER_STATUS_LABELS, type OrderKind } from "@app/contract/schemas/order-analytics";
import { dayLabel, dayTick, formatWhole, monthLabel, monthName } from "../../lib/chart-format.ts";
import { type OrderSlot, type OrderView, seriesOf } from "./order-series.ts";

const KIND_COLOURS: Record<OrderKind, string> = { hotel: "#F7B500", food: "#EB5757", transfer: "#2F80ED" };
/** A status is coloured by what it means, whatever the kind: waiting blue, under way amber, finished green, canceled red. */
const STATUS_COLOURS: Record<string, string> = {
  Planned: "#2F80ED",
  pending: "#2F80ED",
  created: "#2F80ED",
  Active: "#F7B500",
  Completed: "#27AE60",
  done: "#27AE60",
  completed: "#27AE60",
  Canceled: "#EB5757",
  canceled: "#EB5757",
};

/** A day axis has up to a year of slots, so recharts thins its ticks; twelve months all fit, slanted. */
const AXES = {
  day: { tick: dayTick, label: dayLabel, interval: "preserveStartEnd", angle: 0, height: 30 },
  month: { tick: monthName, label: monthLabel, interval: 0, angle: -35, height: 50 },
} as const;
export type SlotAxis = keyof typeof AXES;

const seriesName = (view: OrderView, key: string) => (view === "kind" ? ORDER_KIND_LABELS[key as OrderKind] : ORDER_STATUS_LABELS[key]);
const seriesColour = (view: OrderView, key: string) => (view === "kind" ? KIND_COLOURS[key as OrderKind] : STATUS_COLOURS[key]);

/** Orders stacked per day or month by the view's series, with Uzbek dates and spaced thousands. */
export function OrdersChart({ rows, view, axis }: { rows: OrderSlot[]; view: OrderView; axis: SlotAxis }) {
  const slots = AXES[axis];
  const dataKeys = seriesOf(view).map((key) => `counts.${key}`);
  // Recharts sorts legend and tooltip items by name; the series' own order (a status's life order) reads better.
  const inSeriesOrder = (item: { dataKey?: unknown }) => dataKeys.indexOf(String(item.dataKey));
  return (
    <div className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="slot"
            tickFormatter={slots.tick}
            interval={slots.interval}
            minTickGap={8}
            angle={slots.angle}
            textAnchor={slots.angle ? "end" : "middle"}
            height={slots.height}
            tick={{ fontSize: 11 }}
          />
          <YAxis allowDecimals={false} tickFormatter={(value: number) => formatWhole(value)} tick={{ fontSize: 12 }} width={60} />
          <Tooltip labelFormatter={(slot) => slots.label(String(slot))} formatter={(value) => formatWhole(Number(value))} itemSorter={inSeriesOrder} />
          <Legend itemSorter={inSeriesOrder} />
          {seriesOf(view).map((key, index) => (
            <Bar key={key} dataKey={dataKeys[index]} stackId="orders" maxBarSize={48} name={seriesName(view, key)} fill={seriesColour(view, key)} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
