import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { useState } from "react";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { useOptions } from "../lib/use-options.ts";
import { SearchSelect } from "./search-select.tsx";

type CounterpartySelectProps = {
  value: string;
  label: string;
  placeholder: string;
  onChange: (counterparty: { id: string; name: string }) => void;
};

/** An active counterparty, searched by name: only those may receive new orders or payments. */
export function CounterpartySelect({ value, label, placeholder, onChange }: CounterpartySelectProps) {
  const [search, setSearch] = useState("");
  const matches = useOptions(
    COUNTERPARTIES.list,
    (agent) => ({ value: agent.id, label: agent.name, detail: agent.address }),
    { status: "true", search: useDebouncedValue(search.trim()) },
  );
  return (
    <SearchSelect
      options={matches.options}
      value={value}
      selectedLabel={label}
      onChange={(option) => onChange({ id: option.value, name: option.label })}
      search={search}
      onSearchChange={setSearch}
      loading={matches.isFetching}
      placeholder={placeholder}
    />
  );
}
