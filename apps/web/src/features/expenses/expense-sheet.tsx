import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, type GeneralExpense, generalExpenseInput } from "@app/contract/schemas/expenses";
import { OPERATING_CURRENCY, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { uzExpenses } from "../../i18n/expenses.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Button } from "../../ui/button.tsx";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { Segmented } from "../../ui/segmented.tsx";
import { Select } from "../../ui/select.tsx";
import { WireDateInput } from "../../ui/wire-date-input.tsx";
import { type ExpenseBody, useCreateExpense, useUpdateExpense } from "./expenses-api.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzExpenses;
const FIELDS = ["category", "counter_agent", "amount", "currency", "date", "paid_from", "note"] as const;
const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({ value: category, label: EXPENSE_CATEGORY_LABELS[category] }));
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** A new expense is of today, in the operating currency, paid in cash, until told otherwise. */
function valuesOf(expense: GeneralExpense | null): ExpenseBody {
  return {
    category: expense?.category ?? "other",
    counter_agent: expense?.counter_agent ?? null,
    amount: expense ? String(expense.amount) : "",
    currency: expense?.currency ?? OPERATING_CURRENCY,
    date: expense?.date ?? formatWireDate(businessDateOf(new Date())),
    paid_from: expense?.paid_from ?? "cash",
    note: expense?.note ?? "",
  };
}

type ExpenseSheetProps = {
  /** The expense to edit; null opens the empty 'Yangi xarajat' form. */
  expense: GeneralExpense | null;
  onClose: () => void;
};

/** 'Yangi xarajat' and 'Xarajatni tahrirlash': what for, to whom, how much in which currency, when, from where. */
export function ExpenseSheet({ expense, onClose }: ExpenseSheetProps) {
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const form = useForm({ resolver: zodResolver(generalExpenseInput, undefined, { raw: true }), defaultValues: valuesOf(expense) });
  const { errors } = form.formState;
  const [counterparty, setCounterparty] = useState(expense?.counter_agent_name ?? "");
  const save = useSaveForm({
    form,
    save: createOrUpdate(expense, create, update),
    fields: FIELDS,
    savedMessage: expense ? t.updated : t.created,
    onSaved: onClose,
    onClose,
  });
  const chosen = form.watch("counter_agent");
  const pickCounterparty = (id: string | null, name: string) => {
    form.setValue("counter_agent", id, { shouldDirty: true, shouldValidate: true });
    setCounterparty(name);
  };

  return (
    <FormSheet title={expense ? t.editTitle : t.newExpense} save={save} after={expense && <RecordHistory entity="general_expenses" id={expense.id} />}>
      <Field label={t.category} error={errors.category?.message}>
        <Select options={CATEGORY_OPTIONS} {...form.register("category")} />
      </Field>
      <Field label={t.counterparty} hint={t.counterpartyHint} error={errors.counter_agent?.message}>
        <div className="flex items-center gap-2">
          <div className="flex-1">
            <CounterpartySelect
              value={chosen ?? ""}
              label={counterparty}
              placeholder={t.counterpartyPlaceholder}
              onChange={({ id, name }) => pickCounterparty(id, name)}
            />
          </div>
          {chosen && (
            <Button variant="ghost" size="icon" aria-label={t.clearCounterparty} onClick={() => pickCounterparty(null, "")}>
              <X className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      </Field>
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field label={t.amount} error={errors.amount?.message}>
          <DecimalInput {...form.register("amount")} />
        </Field>
        <Field label={t.currency} error={errors.currency?.message}>
          <CurrencySelect {...form.register("currency")} />
        </Field>
      </div>
      <Field label={t.date} error={errors.date?.message}>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <WireDateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          )}
        />
      </Field>
      <Controller
        control={form.control}
        name="paid_from"
        render={({ field }) => (
          <Segmented legend={t.paidFrom} value={field.value} onChange={field.onChange} options={METHOD_OPTIONS} />
        )}
      />
      <Field label={t.note} error={errors.note?.message}>
        <Input autoComplete="off" {...form.register("note")} />
      </Field>
    </FormSheet>
  );
}
