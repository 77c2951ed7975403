import { useState } from "react";
import type { Product } from "@app/contract/schemas/kitchen-products";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatQuantity } from "../../../lib/format.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { SearchSelect } from "../../../ui/search-select.tsx";
import { useProductSearch } from "../shared/product-search.ts";

const t = uzKitchen.warehouse;

/** The product picker: matches of what is typed, each with its section and what is in stock. */
export function ProductPicker({ value, onChange }: { value: Product | null; onChange: (product: Product) => void }) {
  const [search, setSearch] = useState("");
  const found = useProductSearch(useDebouncedValue(search));
  const products = found.data?.results ?? [];
  return (
    <SearchSelect
      options={products.map((product) => ({
        value: product.id,
        label: product.name,
        detail: `${product.section_name} · ${formatQuantity(product.stock)} ${product.measure_warehouse_abbreviation}`,
      }))}
      value={value?.id ?? ""}
      selectedLabel={value?.name ?? ""}
      onChange={(option) => {
        const product = products.find((candidate) => candidate.id === option.value);
        if (product) onChange(product);
      }}
      search={search}
      onSearchChange={setSearch}
      loading={found.isFetching}
      placeholder={t.productPlaceholder}
    />
  );
}
