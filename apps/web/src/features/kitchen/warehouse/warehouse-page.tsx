import { can } from "@app/contract/roles";
import type { Batch } from "@app/contract/schemas/kitchen-warehouse";
import { PackagePlus } from "lucide-react";
import { useMemo, useState } from "react";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { uzList } from "../../../i18n/ui.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { usePrincipal } from "../../../lib/session.tsx";
import { useFirstPageWhenGone, useListView } from "../../../lib/use-list-view.ts";
import { Button } from "../../../ui/button.tsx";
import { DateRangeFilter } from "../../../ui/date-range-filter.tsx";
import { ExportButton } from "../../../ui/export-button.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { MovementsSheet } from "../products/movements-sheet.tsx";
import { useLowStockProducts } from "../products/products-api.ts";
import { StockFilterBar } from "../shared/stock-filter-bar.tsx";
import { useUnitOptions } from "../units/units-api.ts";
import { BatchList } from "./batch-list.tsx";
import { DeliverySheet } from "./delivery-sheet.tsx";
import { LowStockNotice } from "./low-stock-notice.tsx";
import { ReceiptSheet } from "./receipt-sheet.tsx";
import { exportBatches, useBatches } from "./warehouse-api.ts";
import { warehouseView } from "./warehouse-view.ts";
import { WriteOffDialog } from "./write-off-dialog.tsx";

const t = uzKitchen.warehouse;
const stockOptions = [
  { value: "true", label: t.inStock },
  { value: "false", label: t.usedUp },
];
const expiryOptions = [{ value: "true", label: t.expiringFilter }];

/** /kitchen/warehouses: the batches and their expiry, receiving a delivery, writing stock off, and each product's history. */
export default function WarehousePage({ title }: PageProps) {
  const [view, update] = useListView(warehouseView);
  const list = useBatches(view);
  const units = useUnitOptions({ active: false });
  const lowStock = useLowStockProducts();
  const writable = can(usePrincipal(), "kitchen_warehouse", "write");
  const [receiving, setReceiving] = useState<Batch | "new" | null>(null);
  const [writingOff, setWritingOff] = useState<Batch | null>(null);
  const [history, setHistory] = useState<Batch | null>(null);
  const lowProducts = lowStock.data?.results ?? [];
  const lowIds = useMemo(() => new Set(lowStock.data?.results.map((product) => product.id)), [lowStock.data]);
  const filtered = Boolean(view.search || Object.values(view.filters).some(Boolean));
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <ExportButton label={title} onExport={() => exportBatches(view)} />
            {writable && (
              <Button onClick={() => setReceiving("new")}>
                <PackagePlus className="size-4" aria-hidden />
                {t.receive}
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <p className="-mt-3 text-sm text-muted">{t.intro}</p>
        <LowStockNotice products={lowProducts} />
        <StockFilterBar view={view} update={update} strings={t} stockOptions={stockOptions}>
          <FilterSelect
            label={t.unit}
            options={units.options}
            value={view.filters.measure}
            onChange={(unit) => update({ filters: { measure: unit } })}
          />
          <FilterSelect
            label={t.expiry}
            options={expiryOptions}
            value={view.filters.expiring}
            onChange={(expiring) => update({ filters: { expiring } })}
          />
          <DateRangeFilter
            from={view.filters.created_at__gte}
            to={view.filters.created_at__lte}
            onChange={({ from, to }) => update({ filters: { created_at__gte: from, created_at__lte: to } })}
          />
        </StockFilterBar>
        <PagedList list={list} pages={view} update={update} emptyText={filtered ? uzList.emptySearch : t.empty}>
          <BatchList
            rows={list.data?.results ?? []}
            firstRow={firstRowNumber(view.page, view.perPage)}
            lowStock={lowIds}
            onHistory={setHistory}
            onWriteOff={writable ? setWritingOff : undefined}
            onCorrect={writable ? setReceiving : undefined}
          />
        </PagedList>
      </div>
      {receiving === "new" && <DeliverySheet onClose={() => setReceiving(null)} />}
      {receiving && receiving !== "new" && <ReceiptSheet batch={receiving} onClose={() => setReceiving(null)} />}
      {writingOff && <WriteOffDialog batch={writingOff} onClose={() => setWritingOff(null)} />}
      {history && (
        <MovementsSheet product={{ id: history.product, name: history.product_name }} onClose={() => setHistory(null)} />
      )}
    </>
  );
}
