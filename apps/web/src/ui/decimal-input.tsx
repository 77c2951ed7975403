import type { ChangeEvent, ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { Input } from "./input.tsx";

type DecimalInputProps = Omit<ComponentProps<"input">, "type" | "inputMode"> & {
  /** The unit shown inside the box, after the number ("kg"). */
  unit?: string;
  /** Sizes the box (with its unit), not the text inside it. */
  className?: string;
};

/** Digits and one separator only; a comma becomes a dot, so "12,5" and "12.5" are the same number. */
export function cleanDecimalText(text: string): string {
  const dotted = text.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const dot = dotted.indexOf(".");
  return dot === -1 ? dotted : dotted.slice(0, dot + 1) + dotted.slice(dot + 1).replace(/\./g, "");
}

/**
 * A text box for an exact decimal (amounts, prices, factors). It keeps the text as typed, so
 * the value reaches the form's schema as a string and is never rounded through a float.
 */
export function DecimalInput({ unit, onChange, className, ...props }: DecimalInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const cleaned = cleanDecimalText(input.value);
    if (cleaned !== input.value) {
      const caret = cleanDecimalText(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
      input.value = cleaned;
      input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  };
  return (
    <div className={cn("relative", className)}>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn("tabular-nums", unit && "pr-16")}
        onChange={change}
        {...props}
      />
      {unit && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">{unit}</span>
      )}
    </div>
  );
}
