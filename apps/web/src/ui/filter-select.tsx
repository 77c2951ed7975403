import { uzCommon } from "../i18n/common.ts";
import { Field } from "./field.tsx";
import { Select, type SelectOption } from "./select.tsx";

type FilterSelectProps = {
  label: string;
  /** The values to filter by; 'Barchasi' (value "", no filter) comes first on its own. */
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
};

/** A list filter: a labelled select whose "" value means no filter. */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  return (
    <Field label={label} className="w-40">
      <Select
        options={[{ value: "", label: uzCommon.all }, ...options]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
