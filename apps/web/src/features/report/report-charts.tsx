import type { UseQueryResult } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Diagram, Statistic } from "@app/contract/schemas/statistics";
import { uzReport } from "../../i18n/report.ts";
import { formatAmount, withCurrency } from "../../lib/format.ts";
import { useOperatingCurrency } from "../../lib/operating-currency.ts";
import type { Period } from "../../lib/period.ts";
import { ListState } from "../../ui/list-state.tsx";
import { BlockCard } from "./block-card.tsx";
import { useStatistic } from "./report-api.ts";
import { formatWhole, monthLabel, monthName } from "../../lib/chart-format.ts";

const PURCHASES = "#2F80ED";
const PROFIT = "#27AE60";
const HOTEL = "#F7B500";
const FOOD = "#EB5757";

const tooltipWhole = (value: unknown) => formatWhole(Number(value));

type Series<T> = Array<{ key: keyof T & string; name: string; colour: string }>;

function MonthlyBars<T extends { month: string }>({
  data,
  maxY,
  series,
  format,
}: {
  data: T[];
  maxY: number;
  series: Series<T>;
  format: (value: unknown) => string;
}) {
  // Recharts sorts legend and tooltip items by name; they follow the bars instead.
  const inSeriesOrder = (item: { dataKey?: unknown }) => series.findIndex((entry) => entry.key === item.dataKey);
  return (
    <div className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={monthName} interval={0} angle={-35} textAnchor="end" height={50} tick={{ fontSize: 11 }} />
          <YAxis domain={[0, maxY]} tickFormatter={(value: number) => formatWhole(value)} tick={{ fontSize: 12 }} width={80} />
          <Tooltip labelFormatter={(label) => monthLabel(String(label))} formatter={(value) => format(value)} itemSorter={inSeriesOrder} />
          <Legend itemSorter={inSeriesOrder} />
          {series.map((item) => (
            // oxlint-disable-next-line typescript/no-unnecessary-type-assertion -- tsc needs it: Recharts types dataKey by the data, which the generic T does not name
            <Bar key={item.key} dataKey={item.key as string} name={item.name} fill={item.colour} radius={[4, 4, 0, 0]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

const isEmptyDiagram = <T,>(diagram: Diagram<T> | undefined, series: Series<T>) =>
  !diagram || diagram.data.every((row) => series.every((item) => !row[item.key]));

type MonthlyChartProps<T> = {
  block: Statistic;
  query: UseQueryResult<Diagram<T>>;
  title: string;
  period: Period;
  format: (value: unknown) => string;
  series: Series<T>;
};

function MonthlyChart<T extends { month: string }>({ block, query, title, period, format, series }: MonthlyChartProps<T>) {
  return (
    <BlockCard title={title} block={block} period={period}>
      <ListState isLoading={query.isLoading} isError={query.isError} error={query.error} onRetry={() => void query.refetch()} isEmpty={isEmptyDiagram(query.data, series)} emptyText={uzReport.empty}>
        {query.data && <MonthlyBars data={query.data.data} maxY={query.data.max_y} format={format} series={series} />}
      </ListState>
    </BlockCard>
  );
}

export function KitchenChart({ period }: { period: Period }) {
  const currency = useOperatingCurrency();
  const labels = uzReport.charts;
  const query = useStatistic("kitchen-diagram", period);
  return (
    <MonthlyChart
      block="kitchen-diagram"
      query={query}
      title={labels.kitchen}
      period={period}
      format={(value) => formatAmount(Number(value), currency)}
      series={[
        { key: "check_in", name: withCurrency(labels.purchases, currency), colour: PURCHASES },
        { key: "checkout", name: withCurrency(labels.profit, currency), colour: PROFIT },
      ]}
    />
  );
}

export function KitchenHotelChart({ period }: { period: Period }) {
  const labels = uzReport.charts;
  const query = useStatistic("kitchen-hotel-diagram", period);
  return (
    <MonthlyChart
      block="kitchen-hotel-diagram"
      query={query}
      title={labels.kitchenHotel}
      period={period}
      format={tooltipWhole}
      series={[
        { key: "mehmonxona", name: labels.hotelOrders, colour: HOTEL },
        { key: "ovqat", name: labels.foodOrders, colour: FOOD },
      ]}
    />
  );
}

export function HotelsPie({ period }: { period: Period }) {
  const query = useStatistic("hotels-diagram", period);
  const labels = uzReport.charts;
  return (
    <BlockCard title={labels.hotels} block="hotels-diagram" period={period}>
      <ListState isLoading={query.isLoading} isError={query.isError} error={query.error} onRetry={() => void query.refetch()} isEmpty={!query.data?.result.length} emptyText={uzReport.empty}>
        {query.data && (
          <div className="h-72">
            <p className="text-sm text-muted">{labels.ordersOf(formatWhole(query.data.total))}</p>
            <ResponsiveContainer width="100%" height="90%">
              <PieChart>
                <Pie data={query.data.result} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" paddingAngle={2}>
                  {query.data.result.map((slice) => (
                    <Cell key={slice.name} fill={slice.fill} />
                  ))}
                </Pie>
                <Tooltip formatter={(value) => labels.ordersOf(tooltipWhole(value))} />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          </div>
        )}
      </ListState>
    </BlockCard>
  );
}
