import type { ComponentProps } from "react";
import { isoToWire, localDateTimeToWire, wireToIso, wireToLocalDateTime } from "@app/contract/dates";
import { Input } from "./input.tsx";

type WireInputProps = Omit<ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange"> & {
  /** The wire value; null or "" shows an empty box. */
  value: string | null | undefined;
  /** The wire value, or null while the box is empty or only partly filled. */
  onChange: (value: string | null) => void;
};

/** The browser's date picker, holding a wire date (dd.MM.yyyy) so a form's contract schema sees the wire format. */
export function WireDateInput({ value, onChange, ...props }: WireInputProps) {
  return (
    <Input
      type="date"
      value={value ? (wireToIso(value) ?? "") : ""}
      onChange={(event) => onChange(isoToWire(event.target.value))}
      {...props}
    />
  );
}

/** The browser's date and time picker, holding a wire datetime (dd.MM.yyyy HH:mm) on the business wall clock. */
export function WireDateTimeInput({ value, onChange, ...props }: WireInputProps) {
  return (
    <Input
      type="datetime-local"
      value={value ? (wireToLocalDateTime(value) ?? "") : ""}
      onChange={(event) => onChange(localDateTimeToWire(event.target.value))}
      {...props}
    />
  );
}
