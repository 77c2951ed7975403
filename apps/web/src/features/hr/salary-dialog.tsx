import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { monthlySalaryUpdateInput, type MonthlySalary } from "@app/contract/schemas/hr";
import { uzHr } from "../../i18n/hr.ts";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { FormSwitch } from "../../ui/form-switch.tsx";
import { monthLabel } from "./month-label.ts";
import { type SalaryBody, useUpdateSalary } from "./salaries-api.ts";

const t = uzHr;

/** 'Oylikni tahrirlash': one month's amount and paid flag. */
export function SalaryDialog({ salary, onClose }: { salary: MonthlySalary; onClose: () => void }) {
  const update = useUpdateSalary();
  const form = useForm({
    resolver: zodResolver(monthlySalaryUpdateInput, undefined, { raw: true }),
    defaultValues: { salary: String(salary.salary), currency: salary.currency, status: salary.status },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: sendWith(update, (input: SalaryBody) => ({ id: salary.id, input })),
    fields: ["salary", "currency", "status"],
    savedMessage: t.salaryUpdated,
    onSaved: onClose,
    onClose,
  });

  return (
    <FormDialog title={t.editSalaryTitle} description={monthLabel(salary)} save={save}>
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field label={t.salary} error={errors.salary?.message}>
          <DecimalInput {...form.register("salary")} />
        </Field>
        <Field label={t.currency} error={errors.currency?.message}>
          <CurrencySelect {...form.register("currency")} />
        </Field>
      </div>
      <FormSwitch control={form.control} name="status" label={t.salaryPaidSwitch} />
    </FormDialog>
  );
}
