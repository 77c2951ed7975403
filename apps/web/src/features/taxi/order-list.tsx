import { CircleCheck, CircleX, Pencil } from "lucide-react";
import { useState } from "react";
import type { Transfer, TransferStatus } from "@app/contract/schemas/taxi";
import { uzCommon } from "../../i18n/common.ts";
import { uzTaxi } from "../../i18n/taxi.ts";
import { cn } from "../../lib/cn.ts";
import { formatCurrencyValue, withCurrency } from "../../lib/format.ts";
import { useOperatingCurrency } from "../../lib/operating-currency.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { DateRangeFilter } from "../../ui/date-range-filter.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { OrderSheet } from "./order-sheet.tsx";
import { OrderStatusBadge, orderStatusOptions } from "./order-status.tsx";
import { useOrders, useSetOrderStatus, useVehicleOptions } from "./taxi-api.ts";
import { ordersQuery, type TaxiListProps } from "./taxi-view.ts";

const t = uzTaxi;

/** A trip's one-way move out of `created`, waiting for its confirmation. */
type Closing = { order: Transfer; status: Exclude<TransferStatus, "created"> };

const closingText = {
  completed: { wording: t.completeWording, done: t.orderCompleted },
  canceled: { wording: t.cancelWording, done: t.orderCanceled },
};

/** The row's buttons that close a created trip, in their order. */
const closingButtons = [
  { status: "completed", Icon: CircleCheck, label: t.completeRow, title: t.complete, tone: "text-success hover:bg-green-50" },
  { status: "canceled", Icon: CircleX, label: t.cancelRow, title: t.cancelWording.confirm, tone: "text-danger hover:bg-red-50" },
] as const;

/** The Buyurtmalar tab: newest first, filtered by state, vehicle and days; a created trip is completed or canceled. */
export function OrderList({ view, update, writable }: TaxiListProps) {
  const currency = useOperatingCurrency();
  const list = useOrders(ordersQuery(view));
  const vehicles = useVehicleOptions();
  const setStatus = useSetOrderStatus();
  const [editing, setEditing] = useState<Transfer | null>(null);
  const [closing, setClosing] = useState<Closing | null>(null);
  const { filters } = view;
  const filtered = Boolean(
    view.search || filters.order_status || filters.transport || filters.perform_date_after || filters.perform_date_before,
  );

  const confirmClosing = () => {
    if (!closing) return;
    setStatus.mutate(
      { id: closing.order.id, status: closing.status },
      {
        onSuccess: () => {
          notifySuccess(closingText[closing.status].done);
          setClosing(null);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <ListFilters view={view} update={update} placeholder={t.orderSearch}>
        <FilterSelect
          label={t.status}
          options={orderStatusOptions}
          value={filters.order_status}
          onChange={(status) => update({ filters: { order_status: status } })}
        />
        <FilterSelect
          label={t.vehicle}
          options={vehicles.options}
          value={filters.transport}
          onChange={(vehicle) => update({ filters: { transport: vehicle } })}
        />
        <DateRangeFilter
          from={filters.perform_date_after}
          to={filters.perform_date_before}
          onChange={({ from, to }) => update({ filters: { perform_date_after: from, perform_date_before: to } })}
        />
      </ListFilters>
      <PagedTable
        list={list}
        view={view}
        update={update}
        emptyText={t.ordersEmpty}
        filtered={filtered}
        head={
          <>
            <Th>{t.performDate}</Th>
            <Th>{t.vehicle}</Th>
            <Th>{t.route}</Th>
            <Th className="text-right">{withCurrency(t.serviceFeeColumn, currency)}</Th>
            <Th className="text-right">{withCurrency(t.grossFeeColumn, currency)}</Th>
            <Th className="text-right">{withCurrency(t.profit, currency)}</Th>
            <Th>{t.status}</Th>
          </>
        }
        cells={(order) => (
          <>
            <Td className="whitespace-nowrap">
              <div className="font-medium text-ink">{order.perform_date}</div>
              <div className="text-xs text-muted">{t.orderNumberValue(order.order_number)}</div>
            </Td>
            <Td>
              <div className="font-medium text-ink">{order.transport_model_name}</div>
              <div className="text-xs text-muted">{order.name_of_driver}</div>
            </Td>
            <Td className="min-w-40 break-words">
              {order.from_location}
              {order.to_location && <> → {order.to_location}</>}
              {order.passenger_count !== null && <div className="text-xs text-muted">{t.passengersValue(order.passenger_count)}</div>}
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatCurrencyValue(order.service_fee, currency)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatCurrencyValue(order.gross_fee, currency)}</Td>
            <Td className="text-right font-medium whitespace-nowrap tabular-nums">{formatCurrencyValue(order.profit, currency)}</Td>
            <Td>
              <OrderStatusBadge status={order.status} />
            </Td>
          </>
        )}
        actions={
          writable
            ? (order) =>
                order.status === "created" && (
                  <div className="flex justify-end gap-0.5">
                    {closingButtons.map(({ status, Icon, label, title, tone }) => (
                      <Button
                        key={status}
                        variant="ghost"
                        size="icon"
                        aria-label={label(order.order_number)}
                        title={title}
                        className={cn("size-8", tone)}
                        onClick={() => setClosing({ order, status })}
                      >
                        <Icon className="size-4" aria-hidden />
                      </Button>
                    ))}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={uzCommon.editRow(t.orderNumberValue(order.order_number))}
                      title={uzCommon.edit}
                      className="size-8"
                      onClick={() => setEditing(order)}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                  </div>
                )
            : undefined
        }
      />
      {editing && <OrderSheet order={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        onConfirm={confirmClosing}
        pending={setStatus.isPending}
        wording={closingText[closing?.status ?? "completed"].wording}
      />
    </div>
  );
}
