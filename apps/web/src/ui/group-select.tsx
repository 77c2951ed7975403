import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { useState } from "react";
import { uzGroupSelect } from "../i18n/ui.ts";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { useOptions } from "../lib/use-options.ts";
import { SearchSelect } from "./search-select.tsx";

type GroupSelectProps = {
  value: string;
  label: string;
  placeholder: string;
  onChange: (group: { id: string; name: string }) => void;
  /** Groups not offered (those already chosen). */
  exclude?: ReadonlySet<string>;
};

/** A guest group, searched by name, with its head count beside it. */
export function GroupSelect({ value, label, placeholder, onChange, exclude }: GroupSelectProps) {
  const [search, setSearch] = useState("");
  const matches = useOptions(
    GUEST_GROUPS.list,
    (group) => ({ value: group.id, label: group.name, detail: uzGroupSelect.headCount(group.count) }),
    { search: useDebouncedValue(search.trim()) },
  );
  return (
    <SearchSelect
      options={exclude ? matches.options.filter((option) => !exclude.has(option.value)) : matches.options}
      value={value}
      selectedLabel={label}
      onChange={(option) => {
        onChange({ id: option.value, name: option.label });
        setSearch("");
      }}
      search={search}
      onSearchChange={setSearch}
      loading={matches.isFetching}
      placeholder={placeholder}
    />
  );
}
