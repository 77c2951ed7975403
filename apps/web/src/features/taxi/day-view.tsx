import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, businessDateOf, formatIsoDate, parseIsoDate } from "@app/contract/dates";
import type { DayView } from "@app/contract/schemas/taxi";
import { uzTaxi } from "../../i18n/taxi.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { IsoDateInput } from "../../ui/wire-date-input.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";
import { dayOffset, timeOf } from "./day-timeline.ts";
import { OrderStatusBadge } from "./order-status.tsx";
import { useDayView } from "./taxi-api.ts";
import type { TaxiListProps } from "./taxi-view.ts";

const t = uzTaxi;
const HOURS = [0, 6, 12, 18, 24];
/** A marker is an hour wide: the board shows when a trip starts, not how long it lasts. */
const MARKER_WIDTH = 100 / 24;

/** The day drawn as a bar: a mark at each trip's start. The list below says the same in words. */
function Timeline({ vehicle }: { vehicle: DayView }) {
  return (
    <div aria-hidden>
      <div className="relative h-3 overflow-hidden rounded-full bg-slate-100">
        {vehicle.orders.map((order) => {
          const offset = dayOffset(order.perform_date);
          if (offset === null) return null;
          return (
            <span
              key={order.id}
              title={`${timeOf(order.perform_date)} ${order.from_location}`}
              className={cn(
                "absolute inset-y-0 rounded-full",
                order.status === "completed" ? "bg-green-600" : "bg-amber-500",
              )}
              style={{ left: `${Math.min(offset, 100 - MARKER_WIDTH)}%`, width: `${MARKER_WIDTH}%` }}
            />
          );
        })}
      </div>
      <div className="mt-1 flex justify-between text-[11px] text-muted tabular-nums">
        {HOURS.map((hour) => (
          <span key={hour}>{String(hour).padStart(2, "0")}:00</span>
        ))}
      </div>
    </div>
  );
}

function VehicleDay({ vehicle }: { vehicle: DayView }) {
  const free = vehicle.orders.length === 0;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4" aria-label={vehicle.name}>
      <header className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-ink">{vehicle.name}</h3>
          <p className="text-sm text-muted">
            {vehicle.name_of_driver} · <PhoneLink phone={vehicle.phone_number} /> · {t.seatsCount(vehicle.amount_of_people)}
          </p>
        </div>
        <span className="shrink-0">
          <Badge tone={free ? "success" : "warning"}>{free ? t.free : t.busyCount(vehicle.orders.length)}</Badge>
        </span>
      </header>
      <Timeline vehicle={vehicle} />
      {!free && (
        <ul className="flex flex-col divide-y divide-line text-sm">
          {vehicle.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-ink tabular-nums">{timeOf(order.perform_date)}</span>
                <span>
                  {order.from_location}
                  {order.to_location && <> → {order.to_location}</>}
                </span>
                <span className="text-muted">
                  {t.orderNumberValue(order.order_number)}
                  {order.passenger_count !== null && <> · {t.passengersValue(order.passenger_count)}</>}
                </span>
              </span>
              <OrderStatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Kunlik jadval: each active vehicle's trips on the chosen day, so a dispatcher sees who is free. */
export function DayView({ view, update }: TaxiListProps) {
  const today = formatIsoDate(businessDateOf(new Date()));
  const date = view.filters.date || today;
  const board = useDayView(date);
  const vehicles = board.data ?? [];
  const shift = (days: number) => {
    const current = parseIsoDate(date);
    if (current) update({ filters: { date: formatIsoDate(addDays(current, days)) } });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" size="icon" aria-label={t.previousDay} title={t.previousDay} onClick={() => shift(-1)}>
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <Field label={t.day} className="w-44">
          <IsoDateInput value={date} onChange={(day) => update({ filters: { date: day } })} />
        </Field>
        <Button variant="secondary" size="icon" aria-label={t.nextDay} title={t.nextDay} onClick={() => shift(1)}>
          <ChevronRight className="size-4" aria-hidden />
        </Button>
        {date !== today && (
          <Button variant="ghost" onClick={() => update({ filters: { date: "" } })}>
            {t.today}
          </Button>
        )}
      </div>
      <ListState isLoading={board.isPending} isError={board.isError} error={board.error} onRetry={() => void board.refetch()} isEmpty={vehicles.length === 0} emptyText={t.dayEmpty}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {vehicles.map((vehicle) => (
            <VehicleDay key={vehicle.id} vehicle={vehicle} />
          ))}
        </div>
      </ListState>
    </div>
  );
}
