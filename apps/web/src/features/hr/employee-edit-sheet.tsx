import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { employeeUpdateInput, type Employee } from "@app/contract/schemas/hr";
import { uz } from "../../i18n/uz.ts";
import { showServerErrors } from "../../lib/form-errors.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { useCloseGuard } from "../../lib/use-close-guard.tsx";
import { FormActions } from "../../ui/form-actions.tsx";
import { Sheet } from "../../ui/sheet.tsx";
import { type EmployeeUpdateBody, useUpdateEmployee } from "./employees-api.ts";
import { PERSONNEL_FIELDS, PersonnelFields } from "./personnel-fields.tsx";

const t = uz.hr;

function valuesOf(employee: Employee): EmployeeUpdateBody {
  return {
    phone_number: employee.phone_number ?? "",
    date_come: employee.date_come,
    from_come: employee.from_come ?? "",
    passport_number: employee.passport_number ?? "",
    given_by: employee.given_by ?? "",
    validity_period: employee.validity_period,
    base_salary: String(employee.base_salary),
  };
}

/** 'Xodim ma’lumotlarini tahrirlash': the personnel fields only; the login credentials stay untouched. */
export function EmployeeEditSheet({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const update = useUpdateEmployee();
  const form = useForm({
    resolver: zodResolver(employeeUpdateInput, undefined, { raw: true }),
    defaultValues: valuesOf(employee),
  });
  const guard = useCloseGuard(form.formState.isDirty && !update.isSuccess, onClose);

  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: employee.id, input },
      {
        onSuccess: () => {
          notifySuccess(t.updated);
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, PERSONNEL_FIELDS),
      },
    ),
  );

  return (
    <Sheet open onOpenChange={(open) => !open && guard.requestClose()} title={t.editTitle} description={employee.full_name}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-muted">{t.editNote}</p>
          <PersonnelFields />
          <FormActions onCancel={guard.requestClose} saving={update.isPending} />
        </form>
      </FormProvider>
      {guard.dialog}
    </Sheet>
  );
}
