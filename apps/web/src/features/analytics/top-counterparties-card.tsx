import type { TopCounterparty } from "@app/contract/schemas/order-analytics";
import { uzAnalytics } from "../../i18n/analytics.ts";
import { uzReport } from "../../i18n/report.ts";
import { formatWhole } from "../../lib/chart-format.ts";
import { formatCurrencyValue, withCurrency } from "../../lib/format.ts";
import { useOperatingCurrency } from "../../lib/operating-currency.ts";
import { ListState } from "../../ui/list-state.tsx";
import { TBody, THead, Table, Td, Th, Tr } from "../../ui/table.tsx";
import { AnalyticsCard } from "./analytics-card.tsx";

const t = uzAnalytics;
const col = t.columns;

/** The counterparties with most food orders in the period, with what they brought in. */
export function TopCounterpartiesCard({ rows }: { rows: TopCounterparty[] }) {
  const currency = useOperatingCurrency();
  return (
    <AnalyticsCard title={t.topCounterparties}>
      <ListState isLoading={false} isError={false} isEmpty={!rows.length} emptyText={uzReport.empty}>
        <Table>
          <THead>
            <Tr>
              <Th>{col.counterparty}</Th>
              <Th className="text-right">{col.orders}</Th>
              <Th className="text-right">{withCurrency(col.revenue, currency)}</Th>
              <Th className="text-right">{withCurrency(col.profit, currency)}</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((row) => (
              <Tr key={row.id}>
                <Td>{row.name}</Td>
                <Td className="text-right tabular-nums">{formatWhole(row.order_count)}</Td>
                <Td className="text-right tabular-nums">{formatCurrencyValue(row.revenue, currency)}</Td>
                <Td className="text-right tabular-nums">{formatCurrencyValue(row.profit, currency)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </ListState>
    </AnalyticsCard>
  );
}
