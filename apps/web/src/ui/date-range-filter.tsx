import { Field } from "./field.tsx";
import { IsoDateInput } from "./wire-date-input.tsx";

type DateRangeFilterProps = {
  fromLabel: string;
  toLabel: string;
  /** ISO yyyy-MM-dd, "" when open-ended: what a list's `…__gte` / `…__lte` filters take as they are. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
};

/** Two date boxes bounding a list by date; each limits the other so the range cannot be inverted. */
export function DateRangeFilter({ fromLabel, toLabel, from, to, onChange }: DateRangeFilterProps) {
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
