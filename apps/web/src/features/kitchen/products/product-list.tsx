import { History } from "lucide-react";
import type { Product } from "@app/contract/schemas/kitchen-products";
import { dec, decimalText } from "@app/contract/decimal";
import { uzCommon } from "../../../i18n/common.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { cn } from "../../../lib/cn.ts";
import { formatQuantity } from "../../../lib/format.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { RowActions } from "../../../ui/row-actions.tsx";
import { ItemImage } from "../shared/item-image.tsx";

const t = uzKitchen.products;

type ProductListProps = {
  rows: readonly Product[];
  firstRow: number;
  /** Absent for roles that may only read: the edit and delete buttons are left out. */
  onEdit?: (product: Product) => void;
  onDelete?: (product: Product) => void;
  onHistory: (product: Product) => void;
};

/** The products table: a product below its minimum stock is tinted and badged 'Kam qoldi'. */
export function ProductList({ rows, firstRow, onEdit, onDelete, onHistory }: ProductListProps) {
  return (
    <Table numbered>
      <THead>
        <tr>
          <Th>{uzCommon.number}</Th>
          <Th>{t.name}</Th>
          <Th>{t.section}</Th>
          <Th>{t.units}</Th>
          <Th className="text-right">{t.stock}</Th>
          <Th>{uzCommon.status}</Th>
          <Th className="text-right">{uzCommon.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((product, index) => (
          <Tr key={product.id} className={cn(product.low_stock && "bg-amber-50 hover:bg-amber-100/60")}>
            <Td className="text-muted">{firstRow + index}</Td>
            <Td>
              <span className="flex items-center gap-3">
                <ItemImage src={product.image} name={product.name} />
                <span className="font-medium text-ink">{product.name}</span>
              </span>
            </Td>
            <Td>{product.section_name}</Td>
            <Td className="whitespace-nowrap">
              {t.factorExplained(
                product.measure_warehouse_abbreviation,
                decimalText(dec(product.difference_measures)),
                product.measure_abbreviation,
              )}
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">
              <span className="font-medium text-ink">
                {formatQuantity(product.stock)} {product.measure_warehouse_abbreviation}
              </span>
              <span className="block text-xs text-muted">
                {t.minimum(`${formatQuantity(product.min_stock)} ${product.measure_warehouse_abbreviation}`)}
              </span>
            </Td>
            <Td>
              <span className="flex flex-wrap gap-1">
                <Badge tone={product.status ? "success" : "danger"}>{product.status ? t.inStock : t.outOfStock}</Badge>
                {product.low_stock && <Badge tone="warning">{t.lowStock}</Badge>}
              </span>
            </Td>
            <Td>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={uzKitchen.movements.open(product.name)}
                  title={uzKitchen.movements.title}
                  onClick={() => onHistory(product)}
                >
                  <History className="size-4" aria-hidden />
                </Button>
                {onEdit && onDelete && (
                  <RowActions name={product.name} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
                )}
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
