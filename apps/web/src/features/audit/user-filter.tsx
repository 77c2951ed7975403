import { useState } from "react";
import { EMPLOYEES } from "@app/contract/endpoints/hr";
import { uzAudit } from "../../i18n/audit.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useOptions } from "../../lib/use-options.ts";
import { PickerFilter } from "../../ui/picker-filter.tsx";
import { SearchSelect } from "../../ui/search-select.tsx";

type UserFilterProps = {
  value: string;
  /** The chosen user's name when the page already knows it (from a link, the rows shown). */
  knownName: string;
  onChange: (id: string) => void;
};

/**
 * 'Foydalanuvchi': whose changes to show, picked from every account. The HR list holds every
 * account and is what the journal's readers may read (the user list is the admin's alone).
 */
export function UserFilter({ value, knownName, onChange }: UserFilterProps) {
  const [search, setSearch] = useState("");
  const [name, setName] = useState("");
  const matches = useOptions(
    EMPLOYEES.list,
    (employee) => ({ value: employee.id, label: employee.full_name, detail: employee.email }),
    { search: useDebouncedValue(search.trim()) },
  );
  return (
    <PickerFilter label={uzAudit.user} value={value} clearLabel={uzAudit.clearUser} onClear={() => onChange("")}>
      <SearchSelect
        options={matches.options}
        value={value}
        selectedLabel={value ? name || knownName : ""}
        onChange={(option) => {
          setName(option.label);
          onChange(option.value);
        }}
        search={search}
        onSearchChange={setSearch}
        loading={matches.isFetching}
        placeholder={uzAudit.userPlaceholder}
      />
    </PickerFilter>
  );
}
