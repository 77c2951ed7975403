import { useId } from "react";
import { cn } from "../lib/cn.ts";
import type { SelectOption } from "./select.tsx";

type SegmentedProps = {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
};

/** A choice between a few options shown side by side: radio buttons underneath. */
export function Segmented({ legend, value, onChange, options }: SegmentedProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="inline-flex w-full flex-wrap rounded-lg border border-line bg-slate-50 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex-1 cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              value === option.value ? "bg-brand-700 text-white shadow-sm" : "text-muted hover:text-ink",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
