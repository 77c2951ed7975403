import { ChevronLeft, ChevronRight, Wallet } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { can } from "@app/contract/roles";
import type { PaymentMethod } from "@app/contract/schemas/money";
import { uzHr } from "../../../i18n/hr.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { formatAmount } from "../../../lib/format.ts";
import type { PageProps } from "../../../lib/page-props.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { notifySuccess } from "../../../lib/toast.ts";
import { Button } from "../../../ui/button.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { AmountTotals } from "../amount-totals.tsx";
import { monthLabel } from "../month-label.ts";
import { PayDialog } from "./pay-dialog.tsx";
import { usePayPayroll, usePayroll } from "./payroll-api.ts";
import { monthFromSearch, monthParts, shiftMonth } from "./payroll-month.ts";
import { type EditedAmounts, amountProblem, amountText, selectedTotals } from "./payroll-selection.ts";
import { PayrollTable } from "./payroll-table.tsx";

const t = uzHr.payroll;

/** The month shown, kept in the URL (?month=yyyy-MM) so a link opens the same month. */
function useMonth(): [string, (month: string) => void] {
  const [search, setSearch] = useSearchParams();
  return [monthFromSearch(search, new Date()), (month) => setSearch({ month }, { replace: true })];
}

/**
 * /payroll, 'Oylik to‘lovlar': every employee's salary of one month. HR ticks the lines to pay
 * (or all of them), corrects an amount where needed, and confirms the run once with the day and
 * the method; readers only look.
 */
export default function PayrollPage({ title }: PageProps) {
  const [month, setMonth] = useMonth();
  const writable = can(usePrincipal(), "hr", "write");
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="icon" aria-label={t.previousMonth} onClick={() => setMonth(shiftMonth(month, -1))}>
              <ChevronLeft className="size-4" aria-hidden />
            </Button>
            <span className="min-w-32 text-center font-semibold text-ink" aria-live="polite">
              {monthLabel(monthParts(month))}
            </span>
            <Button variant="secondary" size="icon" aria-label={t.nextMonth} onClick={() => setMonth(shiftMonth(month, 1))}>
              <ChevronRight className="size-4" aria-hidden />
            </Button>
          </div>
        }
      />
      {/* A new month starts with nothing ticked and no amount changed. */}
      <PayrollMonth key={month} month={month} writable={writable} />
    </>
  );
}

function PayrollMonth({ month, writable }: { month: string; writable: boolean }) {
  const payroll = usePayroll(month);
  const pay = usePayPayroll();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<EditedAmounts>({});
  const [confirming, setConfirming] = useState(false);
  const lines = payroll.data?.month === month ? payroll.data.lines : [];
  const payable = lines.filter((line) => !line.status);
  const picked = payable.filter((line) => chosen.has(line.employee));
  const totals = selectedTotals(picked, chosen, edited);
  const blocked = picked.some((line) => amountProblem(amountText(line, edited)));
  const label = monthLabel(monthParts(month));

  const toggle = (employee: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(employee)) next.add(employee);
      return next;
    });
  const toggleAll = () => setChosen(picked.length === payable.length ? new Set() : new Set(payable.map((line) => line.employee)));
  const edit = (employee: string, text: string) => setEdited((current) => ({ ...current, [employee]: text }));

  const submit = (payment: { paid_at: string; method: PaymentMethod }) =>
    pay.mutate(
      {
        ...payment,
        salaries: picked.map((line) => ({ employee: line.employee, month, amount: amountText(line, edited), currency: line.currency })),
      },
      {
        onSuccess: (result) => {
          notifySuccess(t.paidToast(result.count));
          setConfirming(false);
          setChosen(new Set());
          setEdited({});
        },
      },
    );

  return (
    <div className="flex flex-col gap-4 pb-20">
      {writable && <p className="max-w-3xl text-sm text-muted">{t.hint}</p>}
      <AmountTotals totals={payroll.data?.month === month ? payroll.data.totals : undefined} />
      <ListState isLoading={payroll.isPending} isError={payroll.isError} error={payroll.error} onRetry={() => void payroll.refetch()} isEmpty={!lines.length} emptyText={t.empty}>
        <PayrollTable lines={lines} selection={writable ? { chosen, edited, toggle, toggleAll, edit } : undefined} />
      </ListState>
      {writable && picked.length > 0 && (
        <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-5 py-3 shadow-lg">
          <p className="text-sm text-ink">
            <span className="font-semibold">{t.selected(picked.length)}</span>
            {totals.map((total) => (
              <span key={total.currency} className="ml-4 whitespace-nowrap tabular-nums">
                {formatAmount(total.amount, total.currency)}
              </span>
            ))}
            {blocked && <span className="ml-4 text-danger">{t.amountInvalid}</span>}
          </p>
          <Button disabled={blocked} onClick={() => setConfirming(true)}>
            <Wallet className="size-4" aria-hidden />
            {t.pay}
          </Button>
        </div>
      )}
      {confirming && (
        <PayDialog
          count={picked.length}
          month={label}
          totals={totals}
          pending={pay.isPending}
          error={pay.error instanceof ApiError ? pay.error.message : null}
          onPay={submit}
          onClose={() => {
            pay.reset();
            setConfirming(false);
          }}
        />
      )}
    </div>
  );
}
