import { isoToWire, wireToIso } from "@app/contract/dates";
import { uzReport } from "../i18n/report.ts";
import { cn } from "../lib/cn.ts";
import { PERIOD_PRESETS, type Period, periodProblem, presetOf, presetPeriod, today } from "../lib/period.ts";
import { DateRangeField } from "./date-range-field.tsx";

type PeriodPickerProps = { value: Period; onChange: (change: Partial<Period>) => void };

/** A report range: one-click presets, or any from/to (the server refuses more than 12 months). */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const now = today();
  const chosen = presetOf(value, now);
  const setEnd = (end: keyof Period) => (input: string) => {
    const wire = isoToWire(input);
    if (wire) onChange({ [end]: wire });
  };
  const problem = periodProblem(value);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div role="group" aria-label={uzReport.period} className="inline-flex rounded-lg border border-line bg-slate-50 p-1">
        {PERIOD_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={chosen === preset}
            onClick={() => onChange(presetPeriod(preset, now))}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
              chosen === preset ? "bg-brand-700 text-white shadow-sm" : "text-muted hover:text-ink",
            )}
          >
            {uzReport.presets[preset]}
          </button>
        ))}
      </div>
      <DateRangeField
        legend={uzReport.period}
        fromLabel={uzReport.from}
        toLabel={uzReport.to}
        from={wireToIso(value.date_from) ?? ""}
        to={wireToIso(value.date_to) ?? ""}
        onFromChange={setEnd("date_from")}
        onToChange={setEnd("date_to")}
      />
      {problem && (
        <p role="alert" className="basis-full text-right text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
