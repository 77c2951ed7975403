import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { hiringExpenseInput, type HiringExpense } from "@app/contract/schemas/hr";
import { uz } from "../../i18n/uz.ts";
import { showServerErrors } from "../../lib/form-errors.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { useCloseGuard } from "../../lib/use-close-guard.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { FormActions } from "../../ui/form-actions.tsx";
import { Input } from "../../ui/input.tsx";
import { Switch } from "../../ui/switch.tsx";
import { WireDateTimeInput } from "../../ui/wire-date-input.tsx";
import { type ExpenseBody, useCreateExpense, useUpdateExpense } from "./expenses-api.ts";

const t = uz.hr;
const FIELDS = ["title", "date", "cost", "status"] as const;

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
    status: expense?.status ?? false,
  };
}

/** 'Yangi xarajat' and 'Xarajatni tahrirlash': a hiring cost (visa, tickets…) with its date and paid flag. */
export function ExpenseDialog({ employeeId, expense, onClose }: ExpenseDialogProps) {
  const create = useCreateExpense(employeeId);
  const update = useUpdateExpense(employeeId);
  const saving = expense ? update : create;
  const form = useForm({
    resolver: zodResolver(hiringExpenseInput, undefined, { raw: true }),
    defaultValues: valuesOf(expense),
  });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard(isDirty && !saving.isSuccess, onClose);

  const submit = form.handleSubmit((input) => {
    const handlers = {
      onSuccess: () => {
        notifySuccess(expense ? t.expenseUpdated : t.expenseCreated);
        onClose();
      },
      onError: (error: unknown) => showServerErrors(error, form.setError, FIELDS),
    };
    if (expense) update.mutate({ id: expense.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && guard.requestClose()}
      title={expense ? t.editExpenseTitle : t.newExpense}
      description={expense?.title}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        <Field label={t.expenseCost} error={errors.cost?.message}>
          <DecimalInput {...form.register("cost")} />
        </Field>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} label={t.paidSwitch} hint={t.paidHint} />
          )}
        />
        <FormActions onCancel={guard.requestClose} saving={saving.isPending} />
      </form>
      {guard.dialog}
    </Dialog>
  );
}
