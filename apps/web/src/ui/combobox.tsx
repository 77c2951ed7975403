import { useState } from "react";
import type { SelectOption } from "./select.tsx";
import { SearchSelect } from "./search-select.tsx";

type ComboboxProps = {
  label: string;
  /** Every choice, already loaded; typing narrows them here, without asking the server. */
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  loading?: boolean;
  placeholder?: string;
  /** The chosen value's label when it is not among `options` (a record no longer offered). */
  valueLabel?: string;
  disabled?: boolean;
};

/** A select narrowed as one types: ui/search-select.tsx over a list already at hand. */
export function Combobox({ label, options, value, onChange, loading, placeholder, valueLabel, disabled }: ComboboxProps) {
  const [search, setSearch] = useState("");
  const needle = search.trim().toLocaleLowerCase();
  const matches = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;
  const selected = options.find((option) => option.value === value)?.label ?? valueLabel ?? "";
  return (
    <SearchSelect
      label={label}
      options={matches}
      value={value}
      selectedLabel={selected}
      onChange={(option) => onChange(option.value)}
      search={search}
      onSearchChange={setSearch}
      loading={loading}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
