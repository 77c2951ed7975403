import { DateField, type DateFieldProps } from "./date-field.tsx";
import { TimeField } from "./time-field.tsx";
import { useTypedText } from "./use-typed-text.ts";

/** What each box holds: "" when empty, null when unreadable. */
type Parts = { date: string | null; time: string | null };

const split = (value: string): Parts => (value ? { date: value.slice(0, 10), time: value.slice(11) } : { date: "", time: "" });

/** The wire datetime both boxes make; "" when both are empty, null while either is missing or unreadable. */
function join({ date, time }: Parts): string | null {
  if (date === "" && time === "") return "";
  return date && time ? `${date} ${time}` : null;
}

type DateTimeFieldProps = Omit<DateFieldProps, "value" | "onChange" | "min" | "max"> & {
  /** The wire datetime dd.MM.yyyy HH:mm, or "" for none. */
  value: string;
  /** "" when emptied, null while the boxes do not make a datetime, else the wire datetime. */
  onChange: (value: string | null) => void;
};

/** A date box and a 24-hour time box on the business clock, holding one wire datetime. */
export function DateTimeField({ value, onChange, onBlur, name, ...props }: DateTimeFieldProps) {
  const [parts, setParts] = useTypedText(value, split, join);
  const change = (part: Partial<Parts>) => {
    const next = { ...parts, ...part };
    setParts(next);
    onChange(join(next));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DateField
        {...props}
        name={name}
        value={parts.date ?? ""}
        onChange={(date) => change({ date })}
        onBlur={onBlur}
        className="min-w-36 flex-1"
      />
      <TimeField value={parts.time ?? ""} onChange={(time) => change({ time })} onBlur={onBlur} disabled={props.disabled} />
    </div>
  );
}
