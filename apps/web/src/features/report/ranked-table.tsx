import { useState } from "react";
import type { Statistic } from "@app/contract/schemas/statistics";
import { uz } from "../../i18n/uz.ts";
import { formatMoney, formatQuantity } from "../../lib/format.ts";
import type { Period } from "../../lib/period.ts";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { TBody, THead, Table, Td, Th, Tr } from "../../ui/table.tsx";
import { BlockCard } from "./block-card.tsx";
import { useStatistic } from "./report-api.ts";

export type RankedColumn<R> = { header: string; value: (row: R) => string | number; kind?: "money" | "count" | "amount" };
type Rows<R> = { count: number; results: R[] } | { total: number; result: R[] };

const cell = (kind: RankedColumn<never>["kind"], value: string | number) =>
  typeof value !== "number" ? value : kind === "money" ? formatMoney(value) : formatQuantity(value);

/** A ranked block: numbered rows continuing across pages, money with spaces, an Excel download of all rows. */
export function RankedTable<R extends { id: string }>({
  block,
  title,
  period,
  columns,
}: {
  block: Statistic;
  title: string;
  period: Period;
  columns: Array<RankedColumn<R>>;
}) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const paged = block !== "recipes";
  const query = useStatistic<Rows<R>>(block, period, paged ? { page, per_page: perPage } : {});
  const rows = query.data ? ("results" in query.data ? query.data.results : query.data.result) : [];
  const count = query.data && "count" in query.data ? query.data.count : rows.length;
  return (
    <BlockCard title={title} block={block} period={period}>
      <ListState isLoading={query.isLoading} isError={query.isError} isEmpty={!rows.length} emptyText={uz.report.empty}>
        <div className="overflow-x-auto">
          <Table>
            <THead>
              <Tr>
                <Th className="w-12">{uz.report.columns.number}</Th>
                {columns.map((column) => (
                  <Th key={column.header} className={column.kind ? "text-right" : undefined}>
                    {column.header}
                  </Th>
                ))}
              </Tr>
            </THead>
            <TBody>
              {rows.map((row, index) => (
                <Tr key={row.id}>
                  <Td>{(page - 1) * perPage + index + 1}</Td>
                  {columns.map((column) => (
                    <Td key={column.header} className={column.kind ? "text-right tabular-nums" : undefined}>
                      {cell(column.kind, column.value(row))}
                    </Td>
                  ))}
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
        {paged && count > perPage && (
          <div className="mt-3">
            <Pagination
              page={page}
              perPage={perPage}
              count={count}
              onPageChange={setPage}
              onPerPageChange={(size) => {
                setPerPage(size);
                setPage(1);
              }}
            />
          </div>
        )}
      </ListState>
    </BlockCard>
  );
}
