import { Controller, useFormContext } from "react-hook-form";
import { uzHr } from "../../i18n/hr.ts";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { WireDateInput } from "../../ui/wire-date-input.tsx";
import type { EmployeeUpdateBody } from "./employees-api.ts";

const t = uzHr;

/** The personnel fields names, for placing the server's field errors. */
export const PERSONNEL_FIELDS = [
  "phone_number",
  "date_come",
  "from_come",
  "passport_number",
  "given_by",
  "validity_period",
  "base_salary",
  "salary_currency",
] as const;

/** The HR part of the hiring and the editing form; it reads the form it sits in. */
export function PersonnelFields() {
  const { register, control, formState } = useFormContext<EmployeeUpdateBody>();
  const { errors } = formState;
  const dateField = (name: "date_come" | "validity_period") => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <WireDateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
      )}
    />
  );
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{t.personnelSection}</legend>
      <Field label={t.phone} hint={t.phoneHint} error={errors.phone_number?.message}>
        <Input type="tel" autoComplete="off" {...register("phone_number")} />
      </Field>
      <Field label={t.dateCome} hint={t.dateComeHint} error={errors.date_come?.message}>
        {dateField("date_come")}
      </Field>
      <Field label={t.fromCome} error={errors.from_come?.message}>
        <Input autoComplete="off" {...register("from_come")} />
      </Field>
      <Field label={t.passportNumber} error={errors.passport_number?.message}>
        <Input autoComplete="off" {...register("passport_number")} />
      </Field>
      <Field label={t.givenBy} error={errors.given_by?.message}>
        <Input autoComplete="off" {...register("given_by")} />
      </Field>
      <Field label={t.validityPeriod} error={errors.validity_period?.message}>
        {dateField("validity_period")}
      </Field>
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field label={t.baseSalary} hint={t.baseSalaryHint} error={errors.base_salary?.message}>
          <DecimalInput {...register("base_salary")} />
        </Field>
        <Field label={t.salaryCurrency} error={errors.salary_currency?.message}>
          <CurrencySelect {...register("salary_currency")} />
        </Field>
      </div>
    </fieldset>
  );
}
