import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { driverInput, type Driver } from "@app/contract/schemas/drivers";
import { uzTaxi } from "../../i18n/taxi.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { FormSwitch } from "../../ui/form-switch.tsx";
import { Input } from "../../ui/input.tsx";
import { type DriverBody, useCreateDriver, useUpdateDriver } from "./taxi-api.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzTaxi;
const FIELDS = ["full_name", "phone", "license_number", "license_expiry", "status"] as const;

function valuesOf(driver: Driver | null): DriverBody {
  return {
    full_name: driver?.full_name ?? "",
    phone: driver?.phone ?? "",
    license_number: driver?.license_number ?? "",
    license_expiry: driver?.license_expiry ?? "",
    status: driver?.status ?? true,
  };
}

/** 'Yangi haydovchi' and its edit: name, phone, licence and its expiry (dd.MM.yyyy). */
export function DriverSheet({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const form = useForm({ resolver: zodResolver(driverInput, undefined, { raw: true }), defaultValues: valuesOf(driver) });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(driver, create, update),
    fields: FIELDS,
    savedMessage: t.driverSaved,
    onSaved: onClose,
    onClose,
  });
  return (
    <FormSheet title={driver ? driver.full_name : t.newDriver} save={save} after={driver && <RecordHistory entity="transport_drivers" id={driver.id} />}>
      <Field label={t.fullName} error={errors.full_name?.message}>
        <Input autoComplete="off" {...form.register("full_name")} />
      </Field>
      <Field label={t.phone} hint={t.phoneHint} error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register("phone")} />
      </Field>
      <Field label={t.licenseNumber} error={errors.license_number?.message}>
        <Input autoComplete="off" {...form.register("license_number")} />
      </Field>
      <Field label={t.licenseExpiry} error={errors.license_expiry?.message}>
        <Input autoComplete="off" placeholder="dd.MM.yyyy" {...form.register("license_expiry")} />
      </Field>
      <FormSwitch control={form.control} name="status" label={t.activeSwitch} hint={t.activeHint} />
    </FormSheet>
  );
}
