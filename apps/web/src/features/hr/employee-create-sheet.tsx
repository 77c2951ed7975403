import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { grantableRoles } from "@app/contract/roles";
import { employeeCreateInput } from "@app/contract/schemas/hr";
import { HR_CURRENCY } from "@app/contract/schemas/money";
import { uzHr } from "../../i18n/hr.ts";
import { uzRoles } from "../../i18n/users.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { FormSwitch } from "../../ui/form-switch.tsx";
import { Input } from "../../ui/input.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { Select } from "../../ui/select.tsx";
import { type EmployeeCreateBody, useCreateEmployee } from "./employees-api.ts";
import { PERSONNEL_FIELDS, PersonnelFields } from "./personnel-fields.tsx";

const t = uzHr;
const FIELDS = ["full_name", "email", "password", "role", "is_active", ...PERSONNEL_FIELDS] as const;

const EMPTY: EmployeeCreateBody = {
  full_name: "",
  email: "",
  password: "",
  role: "",
  is_active: true,
  phone_number: "",
  date_come: null,
  from_come: "",
  passport_number: "",
  given_by: "",
  validity_period: null,
  base_salary: "",
  salary_currency: HR_CURRENCY,
};

/** 'Yangi xodim': hiring opens the user account (login, password, role) and the personnel record at once. */
export function EmployeeCreateSheet({ onClose }: { onClose: () => void }) {
  const create = useCreateEmployee();
  // The typed values go out as they are (dates as dd.MM.yyyy text): the server parses them with the same schema.
  const form = useForm({ resolver: zodResolver(employeeCreateInput, undefined, { raw: true }), defaultValues: EMPTY });
  const { errors } = form.formState;
  const save = useSaveForm({ form, save: create, fields: FIELDS, savedMessage: t.created, onSaved: onClose, onClose });
  // Only the roles the hirer may grant: the server refuses any other.
  const roleOptions = grantableRoles(usePrincipal()).map((role) => ({ value: role, label: uzRoles[role] }));

  return (
    <FormSheet title={t.newEmployee} save={save} sections>
      <FormProvider {...form}>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{t.accountSection}</legend>
          <Field label={t.fullName} error={errors.full_name?.message}>
            <Input autoComplete="off" {...form.register("full_name")} />
          </Field>
          <Field label={t.email} error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register("email")} />
          </Field>
          <Field label={t.password} hint={t.passwordHint} error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("password")} />
          </Field>
          <Field label={t.role} error={errors.role?.message}>
            <Select options={roleOptions} placeholder={t.rolePlaceholder} {...form.register("role")} />
          </Field>
          <FormSwitch control={form.control} name="is_active" label={t.activeSwitch} hint={t.activeHint} />
        </fieldset>
        <PersonnelFields />
      </FormProvider>
    </FormSheet>
  );
}
