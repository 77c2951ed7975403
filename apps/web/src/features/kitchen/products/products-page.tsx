import { can } from "@app/contract/roles";
import type { Product } from "@app/contract/schemas/kitchen-products";
import { useState } from "react";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { uzList } from "../../../i18n/ui.ts";
import { ListPage } from "../../../layout/list-page.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useDeleteFlow } from "../../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone, useListView } from "../../../lib/use-list-view.ts";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { StockFilterBar } from "../shared/stock-filter-bar.tsx";
import { MovementsSheet } from "./movements-sheet.tsx";
import { ProductList } from "./product-list.tsx";
import { ProductSheet } from "./product-sheet.tsx";
import { useDeleteProduct, useProducts } from "./products-api.ts";
import { productsView } from "./products-view.ts";

const t = uzKitchen.products;
const stockOptions = [
  { value: "true", label: t.inStock },
  { value: "false", label: t.outOfStock },
];
const lowStockOptions = [
  { value: "true", label: t.lowStock },
  { value: "false", label: t.enoughStock },
];

/** /kitchen/products: the raw ingredients with their units, stock and minimum. */
export default function ProductsPage({ title }: PageProps) {
  const [view, update] = useListView(productsView);
  const list = useProducts(view);
  const writable = can(usePrincipal(), "kitchen_products", "write");
  const [editing, setEditing] = useState<Product | "new" | null>(null);
  const [history, setHistory] = useState<Product | null>(null);
  const rows = list.data?.results ?? [];
  const deletion = useDeleteFlow<Product>({
    remove: useDeleteProduct(),
    deletedMessage: t.deleted,
    rowsOnPage: rows.length,
    page: view.page,
    update,
  });
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: t.add, onClick: () => setEditing("new") }}
        intro={t.intro}
        filters={
          <StockFilterBar view={view} update={update} strings={t} stockOptions={stockOptions}>
            <FilterSelect
              label={t.lowStockFilter}
              options={lowStockOptions}
              value={view.filters.low_stock}
              onChange={(lowStock) => update({ filters: { low_stock: lowStock } })}
            />
          </StockFilterBar>
        }
      >
        <PagedList list={list} pages={view} update={update} emptyText={view.search ? uzList.emptySearch : t.empty}>
          <ProductList
            rows={rows}
            firstRow={firstRowNumber(view.page, view.perPage)}
            onEdit={writable ? setEditing : undefined}
            onDelete={writable ? deletion.ask : undefined}
            onHistory={setHistory}
          />
        </PagedList>
      </ListPage>
      {editing && <ProductSheet product={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {history && <MovementsSheet product={history} onClose={() => setHistory(null)} />}
      {deletion.dialog}
    </>
  );
}
