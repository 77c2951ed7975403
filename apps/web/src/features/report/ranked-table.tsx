import { useState } from "react";
import type { Statistic } from "@app/contract/schemas/statistics";
import { uzReport } from "../../i18n/report.ts";
import type { Currency } from "@app/contract/schemas/money";
import { formatCurrencyValue, formatQuantity, withCurrency } from "../../lib/format.ts";
import { useOperatingCurrency } from "../../lib/operating-currency.ts";
import type { Period } from "../../lib/period.ts";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { TBody, THead, Table, Td, Th, Tr } from "../../ui/table.tsx";
import { BlockCard } from "./block-card.tsx";
import { type BlockAnswer, useStatistic } from "./report-api.ts";

export type TableBlock = keyof typeof uzReport.tables & Statistic;

/** A row of a table block: of a ranked page, or of the top rations' list. */
export type RowOf<Block extends TableBlock> =
  BlockAnswer<Block> extends { results: Array<infer Row> } ? Row : BlockAnswer<Block> extends { result: Array<infer Row> } ? Row : never;

/** Every block's rows carry an id, which keys them in the table. */
type Rows<Row> = { rows: Array<Row & { id: string }>; count: number };
const pageRows = <Row extends { id: string }>({ results, count }: { results: Row[]; count: number }): Rows<Row> => ({ rows: results, count });

/** Where each table block's answer keeps its rows; only the top rations come unpaged. */
const ROWS: { [Block in TableBlock]: (answer: BlockAnswer<Block>) => Rows<RowOf<Block>> } = {
  counter_agents: pageRows,
  hotels: pageRows,
  transports: pageRows,
  foods: pageRows,
  menus: pageRows,
  recipes: ({ result }) => ({ rows: result, count: result.length }),
  most_used_products: pageRows,
  check_in_products: pageRows,
  checkout_products: pageRows,
};

export type RankedColumn<R> = { header: string; value: (row: R) => string | number; kind?: "money" | "count" | "amount" };

const cell = (kind: RankedColumn<never>["kind"], value: string | number, currency: Currency) =>
  typeof value !== "number" ? value : kind === "money" ? formatCurrencyValue(value, currency) : formatQuantity(value);

/** Columns beyond which a block takes the page's full width, so its figures need no sideways scroll. */
const HALF_WIDTH_COLUMNS = 3;

/** A ranked block: numbered rows continuing across pages, money columns naming their currency, an Excel download of all rows. */
export function RankedTable<Block extends TableBlock>({
  block,
  title,
  period,
  columns,
}: {
  block: Block;
  title: string;
  period: Period;
  columns: Array<RankedColumn<RowOf<Block>>>;
}) {
  const [page, setPage] = useState(1);
  const currency = useOperatingCurrency();
  const [perPage, setPerPage] = useState(10);
  const paged = block !== "recipes";
  const query = useStatistic(block, period, paged ? { page, per_page: perPage } : {});
  const { rows, count } = query.data ? ROWS[block](query.data) : { rows: [], count: 0 };
  return (
    <BlockCard title={title} block={block} period={period} className={columns.length > HALF_WIDTH_COLUMNS ? "xl:col-span-2" : undefined}>
      <ListState
        isLoading={query.isLoading}
        isError={query.isError}
        isEmpty={!rows.length}
        emptyText={uzReport.empty}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <div className="overflow-x-auto">
          <Table numbered>
            <THead>
              <Tr>
                <Th className="w-12">{uzReport.columns.number}</Th>
                {columns.map((column) => (
                  <Th key={column.header} className={column.kind ? "text-right" : undefined}>
                    {column.kind === "money" ? withCurrency(column.header, currency) : column.header}
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
                      {cell(column.kind, column.value(row), currency)}
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
