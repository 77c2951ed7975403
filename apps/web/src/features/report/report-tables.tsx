import type { ProductStat } from "@app/contract/schemas/statistics";
import { uzReport } from "../../i18n/report.ts";
import type { Period } from "../../lib/period.ts";
import { type RankedColumn, RankedTable, type RowOf, type TableBlock } from "./ranked-table.tsx";
import { useBlockVisible } from "./report-api.ts";

const c = uzReport.columns;
const name = <R extends { name: string }>(header: string = c.name): RankedColumn<R> => ({ header, value: (row) => row.name });
const orders = <R extends { order_count: number }>(): RankedColumn<R> => ({
  header: c.orders,
  value: (row) => row.order_count,
  kind: "count",
});
const profit = <R extends { price: number }>(): RankedColumn<R> => ({ header: c.profit, value: (row) => row.price, kind: "money" });
const section = <R extends { section: string }>(): RankedColumn<R> => ({ header: c.section, value: (row) => row.section });

const productColumns: Array<RankedColumn<ProductStat>> = [
  name(),
  section(),
  { header: c.amount, value: (row) => row.count, kind: "amount" },
  { header: c.unit, value: (row) => row.measure },
  { header: c.sum, value: (row) => row.price, kind: "money" },
];

/** A ranked block for the roles that may read its area; a new period starts it on page 1. */
function Ranked<Block extends TableBlock>({ block, period, columns }: { block: Block; period: Period; columns: Array<RankedColumn<RowOf<Block>>> }) {
  if (!useBlockVisible(block)) return null;
  return <RankedTable key={`${period.date_from}-${period.date_to}`} block={block} title={uzReport.tables[block]} period={period} columns={columns} />;
}

export function ReportTables({ period }: { period: Period }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Ranked block="counter_agents" period={period} columns={[name(), orders(), profit()]} />
      <Ranked
        block="hotels"
        period={period}
        columns={[name(), orders(), { header: c.revenue, value: (row) => row.revenue, kind: "money" }, profit()]}
      />
      <Ranked
        block="transports"
        period={period}
        columns={[name(c.driver), { header: c.car, value: (row) => row.car }, orders(), profit()]}
      />
      <Ranked block="foods" period={period} columns={[name(), section(), orders(), profit()]} />
      <Ranked
        block="menus"
        period={period}
        columns={[
          name(),
          orders(),
          { header: c.netPrice, value: (row) => row.net_price, kind: "money" },
          { header: c.profit, value: (row) => row.profit, kind: "money" },
          { header: c.grossPrice, value: (row) => row.gross_price, kind: "money" },
        ]}
      />
      <Ranked block="recipes" period={period} columns={[name(), orders(), profit()]} />
      <Ranked block="most_used_products" period={period} columns={productColumns} />
      <Ranked block="check_in_products" period={period} columns={productColumns} />
      <Ranked block="checkout_products" period={period} columns={productColumns} />
    </div>
  );
}
