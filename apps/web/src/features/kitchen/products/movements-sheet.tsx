import { useState } from "react";
import { MOVEMENT_KIND_LABELS, MOVEMENT_KINDS, type MovementKind } from "@app/contract/schemas/kitchen-products";
import { uz } from "../../../i18n/uz.ts";
import { formatMoney, formatQuantity } from "../../../lib/format.ts";
import { Badge } from "../../../ui/badge.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { DEFAULT_PAGE_SIZE } from "../../../ui/pagination-window.ts";
import { Sheet } from "../../../ui/sheet.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { useProductMovements } from "./products-api.ts";

const t = uz.kitchen.movements;
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
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [kind, setKind] = useState<MovementKind | "">("");
  const list = useProductMovements(product.id, { page, per_page: perPage, kind: kind || undefined });
  const rows = list.data?.results ?? [];

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={t.title} description={product.name} size="wide">
      <div className="flex flex-col gap-4">
        <FilterSelect
          label={t.kind}
          options={kindOptions}
          value={kind}
          onChange={(value) => {
            setKind(MOVEMENT_KINDS.find((known) => known === value) ?? "");
            setPage(1);
          }}
        />
        <ListState isLoading={list.isPending} isError={list.isError} isEmpty={rows.length === 0} emptyText={t.empty}>
          <Table>
            <THead>
              <tr>
                <Th>{t.date}</Th>
                <Th>{t.kind}</Th>
                <Th className="text-right">{t.quantity}</Th>
                <Th className="text-right">{t.value}</Th>
                <Th>{t.note}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((movement) => {
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
                    <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(movement.value)}</Td>
                    <Td className="max-w-xs break-words">
                      {movement.food_order_id ? t.order(movement.food_order_id) : movement.reason}
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
        </ListState>
        <Pagination
          page={page}
          perPage={perPage}
          count={list.data?.count ?? 0}
          onPageChange={setPage}
          onPerPageChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
      </div>
    </Sheet>
  );
}
