import { isoToWire, wireToIso } from "@app/contract/dates";
import { DateField, type DateFieldProps } from "./date-field.tsx";
import { DateTimeField } from "./date-time-field.tsx";

type WireInputProps = Omit<DateFieldProps, "value" | "onChange"> & {
  /** The wire value; null or "" shows an empty box. */
  value: string | null | undefined;
  /** The wire value, or null while the box is empty or cannot be read. */
  onChange: (value: string | null) => void;
};

/** A date box holding a wire date (dd.MM.yyyy), so a form's contract schema sees the wire format. */
export function WireDateInput({ value, onChange, ...props }: WireInputProps) {
  return <DateField value={value ?? ""} onChange={(wire) => onChange(wire || null)} {...props} />;
}

/** A date box and a time box holding a wire datetime (dd.MM.yyyy HH:mm) on the business wall clock. */
export function WireDateTimeInput({ value, onChange, ...props }: Omit<WireInputProps, "min" | "max">) {
  return <DateTimeField value={value ?? ""} onChange={(wire) => onChange(wire || null)} {...props} />;
}

type IsoInputProps = Omit<DateFieldProps, "value" | "onChange" | "min" | "max"> & {
  /** yyyy-MM-dd, or "" when open: what a list's date filters and the URL take. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

const wireOf = (iso: string | undefined) => (iso ? (isoToWire(iso) ?? "") : "");

/** A date box for a filter held as yyyy-MM-dd; text that cannot be read leaves the filter as it was. */
export function IsoDateInput({ value, onChange, min, max, ...props }: IsoInputProps) {
  return (
    <DateField
      value={wireOf(value)}
      min={wireOf(min) || undefined}
      max={wireOf(max) || undefined}
      onChange={(wire) => {
        if (wire !== null) onChange(wire && (wireToIso(wire) ?? ""));
      }}
      {...props}
    />
  );
}
