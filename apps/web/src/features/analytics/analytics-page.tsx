import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PageProps } from "../../app/page-props.ts";
import { uz } from "../../i18n/uz.ts";
import { formatWhole, monthLabel, monthName } from "../../lib/chart-format.ts";
import { formatMoney } from "../../lib/format.ts";
import { usePeriod } from "../../lib/use-period.ts";
import { ExportButton } from "../../ui/export-button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PeriodPicker } from "../../ui/period-picker.tsx";
import { TBody, THead, Table, Td, Th, Tr } from "../../ui/table.tsx";
import { exportOrderAnalytics, useOrderAnalytics } from "./analytics-api.ts";
import { ordersByMonth, totalsByStatus } from "./monthly-kinds.ts";

const KIND_COLOURS = { hotel: "#F7B500", food: "#EB5757", transfer: "#2F80ED" } as const;
const t = uz.analytics;
const col = t.columns;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Order analytics: orders per month by kind and status, hotel occupancy and stays, top counterparties. */
export default function AnalyticsPage({ title }: PageProps) {
  const [period, setPeriod] = usePeriod();
  const query = useOrderAnalytics(period);
  const data = query.data;
  const monthly = data ? ordersByMonth(data.months) : [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        <div className="flex flex-wrap items-end gap-3">
          <PeriodPicker value={period} onChange={setPeriod} />
          <ExportButton label={title} onExport={() => exportOrderAnalytics(period)} />
        </div>
      </div>
      <ListState isLoading={query.isLoading} isError={query.isError} isEmpty={!data?.days.length} emptyText={uz.report.empty}>
        <div className="grid gap-4 xl:grid-cols-2">
          <Card title={t.byMonth}>
            <div className="h-72">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={monthly}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="month" tickFormatter={monthName} interval={0} angle={-35} textAnchor="end" height={50} tick={{ fontSize: 11 }} />
                  <YAxis tickFormatter={(value: number) => formatWhole(value)} tick={{ fontSize: 12 }} width={60} />
                  <Tooltip labelFormatter={(label) => monthLabel(String(label))} formatter={(value) => formatWhole(Number(value))} />
                  <Legend />
                  {(["hotel", "food", "transfer"] as const).map((kind) => (
                    <Bar key={kind} dataKey={kind} stackId="orders" name={t.kinds[kind]} fill={KIND_COLOURS[kind]} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
            <Table>
              <THead>
                <Tr>
                  <Th>{col.kind}</Th>
                  <Th>{col.status}</Th>
                  <Th className="text-right">{col.orders}</Th>
                </Tr>
              </THead>
              <TBody>
                {data &&
                  totalsByStatus(data.months).map((row) => (
                    <Tr key={`${row.kind}-${row.status}`}>
                      <Td>{t.kinds[row.kind]}</Td>
                      <Td>{t.statuses[row.status] ?? row.status}</Td>
                      <Td className="text-right tabular-nums">{formatWhole(row.count)}</Td>
                    </Tr>
                  ))}
              </TBody>
            </Table>
          </Card>
          <Card title={t.topCounterparties}>
            <Table>
              <THead>
                <Tr>
                  <Th>{col.counterparty}</Th>
                  <Th className="text-right">{col.orders}</Th>
                  <Th className="text-right">{col.revenue}</Th>
                  <Th className="text-right">{col.profit}</Th>
                </Tr>
              </THead>
              <TBody>
                {data?.top_counterparties.map((row) => (
                  <Tr key={row.id}>
                    <Td>{row.name}</Td>
                    <Td className="text-right tabular-nums">{formatWhole(row.order_count)}</Td>
                    <Td className="text-right tabular-nums">{formatMoney(row.revenue)}</Td>
                    <Td className="text-right tabular-nums">{formatMoney(row.profit)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </Card>
          <Card title={t.stays}>
            <Table>
              <THead>
                <Tr>
                  <Th>{col.hotel}</Th>
                  <Th className="text-right">{col.orders}</Th>
                  <Th className="text-right">{col.nights}</Th>
                  <Th className="text-right">{col.people}</Th>
                </Tr>
              </THead>
              <TBody>
                {data?.stays.map((row) => (
                  <Tr key={row.hotel_id}>
                    <Td>{row.hotel}</Td>
                    <Td className="text-right tabular-nums">{formatWhole(row.order_count)}</Td>
                    <Td className="text-right tabular-nums">{row.average_nights.toFixed(2)}</Td>
                    <Td className="text-right tabular-nums">{row.average_people.toFixed(2)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </Card>
          <Card title={t.occupancy}>
            <div className="max-h-96 overflow-y-auto">
              <Table>
                <THead>
                  <Tr>
                    <Th>{col.hotel}</Th>
                    <Th>{col.month}</Th>
                    <Th className="text-right">{col.booked}</Th>
                    <Th className="text-right">{col.available}</Th>
                    <Th className="text-right">{col.rate}</Th>
                  </Tr>
                </THead>
                <TBody>
                  {data?.occupancy.map((row) => (
                    <Tr key={`${row.hotel_id}-${row.month}`}>
                      <Td>{row.hotel}</Td>
                      <Td>{monthLabel(row.month)}</Td>
                      <Td className="text-right tabular-nums">{formatWhole(row.booked_nights)}</Td>
                      <Td className="text-right tabular-nums">{formatWhole(row.available_nights)}</Td>
                      <Td className="text-right tabular-nums">{percent(row.rate)}</Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            </div>
          </Card>
        </div>
      </ListState>
    </div>
  );
}
