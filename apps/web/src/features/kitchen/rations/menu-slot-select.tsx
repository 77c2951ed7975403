import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import type { MenuType } from "@app/contract/schemas/kitchen-menus";
import { useState } from "react";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useOptions } from "../../../lib/use-options.ts";
import { Field } from "../../../ui/field.tsx";
import { SearchSelect } from "../../../ui/search-select.tsx";
import type { ChosenPart } from "../shared/chosen-part.ts";

const t = uzKitchen.rations;

type MenuSlotSelectProps = {
  label: string;
  /** Only menus of the slot's meal are offered: a ration's breakfast slot holds a breakfast menu, and so on. */
  menuType: MenuType;
  value: ChosenPart | null;
  onChange: (menu: ChosenPart) => void;
  error?: string;
};

export function MenuSlotSelect({ label, menuType, value, onChange, error }: MenuSlotSelectProps) {
  const currency = useOperatingCurrency();
  const [search, setSearch] = useState("");
  const matches = useOptions(
    MENUS.list,
    (menu) => ({
      value: menu.id,
      label: menu.name,
      detail: menu.priced ? t.menuOption(formatAmount(menu.gross_price, currency)) : uzKitchen.costs.unpriced,
    }),
    { menu_type: menuType, search: useDebouncedValue(search.trim()) },
  );

  const choose = (id: string) => {
    const menu = matches.data?.results.find((found) => found.id === id);
    if (!menu) return;
    const { name, net_price, gross_price, priced, status } = menu;
    onChange({ id, name, net_price, gross_price, priced, status });
  };

  return (
    <Field label={label} error={error}>
      <SearchSelect
        options={matches.options}
        value={value?.id ?? ""}
        selectedLabel={value?.name ?? ""}
        onChange={(option) => choose(option.value)}
        search={search}
        onSearchChange={setSearch}
        loading={matches.isFetching}
        placeholder={t.menuPlaceholder}
      />
    </Field>
  );
}
