import { Plus } from "lucide-react";
import { useState } from "react";
import type { HiringExpense } from "@app/contract/schemas/hr";
import { uz } from "../../i18n/uz.ts";
import { formatMoney } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import { useDeleteFlow } from "../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone } from "../../lib/use-list-view.ts";
import { Button } from "../../ui/button.tsx";
import { DateRangeFilter } from "../../ui/date-range-filter.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { firstRowNumber } from "../../ui/pagination-window.ts";
import { RowActions } from "../../ui/row-actions.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { AmountTotals } from "./amount-totals.tsx";
import { ExpenseDialog } from "./expense-dialog.tsx";
import { useDeleteExpense, useExpenses } from "./expenses-api.ts";
import type { EmployeeCardListProps } from "./hr-view.ts";
import { PaidBadge, paidOptions } from "./paid-badge.tsx";

const t = uz.hr;

/** The card's hiring expenses: search, paid and date filters, the totals of what matches, and the rows. */
export function ExpenseList({ view, update, employeeId, writable }: EmployeeCardListProps) {
  const list = useExpenses(employeeId, listQuery(view));
  const [editing, setEditing] = useState<HiringExpense | "new" | null>(null);
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const filtered = Boolean(view.search || view.filters.status || view.filters.date_after || view.filters.date_before);
  const deletion = useDeleteFlow<HiringExpense>({
    remove: useDeleteExpense(employeeId),
    deletedMessage: t.expenseDeleted,
    rowsOnPage: rows.length,
    page: view.page,
    update,
  });
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.expenseSearch} />
        <FilterSelect
          label={t.status}
          options={paidOptions}
          value={view.filters.status}
          onChange={(status) => update({ filters: { status } })}
        />
        <DateRangeFilter
          fromLabel={t.dateFrom}
          toLabel={t.dateTo}
          from={view.filters.date_after}
          to={view.filters.date_before}
          onChange={({ from, to }) => update({ filters: { date_after: from, date_before: to } })}
        />
        {writable && (
          <Button onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden />
            {t.newExpense}
          </Button>
        )}
      </div>
      <AmountTotals totals={list.data?.totals} />
      <ListState
        isLoading={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={filtered ? uz.list.emptySearch : t.expensesEmpty}
      >
        <Table>
          <THead>
            <tr>
              <Th>{uz.common.number}</Th>
              <Th>{t.expenseTitle}</Th>
              <Th>{t.expenseDate}</Th>
              <Th className="text-right">{t.expenseCost}</Th>
              <Th>{t.status}</Th>
              {writable && <Th className="text-right">{uz.common.actions}</Th>}
            </tr>
          </THead>
          <TBody>
            {rows.map((expense, index) => (
              <Tr key={expense.id}>
                <Td className="text-muted">{firstRow + index}</Td>
                <Td className="font-medium text-ink">{expense.title}</Td>
                <Td className="whitespace-nowrap">{expense.date}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(expense.cost)}</Td>
                <Td>
                  <PaidBadge paid={expense.status} />
                </Td>
                {writable && (
                  <Td>
                    <RowActions name={expense.title} onEdit={() => setEditing(expense)} onDelete={() => deletion.ask(expense)} />
                  </Td>
                )}
              </Tr>
            ))}
          </TBody>
        </Table>
      </ListState>
      <Pagination
        page={view.page}
        perPage={view.perPage}
        count={list.data?.count ?? 0}
        onPageChange={(page) => update({ page })}
        onPerPageChange={(perPage) => update({ perPage })}
      />
      {editing && (
        <ExpenseDialog employeeId={employeeId} expense={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deletion.dialog}
    </div>
  );
}
