import { useId, type ComponentProps } from "react";
import { uzDateField } from "../i18n/ui.ts";
import { cn } from "../lib/cn.ts";
import { readTimeText } from "./date-text.ts";
import { useFieldControl } from "./field-context.ts";
import { controlClass } from "./input.tsx";
import { useTypedText } from "./use-typed-text.ts";

type TimeFieldProps = Omit<ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange"> & {
  /** HH:mm, or "" for none. */
  value: string;
  /** "" when emptied, null while the text cannot be read as a time, else HH:mm. */
  onChange: (value: string | null) => void;
};

/**
 * A time on the 24-hour clock (9:05 and 0905 read too), whatever the browser's language, on the
 * business clock and labelled so. It sits beside a date box, which takes the field's label; the
 * time box is named after it: 'Kirish vaqti (Makka vaqti)'.
 */
export function TimeField({ value, onChange, onBlur, className, ...props }: TimeFieldProps) {
  const field = useFieldControl();
  const clockId = useId();
  const [text, setText] = useTypedText(value, (shown) => shown, readTimeText);
  return (
    <span className={cn("flex items-center gap-2", className)}>
      <input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={field ? undefined : `${uzDateField.time} ${uzDateField.makkaTime}`}
        aria-labelledby={field ? `${field.labelId} ${clockId}` : undefined}
        aria-invalid={field?.invalid || undefined}
        placeholder={uzDateField.timePlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(readTimeText(event.target.value));
        }}
        onBlur={(event) => {
          const read = readTimeText(text);
          if (read) setText(read);
          onBlur?.(event);
        }}
        className={cn(controlClass, "w-20 tabular-nums")}
      />
      <span id={clockId} className="text-xs whitespace-nowrap text-muted">
        {uzDateField.makkaTime}
      </span>
    </span>
  );
}
