import type { Endpoint } from "@app/contract/endpoint";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import type { MissingProducts } from "@app/contract/schemas/kitchen-common";
import { useState } from "react";
import { uzFoodOrders } from "../../../i18n/orders.ts";
import { formatAmount, formatQuantity } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useOptions } from "../../../lib/use-options.ts";
import { SearchSelect } from "../../../ui/search-select.tsx";
import type { ProductTypeValue } from "./order-form.ts";

const t = uzFoodOrders;

/** What a dish, a menu and a ration have in common for an order: a name, a price and availability. */
export type OrderItem = {
  id: string;
  name: string;
  gross_price: number;
  priced: boolean;
  status: boolean;
  missing_products: MissingProducts;
};

const LISTS = {
  "0": DISHES.list,
  "1": MENUS.list,
  "2": RATIONS.list,
} satisfies Record<ProductTypeValue, Endpoint>;

type ItemSelectProps = {
  productType: ProductTypeValue;
  value: OrderItem | null;
  onChange: (item: OrderItem) => void;
};

/** The dish, menu or ration being ordered, searched by name, each shown with its price per portion. */
export function ItemSelect({ productType, value, onChange }: ItemSelectProps) {
  const currency = useOperatingCurrency();
  const [search, setSearch] = useState("");
  const matches = useOptions(
    LISTS[productType],
    (item) => ({
      value: item.id,
      label: item.name,
      detail: item.priced
        ? t.itemOption(formatAmount(item.gross_price, currency), item.available_portions > 0 ? formatQuantity(item.available_portions) : null)
        : t.unpriced,
    }),
    { search: useDebouncedValue(search.trim()) },
  );

  const choose = (id: string) => {
    const item = matches.data?.results.find((found) => found.id === id);
    if (!item) return;
    const { name, gross_price, priced, status, missing_products } = item;
    onChange({ id, name, gross_price, priced, status, missing_products });
  };

  return (
    <SearchSelect
      options={matches.options}
      value={value?.id ?? ""}
      selectedLabel={value?.name ?? ""}
      onChange={(option) => choose(option.value)}
      search={search}
      onSearchChange={setSearch}
      loading={matches.isFetching}
      placeholder={t.itemPlaceholder}
    />
  );
}
