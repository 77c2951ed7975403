import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { uzReset } from "../../i18n/auth.ts";
import { cn } from "../../lib/cn.ts";
import { enterDigits, eraseDigit, type CodeEntry } from "./code-digits.ts";

type CodeInputProps = {
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** Six single-digit boxes: digits only, the focus moves on, Backspace goes back, a pasted code fills all. */
export function CodeInput({ digits, onChange, invalid = false, describedBy }: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  function apply(entry: CodeEntry) {
    onChange(entry.digits);
    boxes.current[entry.focus]?.focus();
  }

  function change(index: number, value: string) {
    if (!value) {
      apply({ digits: digits.map((digit, position) => (position === index ? "" : digit)), focus: index });
      return;
    }
    // The box still holds its old digit next to the new one unless the old one was selected.
    apply(enterDigits(digits, index, value.replace(digits[index], "") || value));
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace") {
      event.preventDefault();
      apply(eraseDigit(digits, index));
    } else if (event.key === "ArrowLeft" && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowRight" && index < digits.length - 1) {
      boxes.current[index + 1]?.focus();
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(enterDigits(digits, index, event.clipboardData.getData("text")));
  }

  return (
    <div className="flex justify-between gap-2" role="group" aria-label={uzReset.codeTitle} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          aria-label={uzReset.codeDigit(index + 1)}
          aria-invalid={invalid || undefined}
          autoFocus={index === 0}
          className={cn(
            "size-12 rounded-lg border border-line bg-surface text-center text-xl font-semibold text-ink",
            "focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none",
            "aria-[invalid=true]:border-danger",
          )}
        />
      ))}
    </div>
  );
}
