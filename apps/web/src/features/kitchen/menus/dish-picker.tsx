import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { MENU_SIZE } from "@app/contract/schemas/kitchen-menus";
import type { Currency } from "@app/contract/schemas/money";
import { X } from "lucide-react";
import { useState } from "react";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { cn } from "../../../lib/cn.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useOptions } from "../../../lib/use-options.ts";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/field.tsx";
import { SearchSelect } from "../../../ui/search-select.tsx";
import { AvailabilityBadge } from "../shared/availability.tsx";
import type { ChosenPart } from "../shared/chosen-part.ts";

const t = uzKitchen.menus;
const price = (dish: { gross_price: number; priced: boolean }, currency: Currency) =>
  dish.priced ? formatAmount(dish.gross_price, currency) : uzKitchen.costs.unknown;

type DishPickerProps = {
  value: readonly ChosenPart[];
  onChange: (dishes: ChosenPart[]) => void;
  error?: string;
};

/** Exactly seven different dishes: the search offers only dishes not chosen yet, and stops at seven. */
export function DishPicker({ value, onChange, error }: DishPickerProps) {
  const currency = useOperatingCurrency();
  const [search, setSearch] = useState("");
  const chosen = new Set(value.map((dish) => dish.id));
  const full = value.length >= MENU_SIZE;
  const matches = useOptions(
    DISHES.list,
    (dish) => ({ value: dish.id, label: dish.name, detail: price(dish, currency) }),
    { search: useDebouncedValue(search.trim()) },
  );
  const options = matches.options.filter((option) => !chosen.has(option.value));

  const add = (id: string) => {
    const dish = matches.data?.results.find((found) => found.id === id);
    if (!dish || full || chosen.has(id)) return;
    const { name, net_price, gross_price, priced, status } = dish;
    onChange([...value, { id, name, net_price, gross_price, priced, status }]);
  };

  return (
    <div className="flex flex-col gap-3">
      <Field label={t.dishes} hint={full ? t.pickerFull : t.pickerHint} error={error}>
        <SearchSelect
          options={options}
          value=""
          selectedLabel=""
          onChange={(option) => add(option.value)}
          search={search}
          onSearchChange={setSearch}
          loading={matches.isFetching}
          placeholder={t.dishPlaceholder}
          disabled={full}
        />
      </Field>
      <p className={cn("text-sm font-medium", value.length === MENU_SIZE ? "text-success" : "text-muted")} aria-live="polite">
        {t.chosenCount(value.length, MENU_SIZE)}
      </p>
      {value.length > 0 && (
        <ol className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {value.map((dish, index) => (
            <li key={dish.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="w-5 text-muted">{index + 1}</span>
              <span className="flex-1 font-medium text-ink">{dish.name}</span>
              <AvailabilityBadge status={dish.status} priced={dish.priced} />
              <span className="w-32 text-right whitespace-nowrap tabular-nums">{price(dish, currency)}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.removeDish(dish.name)}
                title={t.removeDish(dish.name)}
                onClick={() => onChange(value.filter((other) => other.id !== dish.id))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
