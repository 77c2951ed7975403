import { CalendarPlus, Check } from "lucide-react";
import { useState } from "react";
import type { MonthlySalary } from "@app/contract/schemas/hr";
import { uzHr } from "../../i18n/hr.ts";
import { PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { formatAmount } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { RowActions } from "../../ui/row-actions.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { AmountTotals } from "./amount-totals.tsx";
import type { EmployeeCardListProps } from "./hr-view.ts";
import { monthLabel } from "./month-label.ts";
import { PaidBadge } from "./paid-badge.tsx";
import { useGenerateSalaries, useSalaries, useUpdateSalary } from "./salaries-api.ts";
import { SalaryDialog } from "./salary-dialog.tsx";

const t = uzHr;

/** The monthly salary sheet: one row per month, latest first; HR edits a month, marks it paid, adds missing months. */
export function SalarySheet({ view, update, employeeId, writable }: EmployeeCardListProps) {
  const list = useSalaries(employeeId, listQuery(view));
  const generate = useGenerateSalaries();
  const markPaid = useUpdateSalary();
  const [editing, setEditing] = useState<MonthlySalary | null>(null);

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
      <PagedTable
        list={list}
        view={view}
        update={update}
        emptyText={t.salariesEmpty}
        filtered={false}
        head={
          <>
            <Th>{t.month}</Th>
            <Th className="text-right">{t.salary}</Th>
            <Th>{t.status}</Th>
            <Th>{t.paidAt}</Th>
          </>
        }
        cells={(salary) => (
          <>
            <Td className="font-medium text-ink">{monthLabel(salary)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(salary.salary, salary.currency)}</Td>
            <Td>
              <PaidBadge paid={salary.status} />
            </Td>
            <Td className="whitespace-nowrap">
              {salary.paid_at ?? "—"}
              {salary.method && <div className="text-xs text-muted">{PAYMENT_METHOD_LABELS[salary.method]}</div>}
            </Td>
          </>
        )}
        actions={
          writable
            ? (salary) => (
                <RowActions name={monthLabel(salary)} onEdit={() => setEditing(salary)}>
                  {!salary.status && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t.markPaidRow(monthLabel(salary))}
                      loading={markPaid.isPending && markPaid.variables.id === salary.id}
                      onClick={() => pay(salary)}
                    >
                      <Check className="size-4" aria-hidden />
                      {t.markPaid}
                    </Button>
                  )}
                </RowActions>
              )
            : undefined
        }
      />
      {editing && <SalaryDialog salary={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
