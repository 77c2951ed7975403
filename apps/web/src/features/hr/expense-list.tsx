import { useState } from "react";
import type { HiringExpense } from "@app/contract/schemas/hr";
import { uzHr } from "../../i18n/hr.ts";
import { formatAmount } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import { CreateButton } from "../../ui/create-button.tsx";
import { DateRangeFilter } from "../../ui/date-range-filter.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { AmountTotals } from "./amount-totals.tsx";
import { ExpenseDialog } from "./expense-dialog.tsx";
import { useDeleteExpense, useExpenses } from "./expenses-api.ts";
import type { EmployeeCardListProps } from "./hr-view.ts";
import { PaidBadge, paidOptions } from "./paid-badge.tsx";

const t = uzHr;

/** The card's hiring expenses: search, paid and date filters, the totals of what matches, and the rows. */
export function ExpenseList({ view, update, employeeId, writable }: EmployeeCardListProps) {
  const list = useExpenses(employeeId, listQuery(view));
  const remove = useDeleteExpense(employeeId);
  const [editing, setEditing] = useState<HiringExpense | "new" | null>(null);
  const filtered = Boolean(view.search || view.filters.status || view.filters.date_after || view.filters.date_before);

  return (
    <div className="flex flex-col gap-4">
      <ListFilters view={view} update={update} placeholder={t.expenseSearch}>
        <FilterSelect
          label={t.status}
          options={paidOptions}
          value={view.filters.status}
          onChange={(status) => update({ filters: { status } })}
        />
        <DateRangeFilter
          from={view.filters.date_after}
          to={view.filters.date_before}
          onChange={({ from, to }) => update({ filters: { date_after: from, date_before: to } })}
        />
        {writable && <CreateButton onClick={() => setEditing("new")} label={t.newExpense} />}
      </ListFilters>
      <AmountTotals totals={list.data?.totals} />
      <ListTable
        list={list}
        view={view}
        update={update}
        emptyText={t.expensesEmpty}
        filtered={filtered}
        head={
          <>
            <Th>{t.expenseTitle}</Th>
            <Th>{t.expenseDate}</Th>
            <Th className="text-right">{t.expenseCost}</Th>
            <Th>{t.status}</Th>
          </>
        }
        cells={(expense) => (
          <>
            <Td className="font-medium text-ink">{expense.title}</Td>
            <Td className="whitespace-nowrap">{expense.date}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(expense.cost, expense.currency)}</Td>
            <Td>
              <PaidBadge paid={expense.status} />
            </Td>
          </>
        )}
        rowName={(expense) => expense.title}
        onEdit={writable ? setEditing : undefined}
        remove={remove}
        deletedMessage={t.expenseDeleted}
      />
      {editing && (
        <ExpenseDialog employeeId={employeeId} expense={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
