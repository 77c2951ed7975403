import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { monthlySalaryUpdateInput, type MonthlySalary } from "@app/contract/schemas/hr";
import { uz } from "../../i18n/uz.ts";
import { showServerErrors } from "../../lib/form-errors.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { useCloseGuard } from "../../lib/use-close-guard.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { FormActions } from "../../ui/form-actions.tsx";
import { Switch } from "../../ui/switch.tsx";
import { monthLabel } from "./month-label.ts";
import { useUpdateSalary } from "./salaries-api.ts";

const t = uz.hr;

/** 'Oylikni tahrirlash': one month's amount and paid flag. */
export function SalaryDialog({ salary, onClose }: { salary: MonthlySalary; onClose: () => void }) {
  const update = useUpdateSalary();
  const form = useForm({
    resolver: zodResolver(monthlySalaryUpdateInput, undefined, { raw: true }),
    defaultValues: { salary: String(salary.salary), status: salary.status },
  });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard(isDirty && !update.isSuccess, onClose);

  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: salary.id, input },
      {
        onSuccess: () => {
          notifySuccess(t.salaryUpdated);
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, ["salary", "status"]),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && guard.requestClose()} title={t.editSalaryTitle} description={monthLabel(salary)}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t.salary} error={errors.salary?.message}>
          <DecimalInput {...form.register("salary")} />
        </Field>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} label={t.salaryPaidSwitch} />
          )}
        />
        <FormActions onCancel={guard.requestClose} saving={update.isPending} />
      </form>
      {guard.dialog}
    </Dialog>
  );
}
