import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Field } from "./field.tsx";

type PickerFilterProps = {
  label: string;
  /** The chosen record's id, "" for none. */
  value: string;
  /** The clear button's name: what it stops filtering by. */
  clearLabel: string;
  onClear: () => void;
  /** The picker (a SearchSelect over the records). */
  children: ReactNode;
};

/** A list filter that picks one record from a search, or clears it for all. */
export function PickerFilter({ label, value, clearLabel, onClear, children }: PickerFilterProps) {
  return (
    <Field label={label} className="w-64">
      <div className="flex items-center gap-1">
        <div className="flex-1">{children}</div>
        {value && (
          <Button variant="ghost" size="icon" aria-label={clearLabel} onClick={onClear}>
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </Field>
  );
}
