import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { hiringExpenseInput, type HiringExpense } from "@app/contract/schemas/hr";
import { HR_CURRENCY } from "@app/contract/schemas/money";
import { uzHr } from "../../i18n/hr.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { FormSwitch } from "../../ui/form-switch.tsx";
import { Input } from "../../ui/input.tsx";
import { WireDateTimeInput } from "../../ui/wire-date-input.tsx";
import { type ExpenseBody, useCreateExpense, useUpdateExpense } from "./expenses-api.ts";

const t = uzHr;
const FIELDS = ["title", "date", "cost", "currency", "status"] as const;

type ExpenseDialogProps = {
  employeeId: string;
  /** The expense to edit; null opens the empty 'Yangi xarajat' form. */
  expense: HiringExpense | null;
  onClose: () => void;
};

function valuesOf(expense: HiringExpense | null): ExpenseBody {
  return {
    title: expense?.title ?? "",
    date: expense?.date ?? "",
    cost: expense ? String(expense.cost) : "",
    currency: expense?.currency ?? HR_CURRENCY,
    status: expense?.status ?? false,
  };
}

/** 'Yangi xarajat' and 'Xarajatni tahrirlash': a hiring cost (visa, tickets…) with its date and paid flag. */
export function ExpenseDialog({ employeeId, expense, onClose }: ExpenseDialogProps) {
  const create = useCreateExpense(employeeId);
  const update = useUpdateExpense(employeeId);
  const form = useForm({
    resolver: zodResolver(hiringExpenseInput, undefined, { raw: true }),
    defaultValues: valuesOf(expense),
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(expense, create, update),
    fields: FIELDS,
    savedMessage: expense ? t.expenseUpdated : t.expenseCreated,
    onSaved: onClose,
    onClose,
  });

  return (
    <FormDialog title={expense ? t.editExpenseTitle : t.newExpense} description={expense?.title} save={save}>
      <Field label={t.expenseTitle} hint={t.expenseTitleHint} error={errors.title?.message}>
        <Input autoComplete="off" {...form.register("title")} />
      </Field>
      <Field label={t.expenseDate} error={errors.date?.message}>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <WireDateTimeInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          )}
        />
      </Field>
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field label={t.expenseCost} error={errors.cost?.message}>
          <DecimalInput {...form.register("cost")} />
        </Field>
        <Field label={t.currency} error={errors.currency?.message}>
          <CurrencySelect {...form.register("currency")} />
        </Field>
      </div>
      <FormSwitch control={form.control} name="status" label={t.paidSwitch} hint={t.paidHint} />
    </FormDialog>
  );
}
