import { ListPlus } from "lucide-react";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { can } from "@app/contract/roles";
import { INVOICE_STATUSES, type Invoice } from "@app/contract/schemas/finance";
import { invoicePath } from "@app/contract/web-paths";
import { uzFinance } from "../../i18n/finance.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { formatAmount } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { Button } from "../../ui/button.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { AgentFilter } from "./agent-filter.tsx";
import { CurrencyAndDays } from "./currency-and-days.tsx";
import { exportInvoices, useInvoices } from "./finance-api.ts";
import { invoicesView } from "./finance-views.ts";
import { FromOrdersDialog } from "./from-orders-dialog.tsx";
import { InvoiceSheet } from "./invoice-sheet.tsx";
import { InvoiceStatusBadge } from "./invoice-status.tsx";

const t = uzFinance;
const statusOptions = INVOICE_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/** /finance/invoices, 'Hisob-fakturalar': drafts, issued, paid and void, filtered, searched, exported. */
export default function InvoicesPage({ title }: PageProps) {
  const writable = can(usePrincipal(), "finance", "write");
  const [view, update] = useListView(invoicesView);
  const query = listQuery(view);
  const list = useInvoices(query);
  const [making, setMaking] = useState<"hand" | "orders" | null>(null);
  const [made, setMade] = useState<string | null>(null);
  // The new draft opens once its form has closed, so no unsaved-changes guard stands in the way.
  const closeMaking = (draft?: Invoice) => {
    setMaking(null);
    if (draft) setMade(draft.id);
  };
  const filters = view.filters;
  const filtered = Boolean(view.search || Object.values(filters).some(Boolean));

  if (made) return <Navigate to={invoicePath(made)} />;
  return (
    <>
      <ListPage
        title={title}
        actions={
          <>
            <ExportButton label={title} onExport={() => exportInvoices(query)} />
            {writable && (
              <Button variant="secondary" onClick={() => setMaking("orders")}>
                <ListPlus className="size-4" aria-hidden />
                {t.fromOrders}
              </Button>
            )}
          </>
        }
        create={writable && { label: t.newInvoice, onClick: () => setMaking("hand") }}
        filters={
          <ListFilters view={view} update={update} placeholder={t.searchInvoices}>
            <AgentFilter value={filters.counter_agent} onChange={(counter_agent) => update({ filters: { counter_agent } })} />
            <FilterSelect label={t.status} options={statusOptions} value={filters.status} onChange={(status) => update({ filters: { status } })} />
            <CurrencyAndDays filters={filters} update={update} />
          </ListFilters>
        }
      >
        <PagedTable
          list={list}
          view={view}
          update={update}
          emptyText={t.empty}
          filtered={filtered}
          head={
            <>
              <Th>{t.number}</Th>
              <Th>{t.counterparty}</Th>
              <Th>{t.date}</Th>
              <Th>{t.dueDate}</Th>
              <Th className="text-right">{t.total}</Th>
              <Th className="text-right">{t.balance}</Th>
              <Th>{t.status}</Th>
            </>
          }
          cells={(invoice) => (
            <>
              <Td className="whitespace-nowrap">
                <Link to={invoicePath(invoice.id)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                  {invoice.number ?? t.draftNumber}
                </Link>
              </Td>
              <Td>{invoice.counter_agent_name}</Td>
              <Td className="whitespace-nowrap">{invoice.date}</Td>
              <Td className="whitespace-nowrap">{invoice.due_date}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(invoice.total, invoice.currency)}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(invoice.balance, invoice.currency)}</Td>
              <Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Td>
            </>
          )}
        />
      </ListPage>
      {making === "hand" && <InvoiceSheet invoice={null} onClose={closeMaking} />}
      {making === "orders" && <FromOrdersDialog onClose={closeMaking} />}
    </>
  );
}
