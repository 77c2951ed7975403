import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, businessDateOf, formatIsoDate, parseIsoDate } from "@app/contract/dates";
import { uzTaxi } from "../../i18n/taxi.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { IsoDateInput } from "../../ui/wire-date-input.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { DispatchBoard } from "./dispatch-board.tsx";
import { useDayView } from "./taxi-api.ts";
import type { TaxiListProps } from "./taxi-view.ts";

const t = uzTaxi;
/** Dispetcher: the chosen day's board of active vehicles (or drivers) and their trips. */
export function DayView({ view, update, writable }: TaxiListProps) {
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
        <DispatchBoard vehicles={vehicles} writable={writable} />
      </ListState>
    </div>
  );
}
