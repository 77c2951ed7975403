import { uzFinance } from "../../i18n/finance.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { formatAmount } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { useListView } from "../../lib/use-list-view.ts";
import { PagedTable } from "../../ui/list-table.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { useBalances } from "./finance-api.ts";
import { balancesView } from "./finance-views.ts";

const t = uzFinance;
const BUCKETS = ["d0_30", "d31_60", "d61_90", "d90_plus"] as const;

/** /finance/balances, 'Balanslar': per agent invoiced, paid, credit, balance and overdue by age, most overdue first. */
export default function BalancesPage({ title }: PageProps) {
  const [view, update] = useListView(balancesView);
  const list = useBalances(listQuery(view));
  const currency = list.data?.currency;
  const amount = (value: number) => (currency ? formatAmount(value, currency) : "");

  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-4">
        <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.searchAgents} />
        <PagedTable
          list={{ ...list, data: list.data && { ...list.data, results: list.data.results.map((row) => ({ ...row, id: row.counter_agent })) } }}
          view={view}
          update={update}
          emptyText={t.balancesEmpty}
          filtered={Boolean(view.search)}
          head={
            <>
              <Th>{t.counterparty}</Th>
              <Th className="text-right">{t.invoiced}</Th>
              <Th className="text-right">{t.paid}</Th>
              <Th className="text-right">{t.credit}</Th>
              <Th className="text-right">{t.balance}</Th>
              <Th className="text-right">{t.creditLimit}</Th>
              {BUCKETS.map((bucket) => (
                <Th key={bucket} className="text-right">
                  {t.overdue}: {t.aging[bucket]}
                </Th>
              ))}
            </>
          }
          cells={(row) => (
            <>
              <Td className="font-medium text-ink">{row.counter_agent_name}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{amount(row.invoiced)}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{amount(row.paid)}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{amount(row.credit)}</Td>
              <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{amount(row.balance)}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{row.credit_limit === null ? "—" : amount(row.credit_limit)}</Td>
              {BUCKETS.map((bucket) => (
                <Td key={bucket} className="text-right whitespace-nowrap tabular-nums">
                  {amount(row.overdue[bucket])}
                </Td>
              ))}
            </>
          )}
        />
      </div>
    </>
  );
}
