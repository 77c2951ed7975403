import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { useState, type ComponentProps } from "react";
import { uzDateField } from "../i18n/ui.ts";
import { cn } from "../lib/cn.ts";
import { readDateText } from "./date-text.ts";
import { Calendar } from "./calendar.tsx";
import { Input } from "./input.tsx";
import { useTypedText } from "./use-typed-text.ts";

export type DateFieldProps = Omit<ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange" | "min" | "max"> & {
  /** The wire date dd.MM.yyyy, or "" for none. */
  value: string;
  /** "" when emptied, null while the text cannot be read as a date, else the wire date. */
  onChange: (value: string | null) => void;
  /** The earliest and latest wire dates the calendar offers. */
  min?: string;
  max?: string;
};

/**
 * A date typed as dd.MM.yyyy (5.3.2026 and 05032026 read too) or picked from a calendar, the same
 * whatever the browser's language; the box shows the date in full once it is left.
 */
export function DateField({ value, onChange, min, max, onBlur, className, ...props }: DateFieldProps) {
  const [text, setText] = useTypedText(value, (shown) => shown, readDateText);
  const [open, setOpen] = useState(false);
  const type = (next: string) => {
    setText(next);
    onChange(readDateText(next));
  };

  return (
    <div className={cn("relative", className)}>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={uzDateField.datePlaceholder}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={(event) => {
          const read = readDateText(text);
          if (read) setText(read);
          onBlur?.(event);
        }}
        className="pr-10 tabular-nums"
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-label={uzDateField.openCalendar}
            disabled={props.disabled}
            className="absolute top-1/2 right-1 -translate-y-1/2 rounded-md p-2 text-muted hover:bg-slate-100 hover:text-ink print:hidden"
          >
            <CalendarDays className="size-4" aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="end" sideOffset={4} className="z-50 rounded-lg border border-line bg-surface p-2 shadow-lg">
            <Calendar
              value={readDateText(text) ?? ""}
              min={min}
              max={max}
              onPick={(wire) => {
                type(wire);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
