import { Plus } from "lucide-react";
import { useState } from "react";
import { can } from "@app/contract/roles";
import { CURRENCIES, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { formatAmount } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { Button } from "../../ui/button.tsx";
import { DateRangeFilter } from "../../ui/date-range-filter.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { AgentFilter } from "./agent-filter.tsx";
import { usePayments } from "./finance-api.ts";
import { paymentsView } from "./finance-views.ts";
import { PaymentSheet } from "./payment-sheet.tsx";

const t = uzFinance;
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
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
      <PageHeader
        title={title}
        actions={
          writable && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              {t.newPayment}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.searchPayments} />
          <AgentFilter value={filters.counter_agent} onChange={(counter_agent) => update({ filters: { counter_agent } })} />
          <FilterSelect label={t.currency} options={currencyOptions} value={filters.currency} onChange={(currency) => update({ filters: { currency } })} />
          <FilterSelect label={t.method} options={methodOptions} value={filters.method} onChange={(method) => update({ filters: { method } })} />
          <DateRangeFilter
            fromLabel={t.dateFrom}
            toLabel={t.dateTo}
            from={filters.date_from}
            to={filters.date_to}
            onChange={({ from, to }) => update({ filters: { date_from: from, date_to: to } })}
          />
        </div>
        <PagedTable {...shared} {...columns} />
      </div>
      {creating && <PaymentSheet onClose={() => setCreating(false)} />}
    </>
  );
}
