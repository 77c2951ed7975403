import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { type Invoice, invoiceInput } from "@app/contract/schemas/finance";
import { OPERATING_CURRENCY } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Button } from "../../ui/button.tsx";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { WireDateInput } from "../../ui/wire-date-input.tsx";
import { useCreateInvoice, useUpdateInvoice } from "./finance-api.ts";

const t = uzFinance;
const FIELDS = ["counter_agent", "currency", "date", "due_date", "lines"] as const;

function valuesOf(invoice: Invoice | null) {
  const today = formatWireDate(businessDateOf(new Date()));
  return {
    counter_agent: invoice?.counter_agent ?? "",
    currency: invoice?.currency ?? OPERATING_CURRENCY,
    date: invoice?.date ?? today,
    due_date: invoice?.due_date ?? today,
    lines: invoice?.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unit_price: String(line.unit_price),
      order: line.order,
    })) ?? [{ description: "", quantity: "1", unit_price: "", order: null }],
  };
}

type InvoiceSheetProps = {
  invoice: Invoice | null;
  /** Closes the sheet, with the invoice made or changed when it was saved. */
  onClose: (saved?: Invoice) => void;
};

/** 'Yangi hisob-faktura' and editing a draft: the agent, the currency, the days and the lines. */
export function InvoiceSheet({ invoice, onClose }: InvoiceSheetProps) {
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const form = useForm({ resolver: zodResolver(invoiceInput, undefined, { raw: true }), defaultValues: valuesOf(invoice) });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const { errors } = form.formState;
  const [agentName, setAgentName] = useState(invoice?.counter_agent_name ?? "");
  const save = useSaveForm({
    form,
    save: createOrUpdate(invoice, create, update),
    fields: FIELDS,
    savedMessage: invoice ? t.updated : t.created,
    onSaved: onClose,
    onClose: () => onClose(),
  });

  return (
    <FormSheet title={invoice ? t.editInvoice : t.newInvoice} save={save} size="wide">
      <Field label={t.counterparty} error={errors.counter_agent?.message}>
        <CounterpartySelect
          value={form.watch("counter_agent")}
          label={agentName}
          placeholder={t.counterpartyPlaceholder}
          onChange={({ id, name }) => {
            form.setValue("counter_agent", id, { shouldDirty: true, shouldValidate: true });
            setAgentName(name);
          }}
        />
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field label={t.currency} error={errors.currency?.message}>
          <CurrencySelect {...form.register("currency")} />
        </Field>
        <Field label={t.date} error={errors.date?.message}>
          <Controller control={form.control} name="date" render={({ field }) => <WireDateInput {...field} />} />
        </Field>
        <Field label={t.dueDate} error={errors.due_date?.message}>
          <Controller control={form.control} name="due_date" render={({ field }) => <WireDateInput {...field} />} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t.lines}</legend>
        {lines.fields.map((line, index) => (
          <div key={line.id} className="grid grid-cols-[1fr_6rem_8rem_auto] items-end gap-2">
            <Field label={t.description} error={errors.lines?.[index]?.description?.message}>
              <Input autoComplete="off" {...form.register(`lines.${index}.description`)} />
            </Field>
            <Field label={t.quantity} error={errors.lines?.[index]?.quantity?.message}>
              <DecimalInput {...form.register(`lines.${index}.quantity`)} />
            </Field>
            <Field label={t.unitPrice} error={errors.lines?.[index]?.unit_price?.message}>
              <DecimalInput {...form.register(`lines.${index}.unit_price`)} />
            </Field>
            <Button variant="ghost" size="icon" aria-label={t.removeLine(index + 1)} disabled={lines.fields.length === 1} onClick={() => lines.remove(index)}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {errors.lines?.message && <p className="text-sm text-red-700">{errors.lines.message}</p>}
        <Button variant="secondary" className="self-start" onClick={() => lines.append({ description: "", quantity: "1", unit_price: "", order: null })}>
          <Plus className="size-4" aria-hidden />
          {t.addLine}
        </Button>
      </fieldset>
    </FormSheet>
  );
}
