import { useState } from "react";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { type CurrencyAmount, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from "@app/contract/schemas/money";
import { uzCommon } from "../../../i18n/common.ts";
import { uzHr } from "../../../i18n/hr.ts";
import { formatAmount } from "../../../lib/format.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { Field } from "../../../ui/field.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { WireDateInput } from "../../../ui/wire-date-input.tsx";

const t = uzHr.payroll;
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

type PayDialogProps = {
  count: number;
  month: string;
  totals: CurrencyAmount[];
  pending: boolean;
  /** Why the last attempt failed (a salary paid meanwhile), kept in view while the dialog stays open. */
  error: string | null;
  onPay: (payment: { paid_at: string; method: PaymentMethod }) => void;
  onClose: () => void;
};

/** The one confirmation of a payment run: how many salaries, the total per currency, the day and the method. */
export function PayDialog({ count, month, totals, pending, error, onPay, onClose }: PayDialogProps) {
  const [paidAt, setPaidAt] = useState<string | null>(() => formatWireDate(businessDateOf(new Date())));
  const [method, setMethod] = useState<PaymentMethod>("bank");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.payTitle} description={t.payDescription(count, month)}>
      <div className="flex flex-col gap-4">
        <dl className="rounded-lg bg-slate-50 px-4 py-3">
          {totals.map((total) => (
            <div key={total.currency} className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-muted">{uzHr.totalAll}</dt>
              <dd className="text-lg font-semibold whitespace-nowrap text-ink tabular-nums">{formatAmount(total.amount, total.currency)}</dd>
            </div>
          ))}
        </dl>
        <Field label={t.payDate}>
          <WireDateInput value={paidAt} onChange={setPaidAt} required />
        </Field>
        <Segmented legend={t.method} value={method} onChange={(value) => setMethod(value as PaymentMethod)} options={METHOD_OPTIONS} />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {uzCommon.cancel}
          </Button>
          <Button loading={pending} disabled={!paidAt} onClick={() => paidAt && onPay({ paid_at: paidAt, method })}>
            {t.confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
