import type { PayrollLine } from "@app/contract/schemas/hr";
import { PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { uzHr } from "../../../i18n/hr.ts";
import { uzNoRole, uzRoles } from "../../../i18n/users.ts";
import { formatAmount } from "../../../lib/format.ts";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { PaidBadge } from "../paid-badge.tsx";
import { type EditedAmounts, amountProblem, amountText } from "./payroll-selection.ts";

const t = uzHr.payroll;

type PayrollTableProps = {
  lines: readonly PayrollLine[];
  /** Absent for readers: no boxes to tick, no amounts to change. */
  selection?: {
    chosen: ReadonlySet<string>;
    edited: EditedAmounts;
    toggle: (employee: string) => void;
    toggleAll: () => void;
    edit: (employee: string, text: string) => void;
  };
};

/** The month's lines: an unpaid one can be ticked and its amount changed, a paid one says when and how. */
export function PayrollTable({ lines, selection }: PayrollTableProps) {
  const payable = lines.filter((line) => !line.status);
  const chosenCount = selection ? payable.filter((line) => selection.chosen.has(line.employee)).length : 0;
  return (
    <Table aria-label={t.lines}>
      <THead>
        <tr>
          {selection && (
            <Th className="w-10">
              <input
                type="checkbox"
                aria-label={t.selectAll}
                className="size-4 accent-brand-700"
                disabled={!payable.length}
                checked={payable.length > 0 && chosenCount === payable.length}
                ref={(box) => {
                  if (box) box.indeterminate = chosenCount > 0 && chosenCount < payable.length;
                }}
                onChange={selection.toggleAll}
              />
            </Th>
          )}
          <Th>{t.employee}</Th>
          <Th className="text-right">{t.amount}</Th>
          <Th>{uzHr.status}</Th>
          <Th>{uzHr.paidAt}</Th>
        </tr>
      </THead>
      <TBody>
        {lines.map((line) => {
          const editable = selection && !line.status;
          const text = selection ? amountText(line, selection.edited) : "";
          return (
            <Tr key={line.employee}>
              {selection && (
                <Td>
                  {!line.status && (
                    <input
                      type="checkbox"
                      aria-label={t.selectRow(line.full_name)}
                      className="size-4 accent-brand-700"
                      checked={selection.chosen.has(line.employee)}
                      onChange={() => selection.toggle(line.employee)}
                    />
                  )}
                </Td>
              )}
              <Td>
                <div className="font-medium text-ink">{line.full_name}</div>
                <div className="text-xs text-muted">{line.role ? uzRoles[line.role] : uzNoRole}</div>
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">
                {editable ? (
                  <DecimalInput
                    aria-label={t.amountOf(line.full_name)}
                    aria-invalid={amountProblem(text) || undefined}
                    title={amountProblem(text) ? t.amountInvalid : undefined}
                    unit={line.currency}
                    className="ml-auto w-48"
                    value={text}
                    onChange={(event) => selection.edit(line.employee, event.target.value)}
                  />
                ) : (
                  formatAmount(line.amount, line.currency)
                )}
              </Td>
              <Td>
                <PaidBadge paid={line.status} />
              </Td>
              <Td className="whitespace-nowrap">
                {line.paid_at ?? "—"}
                {line.method && <div className="text-xs text-muted">{PAYMENT_METHOD_LABELS[line.method]}</div>}
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
