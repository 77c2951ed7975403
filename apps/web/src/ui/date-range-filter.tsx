import { uzCommon } from "../i18n/common.ts";
import { Field } from "./field.tsx";
import { IsoDateInput } from "./wire-date-input.tsx";

type DateRangeFilterProps = {
  /** 'Sanadan' and 'Sanagacha' unless a list bounds something else by its dates. */
  fromLabel?: string;
  toLabel?: string;
  /** ISO yyyy-MM-dd, "" when open-ended: what a list's `…__gte` / `…__lte` filters take as they are. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
};

/** Two date boxes bounding a list by date; each limits the other so the range cannot be inverted. */
export function DateRangeFilter({ fromLabel = uzCommon.dateFrom, toLabel = uzCommon.dateTo, from, to, onChange }: DateRangeFilterProps) {
  return (
    <>
      <Field label={fromLabel} className="w-44">
        <IsoDateInput value={from} max={to || undefined} onChange={(value) => onChange({ from: value, to })} />
      </Field>
      <Field label={toLabel} className="w-44">
        <IsoDateInput value={to} min={from || undefined} onChange={(value) => onChange({ from, to: value })} />
      </Field>
    </>
  );
}

type Days = { date_from: string; date_to: string };

/** The span of days most lists filter by: their view's `date_from` and `date_to`. */
export function DaysFilter({ filters, update }: { filters: Days; update: (change: { filters: Days }) => void }) {
  return (
    <DateRangeFilter from={filters.date_from} to={filters.date_to} onChange={({ from, to }) => update({ filters: { date_from: from, date_to: to } })} />
  );
}
