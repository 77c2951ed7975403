import { type MonthCount, ORDER_KIND_LABELS, ORDER_STATUS_LABELS } from "@app/contract/schemas/order-analytics";
import { uzAnalytics } from "../../i18n/analytics.ts";
import { formatWhole } from "../../lib/chart-format.ts";
import { TBody, THead, Table, Td, Th, Tr } from "../../ui/table.tsx";
import { totalsByStatus } from "./order-series.ts";

const t = uzAnalytics;

/** The period's orders per kind and status, under the monthly chart; nothing when there are none. */
export function StatusTotals({ months }: { months: MonthCount[] }) {
  const totals = totalsByStatus(months);
  if (!totals.length) return null;
  return (
    <Table>
      <THead>
        <Tr>
          <Th>{t.columns.kind}</Th>
          <Th>{t.columns.status}</Th>
          <Th className="text-right">{t.columns.orders}</Th>
        </Tr>
      </THead>
      <TBody>
        {totals.map((row) => (
          <Tr key={`${row.kind}-${row.status}`}>
            <Td>{ORDER_KIND_LABELS[row.kind]}</Td>
            <Td>{ORDER_STATUS_LABELS[row.status] ?? row.status}</Td>
            <Td className="text-right tabular-nums">{formatWhole(row.count)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
