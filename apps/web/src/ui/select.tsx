import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { useFieldControl } from "./field-context.ts";
import { controlClass } from "./input.tsx";

export type SelectOption = { value: string; label: string };

type SelectProps = Omit<ComponentProps<"select">, "children"> & {
  options: readonly SelectOption[];
  placeholder?: string;
};

/** A native select (keyboard and screen readers get the platform's own behaviour). */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  const field = useFieldControl();
  return (
    <div className="relative">
      <select
        id={field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        className={cn(controlClass, "appearance-none pr-9", className)}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
    </div>
  );
}
