import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { employeeUpdateInput, type Employee } from "@app/contract/schemas/hr";
import { uzHr } from "../../i18n/hr.ts";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { type EmployeeUpdateBody, useUpdateEmployee } from "./employees-api.ts";
import { PERSONNEL_FIELDS, PersonnelFields } from "./personnel-fields.tsx";

const t = uzHr;

function valuesOf(employee: Employee): EmployeeUpdateBody {
  return {
    phone_number: employee.phone_number ?? "",
    date_come: employee.date_come,
    from_come: employee.from_come ?? "",
    passport_number: employee.passport_number ?? "",
    given_by: employee.given_by ?? "",
    validity_period: employee.validity_period,
    base_salary: String(employee.base_salary),
    salary_currency: employee.salary_currency,
  };
}

/** 'Xodim ma’lumotlarini tahrirlash': the personnel fields only; the login credentials stay untouched. */
export function EmployeeEditSheet({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const update = useUpdateEmployee();
  const form = useForm({
    resolver: zodResolver(employeeUpdateInput, undefined, { raw: true }),
    defaultValues: valuesOf(employee),
  });
  const save = useSaveForm({
    form,
    save: sendWith(update, (input: EmployeeUpdateBody) => ({ id: employee.id, input })),
    fields: PERSONNEL_FIELDS,
    savedMessage: t.updated,
    onSaved: onClose,
    onClose,
  });

  return (
    <FormSheet title={t.editTitle} description={employee.full_name} save={save} sections>
      <FormProvider {...form}>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-muted">{t.editNote}</p>
        <PersonnelFields />
      </FormProvider>
    </FormSheet>
  );
}
