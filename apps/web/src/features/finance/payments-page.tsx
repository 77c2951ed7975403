import { useState } from "react";
import { can } from "@app/contract/roles";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { formatAmount } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { AgentFilter } from "./agent-filter.tsx";
import { CurrencyAndDays } from "./currency-and-days.tsx";
import { usePayments } from "./finance-api.ts";
import { paymentsView } from "./finance-views.ts";
import { PaymentSheet } from "./payment-sheet.tsx";

const t = uzFinance;
const methodOptions = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** /finance/payments, 'To‘lovlar': what agents paid, how it was split across invoices, and what is left as credit. */
export default function PaymentsPage({ title }: PageProps) {
  const writable = can(usePrincipal(), "finance", "write");
  const [view, update] = useListView(paymentsView);
  const list = usePayments(listQuery(view));
  const [creating, setCreating] = useState(false);
  const filters = view.filters;
  const columns = {
    head: (
      <>
        <Th>{t.date}</Th>
        <Th>{t.counterparty}</Th>
        <Th className="text-right">{t.amount}</Th>
        <Th>{t.method}</Th>
        <Th>{t.reference}</Th>
        <Th>{t.allocated}</Th>
        <Th className="text-right">{t.unallocated}</Th>
      </>
    ),
    cells: (payment: NonNullable<typeof list.data>["results"][number]) => (
      <>
        <Td className="whitespace-nowrap">{payment.date}</Td>
        <Td>{payment.counter_agent_name}</Td>
        <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(payment.amount, payment.currency)}</Td>
        <Td>{PAYMENT_METHOD_LABELS[payment.method]}</Td>
        <Td>{payment.reference ?? "—"}</Td>
        <Td>{payment.allocations.map((allocation) => `${allocation.invoice_number ?? "—"}: ${formatAmount(allocation.amount, payment.currency)}`).join("; ") || "—"}</Td>
        <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(payment.unallocated, payment.currency)}</Td>
      </>
    ),
  };
  const shared = { list, view, update, emptyText: t.paymentsEmpty, filtered: Boolean(view.search || Object.values(filters).some(Boolean)) };

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: t.newPayment, onClick: () => setCreating(true) }}
        filters={
          <ListFilters view={view} update={update} placeholder={t.searchPayments}>
            <AgentFilter value={filters.counter_agent} onChange={(counter_agent) => update({ filters: { counter_agent } })} />
            <FilterSelect label={t.method} options={methodOptions} value={filters.method} onChange={(method) => update({ filters: { method } })} />
            <CurrencyAndDays filters={filters} update={update} />
          </ListFilters>
        }
      >
        <PagedTable {...shared} {...columns} />
      </ListPage>
      {creating && <PaymentSheet onClose={() => setCreating(false)} />}
    </>
  );
}
