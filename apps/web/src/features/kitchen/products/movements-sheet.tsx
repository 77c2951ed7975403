import { useState } from "react";
import { MOVEMENT_KIND_LABELS, MOVEMENT_KINDS, type MovementKind } from "@app/contract/schemas/kitchen-products";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatCurrencyValue, formatQuantity, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { usePageState } from "../../../lib/use-page-state.ts";
import { Badge } from "../../../ui/badge.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { useProductMovements } from "./products-api.ts";

const t = uzKitchen.movements;
const kindOptions = MOVEMENT_KINDS.map((kind) => ({ value: kind, label: MOVEMENT_KIND_LABELS[kind] }));

/** Receipts and restorations bring stock in; consumption and write-offs take it out. */
const SHAPE: Record<MovementKind, { sign: "+" | "−"; tone: "success" | "neutral" | "danger" | "warning" }> = {
  receipt: { sign: "+", tone: "success" },
  restoration: { sign: "+", tone: "warning" },
  consumption: { sign: "−", tone: "neutral" },
  write_off: { sign: "−", tone: "danger" },
};

type MovementsSheetProps = { product: { id: string; name: string }; onClose: () => void };

/** A product's stock history, newest first, filtered by kind and paged inside the sheet. */
export function MovementsSheet({ product, onClose }: MovementsSheetProps) {
  const currency = useOperatingCurrency();
  const [pages, update] = usePageState();
  const [kind, setKind] = useState<MovementKind | "">("");
  const list = useProductMovements(product.id, { page: pages.page, per_page: pages.perPage, kind: kind || undefined });

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={t.title} description={product.name} size="wide">
      <div className="flex flex-col gap-4">
        <FilterSelect
          label={t.kind}
          options={kindOptions}
          value={kind}
          onChange={(value) => {
            setKind(MOVEMENT_KINDS.find((known) => known === value) ?? "");
            update({ page: 1 });
          }}
        />
        <PagedList list={list} pages={pages} update={update} emptyText={t.empty}>
          <Table>
            <THead>
              <tr>
                <Th>{t.date}</Th>
                <Th>{t.kind}</Th>
                <Th className="text-right">{t.quantity}</Th>
                <Th className="text-right">{withCurrency(t.value, currency)}</Th>
                <Th>{t.note}</Th>
              </tr>
            </THead>
            <TBody>
              {list.data?.results.map((movement) => {
                const { sign, tone } = SHAPE[movement.kind];
                return (
                  <Tr key={movement.id}>
                    <Td className="whitespace-nowrap">{movement.created_at}</Td>
                    <Td>
                      <Badge tone={tone}>{movement.kind_label}</Badge>
                    </Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">
                      <span className="font-medium text-ink">
                        {sign}
                        {formatQuantity(movement.amount)} {movement.warehouse_measure}
                      </span>
                      <span className="block text-xs text-muted">
                        {formatQuantity(movement.quantity)} {movement.measure}
                      </span>
                    </Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">{formatCurrencyValue(movement.value, currency)}</Td>
                    <Td className="max-w-xs break-words">
                      {movement.food_order_id
                        ? t.order(movement.food_order_id)
                        : [movement.reason_label, movement.note].filter(Boolean).join(" · ")}
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
        </PagedList>
      </div>
    </Sheet>
  );
}
