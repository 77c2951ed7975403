import { History, PackageMinus, Pencil } from "lucide-react";
import type { Batch } from "@app/contract/schemas/kitchen-warehouse";
import { uzCommon } from "../../../i18n/common.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { cn } from "../../../lib/cn.ts";
import { formatCurrencyValue, formatQuantity, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { ItemImage } from "../shared/item-image.tsx";

const t = uzKitchen.warehouse;

type BatchListProps = {
  rows: readonly Batch[];
  firstRow: number;
  /** Products below their minimum: their batches are tinted and badged. */
  lowStock: ReadonlySet<string>;
  onHistory: (batch: Batch) => void;
  /** Absent for roles that may only read. */
  onWriteOff?: (batch: Batch) => void;
  onCorrect?: (batch: Batch) => void;
};

/** The stock unit every row shares, which then names the price column ("1 kg narxi"). */
function sharedUnit(rows: readonly Batch[]): string | null {
  const units = new Set(rows.map((batch) => batch.warehouse_measure));
  return units.size === 1 ? [...units][0] : null;
}

/**
 * The expiry date, red once passed and amber within the warning days while stock is left; a used-up
 * batch's date is plain, as nothing of it can spoil any more.
 */
function ExpiryCell({ batch }: { batch: Batch }) {
  if (!batch.expiry_date) return <span className="text-muted">{t.noExpiry}</span>;
  const tone = batch.status ? batch.expiry_status : null;
  return (
    <span
      data-expiry={tone ?? "plain"}
      className={cn(
        "inline-flex flex-col tabular-nums",
        tone === "expired" && "font-medium text-red-700",
        tone === "expiring" && "font-medium text-amber-700",
      )}
    >
      {batch.expiry_date}
      {tone === "expired" && <span className="text-xs">{t.expired}</span>}
      {tone === "expiring" && <span className="text-xs">{t.expiringSoon}</span>}
      {batch.lot && <span className="text-xs font-normal text-muted">{batch.lot}</span>}
    </span>
  );
}

/** The batches: what arrived and what remains in the stock unit, the price of the delivery and of one stock unit. */
export function BatchList({ rows, firstRow, lowStock, onHistory, onWriteOff, onCorrect }: BatchListProps) {
  const currency = useOperatingCurrency();
  const unit = sharedUnit(rows);
  return (
    <Table numbered columnsKey="warehouse">
      <THead>
        <tr>
          <Th>{uzCommon.number}</Th>
          <Th>{t.product}</Th>
          <Th className="text-right">{t.arrived}</Th>
          <Th className="text-right">{t.remaining}</Th>
          <Th className="text-right">{withCurrency(t.grossPrice, currency)}</Th>
          <Th className="text-right">{withCurrency(unit ? t.unitPriceOf(unit) : t.unitPrice, currency)}</Th>
          <Th>{t.expiry}</Th>
          <Th>{t.invoice}</Th>
          <Th>{t.date}</Th>
          <Th fixed className="text-right">
            {uzCommon.actions}
          </Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((batch, index) => {
          const low = lowStock.has(batch.product);
          return (
            <Tr key={batch.id} className={cn(low && "bg-amber-50 hover:bg-amber-100/60")}>
              <Td className="text-muted">{firstRow + index}</Td>
              <Td>
                <span className="flex items-center gap-3">
                  <ItemImage src={batch.image} name={batch.product_name} />
                  <span className="flex flex-col">
                    <span className="font-medium text-ink">{batch.product_name}</span>
                    <span className="text-xs text-muted">{batch.section}</span>
                  </span>
                  {low && (
                    <span className="shrink-0 whitespace-nowrap">
                      <Badge tone="warning">{uzKitchen.products.lowStock}</Badge>
                    </span>
                  )}
                </span>
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">
                {formatQuantity(batch.arrived_amount)} {batch.warehouse_measure}
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">
                {batch.status ? (
                  <span className="font-medium text-ink">
                    {formatQuantity(batch.amount)} {batch.warehouse_measure}
                  </span>
                ) : (
                  <Badge tone="neutral">{t.usedUp}</Badge>
                )}
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatCurrencyValue(batch.gross_price, currency)}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">
                {formatCurrencyValue(batch.stock_unit_price, currency)} <span className="text-xs text-muted">/ {batch.warehouse_measure}</span>
              </Td>
              <Td className="whitespace-nowrap">
                <ExpiryCell batch={batch} />
              </Td>
              <Td className="whitespace-nowrap">
                {batch.invoice_number && batch.invoice_date ? (
                  <span className="flex flex-col">
                    <span>{t.invoiceOf(batch.invoice_number, batch.invoice_date)}</span>
                    <span className="text-xs text-muted">{batch.supplier_name}</span>
                  </span>
                ) : (
                  (batch.supplier_name ?? t.noExpiry)
                )}
              </Td>
              <Td className="whitespace-nowrap">{batch.created_at}</Td>
              <Td>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={uzKitchen.movements.open(batch.product_name)}
                    title={uzKitchen.movements.title}
                    onClick={() => onHistory(batch)}
                  >
                    <History className="size-4" aria-hidden />
                  </Button>
                  {onCorrect && batch.editable && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.correctRow(batch.product_name)}
                      title={t.correctTitle}
                      onClick={() => onCorrect(batch)}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                  )}
                  {onWriteOff && batch.status && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.writeOffRow(batch.product_name)}
                      title={t.writeOff}
                      className="text-danger hover:bg-red-50"
                      onClick={() => onWriteOff(batch)}
                    >
                      <PackageMinus className="size-4" aria-hidden />
                    </Button>
                  )}
                </div>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
