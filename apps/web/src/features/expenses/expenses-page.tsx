import { useState } from "react";
import { can } from "@app/contract/roles";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, type GeneralExpense } from "@app/contract/schemas/expenses";
import { CURRENCIES, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { uzExpenses } from "../../i18n/expenses.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { formatAmount } from "../../lib/format.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { DaysFilter } from "../../ui/date-range-filter.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { ExpenseSheet } from "./expense-sheet.tsx";
import { ExpenseTotals } from "./expense-totals.tsx";
import { exportExpenses, useDeleteExpense, useExpenses } from "./expenses-api.ts";
import { expensesView } from "./expenses-view.ts";

const t = uzExpenses;
const categoryOptions = EXPENSE_CATEGORIES.map((category) => ({ value: category, label: EXPENSE_CATEGORY_LABELS[category] }));
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const methodOptions = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** /expenses, 'Xarajatlar': the company's general expenses with filters, the sums per currency and an Excel export. */
export default function ExpensesPage({ title }: PageProps) {
  const writable = can(usePrincipal(), "expenses", "write");
  const [view, update] = useListView(expensesView);
  const list = useExpenses(view);
  const remove = useDeleteExpense();
  const [editing, setEditing] = useState<GeneralExpense | "new" | null>(null);
  const filters = view.filters;
  const filtered = Boolean(view.search || Object.values(filters).some(Boolean));

  return (
    <>
      <ListPage
        title={title}
        actions={<ExportButton label={t.listTitle} onExport={() => exportExpenses(view)} />}
        create={writable && { label: t.newExpense, onClick: () => setEditing("new") }}
        filters={
          <ListFilters view={view} update={update} placeholder={t.searchPlaceholder}>
            <FilterSelect label={t.category} options={categoryOptions} value={filters.category} onChange={(category) => update({ filters: { category } })} />
            <FilterSelect label={t.currency} options={currencyOptions} value={filters.currency} onChange={(currency) => update({ filters: { currency } })} />
            <FilterSelect label={t.paidFrom} options={methodOptions} value={filters.paid_from} onChange={(paid_from) => update({ filters: { paid_from } })} />
            <DaysFilter filters={filters} update={update} />
          </ListFilters>
        }
      >
        <ExpenseTotals totals={list.data?.totals} />
        <ListTable
          list={list}
          view={view}
          update={update}
          emptyText={t.empty}
          filtered={filtered}
          head={
            <>
              <Th>{t.date}</Th>
              <Th>{t.category}</Th>
              <Th>{t.counterparty}</Th>
              <Th className="text-right">{t.amount}</Th>
              <Th>{t.paidFrom}</Th>
              <Th>{t.note}</Th>
            </>
          }
          cells={(expense) => (
            <>
              <Td className="whitespace-nowrap">{expense.date}</Td>
              <Td className="font-medium text-ink">{EXPENSE_CATEGORY_LABELS[expense.category]}</Td>
              <Td>{expense.counter_agent_name ?? "—"}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(expense.amount, expense.currency)}</Td>
              <Td className="whitespace-nowrap">{PAYMENT_METHOD_LABELS[expense.paid_from]}</Td>
              <Td className="max-w-xs break-words">{expense.note ?? "—"}</Td>
            </>
          )}
          rowName={(expense) => `${EXPENSE_CATEGORY_LABELS[expense.category]}, ${expense.date}`}
          onEdit={writable ? setEditing : undefined}
          remove={remove}
          deletedMessage={t.deleted}
        />
      </ListPage>
      {editing && <ExpenseSheet expense={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
