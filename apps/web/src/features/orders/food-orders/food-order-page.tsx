import { can } from "@app/contract/roles";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzCommon } from "../../../i18n/common.ts";
import { uzFoodOrders } from "../../../i18n/orders.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { PrintButton } from "../../../ui/print-button.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { RecordHistory } from "../../../ui/record-history.tsx";
import { foodOrdersListPath, orderedName, scopeOfPath } from "./food-order-shape.ts";
import { useFoodOrder } from "./food-orders-api.ts";
import { StatusActions } from "./status-actions.tsx";
import { FoodOrderStatusBadge } from "./status-badge.tsx";

const t = uzFoodOrders;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

/** /orders/{active|completed}/foods/{id}: one food order, with done and cancel while it is pending. */
export default function FoodOrderPage({ title }: PageProps) {
  const currency = useOperatingCurrency();
  const { id = "" } = useParams();
  const scope = scopeOfPath(useLocation().pathname);
  const order = useFoodOrder(id);
  const writable = can(usePrincipal(), "orders", "write");
  const missing = order.error instanceof ApiError && order.error.status === 404;
  const data = order.data;

  return (
    <>
      <PageHeader
        title={data ? t.title(data.food_order_id) : title}
        actions={
          data && (
            <>
              {writable && <StatusActions order={data} labelled />}
              <PrintButton />
            </>
          )
        }
      />
      <Link to={foodOrdersListPath(scope)} className="-mt-3 mb-5 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t.back}
      </Link>
      <ListState isLoading={order.isPending} isError={order.isError && !missing} error={order.error} onRetry={() => void order.refetch()} isEmpty={missing} emptyText={t.notFound}>
        {data && (
          <div className="flex flex-col gap-8">
            <div className="grid gap-5 lg:grid-cols-2">
              <section aria-label={t.orderSection} className="rounded-2xl border border-line bg-surface p-6">
                <h2 className="mb-4 text-lg font-semibold text-ink">{t.orderSection}</h2>
                <dl className="grid gap-4 sm:grid-cols-2">
                  <Item label={t.orderId}>{data.food_order_id}</Item>
                  <Item label={uzCommon.status}>
                    <FoodOrderStatusBadge status={data.status_id} overdue={data.overdue} />
                  </Item>
                  <Item label={t.item}>{orderedName(data)}</Item>
                  <Item label={t.productType}>{data.product_type}</Item>
                  <Item label={t.orderType}>{data.order_type}</Item>
                  <Item label={t.counterparty}>{data.counter_agent_name ?? t.noCounterparty}</Item>
                  <Item label={t.address}>{data.address ?? uzCommon.notSet}</Item>
                  <Item label={t.createdAt}>{data.created_at}</Item>
                  <Item label={t.startDate}>{data.order_time ?? uzCommon.notSet}</Item>
                  <Item label={t.experienceDate}>{data.experience_date ?? uzCommon.notSet}</Item>
                </dl>
              </section>
              <section aria-label={t.priceSection} className="rounded-2xl border border-line bg-surface p-6">
                <h2 className="mb-4 text-lg font-semibold text-ink">{t.priceSection}</h2>
                <dl className="grid gap-4 sm:grid-cols-2">
                  <Item label={t.portions}>{data.product_count}</Item>
                  <Item label={t.price}>{formatAmount(data.price, currency)}</Item>
                  <Item label={t.netPrice}>{formatAmount(data.net_price, currency)}</Item>
                  <Item label={t.profit}>{formatAmount(data.profit, currency)}</Item>
                  <Item label={t.total}>
                    <span className="text-lg text-brand-800">{formatAmount(data.total_price, currency)}</span>
                  </Item>
                </dl>
                <p className="mt-4 text-xs text-muted">{t.frozenHint}</p>
              </section>
            </div>
            <RecordHistory entity="food_orders" id={data.id} />
          </div>
        )}
      </ListState>
    </>
  );
}
