import { CalendarPlus, Check, Pencil } from "lucide-react";
import { useState } from "react";
import type { MonthlySalary } from "@app/contract/schemas/hr";
import { uz } from "../../i18n/uz.ts";
import { formatMoney } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { useFirstPageWhenGone } from "../../lib/use-list-view.ts";
import { Button } from "../../ui/button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { firstRowNumber } from "../../ui/pagination-window.ts";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { AmountTotals } from "./amount-totals.tsx";
import type { EmployeeCardListProps } from "./hr-view.ts";
import { monthLabel } from "./month-label.ts";
import { PaidBadge } from "./paid-badge.tsx";
import { useGenerateSalaries, useSalaries, useUpdateSalary } from "./salaries-api.ts";
import { SalaryDialog } from "./salary-dialog.tsx";

const t = uz.hr;

/** The monthly salary sheet: one row per month, latest first; HR edits a month, marks it paid, adds missing months. */
export function SalarySheet({ view, update, employeeId, writable }: EmployeeCardListProps) {
  const list = useSalaries(employeeId, listQuery(view));
  const generate = useGenerateSalaries();
  const markPaid = useUpdateSalary();
  const [editing, setEditing] = useState<MonthlySalary | null>(null);
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  useFirstPageWhenGone(list.error, view.page, update);

  const fillMonths = () => generate.mutate(employeeId, { onSuccess: () => notifySuccess(t.generated) });
  const pay = (salary: MonthlySalary) =>
    markPaid.mutate({ id: salary.id, input: { status: true } }, { onSuccess: () => notifySuccess(t.markedPaid) });

  return (
    <div className="flex flex-col gap-4">
      {writable && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-5 py-3">
          <p className="max-w-2xl text-sm text-muted">{t.generateHint}</p>
          <Button variant="secondary" loading={generate.isPending} onClick={fillMonths}>
            <CalendarPlus className="size-4" aria-hidden />
            {t.generate}
          </Button>
        </div>
      )}
      <AmountTotals totals={list.data?.totals} />
      <ListState isLoading={list.isPending} isError={list.isError} isEmpty={rows.length === 0} emptyText={t.salariesEmpty}>
        <Table>
          <THead>
            <tr>
              <Th>{uz.common.number}</Th>
              <Th>{t.month}</Th>
              <Th className="text-right">{t.salary}</Th>
              <Th>{t.status}</Th>
              {writable && <Th className="text-right">{uz.common.actions}</Th>}
            </tr>
          </THead>
          <TBody>
            {rows.map((salary, index) => {
              const month = monthLabel(salary);
              const paying = markPaid.isPending && markPaid.variables.id === salary.id;
              return (
                <Tr key={salary.id}>
                  <Td className="text-muted">{firstRow + index}</Td>
                  <Td className="font-medium text-ink">{month}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(salary.salary)}</Td>
                  <Td>
                    <PaidBadge paid={salary.status} />
                  </Td>
                  {writable && (
                    <Td>
                      <div className="flex justify-end gap-1">
                        {!salary.status && (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={t.markPaidRow(month)}
                            loading={paying}
                            onClick={() => pay(salary)}
                          >
                            <Check className="size-4" aria-hidden />
                            {t.markPaid}
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={uz.common.editRow(month)}
                          title={uz.common.edit}
                          onClick={() => setEditing(salary)}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                      </div>
                    </Td>
                  )}
                </Tr>
              );
            })}
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
      {editing && <SalaryDialog salary={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
