import { type ReactNode, useState } from "react";
import { ORDER_KIND_LABELS, ORDER_KINDS } from "@app/contract/schemas/order-analytics";
import { uzAnalytics } from "../../i18n/analytics.ts";
import { uzReport } from "../../i18n/report.ts";
import { ListState } from "../../ui/list-state.tsx";
import { Segmented } from "../../ui/segmented.tsx";
import { AnalyticsCard } from "./analytics-card.tsx";
import { type OrderSlot, type OrderView, isEmptySeries } from "./order-series.ts";
import { OrdersChart, type SlotAxis } from "./orders-chart.tsx";

const t = uzAnalytics;
const VIEW_OPTIONS = [{ value: "kind", label: t.allKinds }, ...ORDER_KINDS.map((kind) => ({ value: kind, label: ORDER_KIND_LABELS[kind] }))];

type OrdersCardProps = {
  title: string;
  axis: SlotAxis;
  rowsOf: (view: OrderView) => OrderSlot[];
  className?: string;
  children?: ReactNode;
};

/** Orders over time by kind, or one kind by status; an empty note when the chosen view has no order. */
export function OrdersCard({ title, axis, rowsOf, className, children }: OrdersCardProps) {
  const [view, setView] = useState<OrderView>("kind");
  const rows = rowsOf(view);
  return (
    <AnalyticsCard title={title} className={className}>
      <div className="max-w-lg">
        <Segmented legend={t.view} value={view} onChange={(value) => setView(value as OrderView)} options={VIEW_OPTIONS} />
      </div>
      <ListState isLoading={false} isError={false} isEmpty={isEmptySeries(rows)} emptyText={uzReport.empty}>
        <OrdersChart rows={rows} view={view} axis={axis} />
      </ListState>
      {children}
    </AnalyticsCard>
  );
}
