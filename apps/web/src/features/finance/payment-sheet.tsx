import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import type { z } from "zod";
import { Controller, useForm } from "react-hook-form";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { paymentInput } from "@app/contract/schemas/finance";
import { OPERATING_CURRENCY, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { formatAmount } from "../../lib/format.ts";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { Segmented } from "../../ui/segmented.tsx";
import { WireDateInput } from "../../ui/wire-date-input.tsx";
import { type Shares, allocationsOf, remainingOf } from "./allocation.ts";
import { useCreatePayment, useOpenInvoices } from "./finance-api.ts";

const t = uzFinance;
const FIELDS = ["counter_agent", "date", "amount", "currency", "method", "reference"] as const;
const paymentFields = paymentInput.omit({ allocations: true });
type PaymentFields = z.input<typeof paymentFields>;
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/**
 * 'To‘lovni kiritish': who paid, when, how much in which currency and how, and what of it goes to
 * each of the agent's open invoices of that currency; what is left is shown as it is typed.
 */
export function PaymentSheet({ onClose }: { onClose: () => void }) {
  const create = useCreatePayment();
  const [shares, setShares] = useState<Shares>({});
  const [agentName, setAgentName] = useState("");
  const form = useForm({
    resolver: zodResolver(paymentFields, undefined, { raw: true }),
    defaultValues: {
      counter_agent: "",
      date: formatWireDate(businessDateOf(new Date())),
      amount: "",
      currency: OPERATING_CURRENCY,
      method: "bank" as const,
      reference: "",
    },
  });
  const { errors } = form.formState;
  const [agent, currency, amount] = form.watch(["counter_agent", "currency", "amount"]);
  const open = useOpenInvoices(agent, currency);
  const remaining = remainingOf(String(amount), shares);
  const save = useSaveForm({
    form,
    save: sendWith(create, (values: PaymentFields) => ({ ...values, allocations: allocationsOf(shares) })),
    fields: FIELDS,
    savedMessage: t.paymentCreated,
    onSaved: onClose,
    onClose,
    changed: Object.keys(shares).length > 0,
  });
  const resetShares = () => setShares({});

  return (
    <FormSheet title={t.newPayment} save={save} size="wide">
      <Field label={t.counterparty} error={errors.counter_agent?.message}>
        <CounterpartySelect
          value={agent}
          label={agentName}
          placeholder={t.counterpartyPlaceholder}
          onChange={({ id, name }) => {
            form.setValue("counter_agent", id, { shouldDirty: true, shouldValidate: true });
            setAgentName(name);
            resetShares();
          }}
        />
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field label={t.amount} error={errors.amount?.message}>
          <DecimalInput {...form.register("amount")} />
        </Field>
        <Field label={t.currency} error={errors.currency?.message}>
          <CurrencySelect {...form.register("currency", { onChange: resetShares })} />
        </Field>
        <Field label={t.date} error={errors.date?.message}>
          <Controller control={form.control} name="date" render={({ field }) => <WireDateInput {...field} />} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => <Segmented legend={t.method} value={field.value} onChange={field.onChange} options={METHOD_OPTIONS} />}
      />
      <Field label={t.reference} error={errors.reference?.message}>
        <Input autoComplete="off" {...form.register("reference")} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t.allocations}</legend>
        {!agent && <p className="text-sm text-muted">{t.chooseAgentFirst}</p>}
        {agent && open.data?.length === 0 && <p className="text-sm text-muted">{t.noOpenInvoices}</p>}
        {open.data?.map((invoice) => (
          <div key={invoice.id} className="grid grid-cols-[1fr_10rem] items-center gap-3 text-sm">
            <span>
              <span className="font-medium text-ink">{invoice.number}</span> · {invoice.due_date} · {t.balance}:{" "}
              {formatAmount(invoice.balance, invoice.currency)}
            </span>
            <DecimalInput
              aria-label={t.allocateTo(invoice.number ?? "")}
              value={shares[invoice.id] ?? ""}
              onChange={(event) => setShares({ ...shares, [invoice.id]: event.target.value })}
            />
          </div>
        ))}
        <p role="status" className={remaining < 0 ? "text-sm font-medium text-red-700" : "text-sm font-medium text-ink"}>
          {remaining < 0 ? t.overAllocated(formatAmount(-remaining, currency)) : t.remainingCredit(formatAmount(remaining, currency))}
        </p>
      </fieldset>
    </FormSheet>
  );
}
