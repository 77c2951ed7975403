import type { PageProps } from "../../lib/page-props.ts";
import { uzAnalytics } from "../../i18n/analytics.ts";
import { uzReport } from "../../i18n/report.ts";
import { usePeriod } from "../../lib/use-period.ts";
import { ExportButton } from "../../ui/export-button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PeriodPicker } from "../../ui/period-picker.tsx";
import { exportOrderAnalytics, useOrderAnalytics } from "./analytics-api.ts";
import { OccupancyCard } from "./occupancy-card.tsx";
import { ordersByDay, ordersByMonth } from "./order-series.ts";
import { OrdersCard } from "./orders-card.tsx";
import { StatusTotals } from "./status-totals.tsx";
import { StaysCard } from "./stays-card.tsx";
import { TopCounterpartiesCard } from "./top-counterparties-card.tsx";

const t = uzAnalytics;

/** Order analytics: orders per day and month by kind and status, hotel occupancy and stays, top counterparties. */
export default function AnalyticsPage({ title }: PageProps) {
  const [period, setPeriod] = usePeriod();
  const query = useOrderAnalytics(period);
  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        <div className="flex flex-wrap items-end gap-3">
          <PeriodPicker value={period} onChange={setPeriod} />
          <ExportButton label={title} onExport={() => exportOrderAnalytics(period)} />
        </div>
      </div>
      <ListState isLoading={query.isLoading} isError={query.isError} error={query.error} onRetry={() => void query.refetch()} isEmpty={!data} emptyText={uzReport.empty}>
        {data && (
          <div className="grid gap-4 xl:grid-cols-2">
            {/* The answer names its own range: while a new range loads, the old figures keep their days. */}
            <OrdersCard title={t.byDay} axis="day" className="xl:col-span-2" rowsOf={(view) => ordersByDay(data.days, data, view)} />
            <OrdersCard title={t.byMonth} axis="month" rowsOf={(view) => ordersByMonth(data.months, data, view)}>
              <StatusTotals months={data.months} />
            </OrdersCard>
            <TopCounterpartiesCard rows={data.top_counterparties} />
            <StaysCard rows={data.stays} />
            <OccupancyCard rows={data.occupancy} />
          </div>
        )}
      </ListState>
    </div>
  );
}
