import { IsoDateInput } from "./wire-date-input.tsx";

type DateRangeFieldProps = {
  legend: string;
  /** The inputs' own captions, e.g. 'dan' and 'gacha'. */
  fromLabel: string;
  toLabel: string;
  /** yyyy-MM-dd, or "" when open on that side. */
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
};

/** Two date inputs under one caption: an inclusive range open on either side. */
export function DateRangeField({ legend, fromLabel, toLabel, from, to, onFromChange, onToChange }: DateRangeFieldProps) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex items-center gap-2">
        <IsoDateInput
          aria-label={`${legend}: ${fromLabel}`}
          value={from}
          max={to || undefined}
          onChange={onFromChange}
          className="w-40"
        />
        <span className="text-sm text-muted" aria-hidden>
          –
        </span>
        <IsoDateInput
          aria-label={`${legend}: ${toLabel}`}
          value={to}
          min={from || undefined}
          onChange={onToChange}
          className="w-40"
        />
      </div>
    </fieldset>
  );
}
