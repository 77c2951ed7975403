import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import type { Product } from "@app/contract/schemas/kitchen-products";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatQuantity } from "../../../lib/format.ts";

const t = uzKitchen.warehouse;

/** The products below their minimum stock, named above the batches so a purchase is not forgotten. */
export function LowStockNotice({ products }: { products: readonly Product[] }) {
  const titleId = useId();
  if (!products.length) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <TriangleAlert className="size-4" aria-hidden />
        {t.lowStockTitle}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-amber-900">
        {products.map((product) => {
          const unit = product.measure_warehouse_abbreviation;
          return (
            <li key={product.id}>
              {t.lowStockItem(
                product.name,
                `${formatQuantity(product.stock)} ${unit}`,
                `${formatQuantity(product.min_stock)} ${unit}`,
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
