import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { vehicleInput, type Vehicle } from "@app/contract/schemas/taxi";
import { uzTaxi } from "../../i18n/taxi.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { FormSwitch } from "../../ui/form-switch.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { useActiveDrivers, useCreateVehicle, useUpdateVehicle, type VehicleBody } from "./taxi-api.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzTaxi;
const FIELDS = ["name", "plate_number", "driver", "name_of_driver", "address", "phone_number", "amount_of_people", "status"] as const;

function valuesOf(vehicle: Vehicle | null): VehicleBody {
  return {
    name: vehicle?.name ?? "",
    plate_number: vehicle?.plate_number ?? "",
    driver: vehicle?.driver ?? null,
    name_of_driver: vehicle?.name_of_driver ?? "",
    address: vehicle?.address ?? "",
    phone_number: vehicle?.phone_number ?? "",
    amount_of_people: vehicle ? String(vehicle.amount_of_people) : "",
    status: vehicle?.status ?? true,
  };
}

type VehicleSheetProps = {
  /** The vehicle to edit; null opens the empty 'Yangi transport' form. */
  vehicle: Vehicle | null;
  onClose: () => void;
};

/** 'Yangi transport' and 'Transportni tahrirlash': the vehicle, its driver, base and seats. */
export function VehicleSheet({ vehicle, onClose }: VehicleSheetProps) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const form = useForm({ resolver: zodResolver(vehicleInput, undefined, { raw: true }), defaultValues: valuesOf(vehicle) });
  const { errors } = form.formState;
  const drivers = useActiveDrivers();
  const driver = useWatch({ control: form.control, name: "driver" });
  // The vehicle's own driver is offered before the list has come, and after leaving the active ones.
  const driverOptions =
    vehicle?.driver && !drivers.options.some((option) => option.value === vehicle.driver)
      ? [{ value: vehicle.driver, label: vehicle.name_of_driver }, ...drivers.options]
      : drivers.options;
  const chooseDriver = (id: string) => {
    const chosen = drivers.data?.results.find((row) => row.id === id);
    if (!chosen) return;
    form.setValue("name_of_driver", chosen.full_name);
    form.setValue("phone_number", chosen.phone);
  };
  const save = useSaveForm({
    form,
    save: createOrUpdate(vehicle, create, update),
    fields: FIELDS,
    savedMessage: vehicle ? t.vehicleUpdated : t.vehicleCreated,
    onSaved: onClose,
    onClose,
  });

  return (
    <FormSheet title={vehicle ? t.editVehicleTitle : t.newVehicle} description={vehicle?.name} save={save} after={vehicle && <RecordHistory entity="transports" id={vehicle.id} />}>
      <Field label={t.name} hint={t.nameHint} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <Field label={t.plateNumber} error={errors.plate_number?.message}>
        <Input autoComplete="off" {...form.register("plate_number")} />
      </Field>
      <Field label={t.defaultDriver} hint={t.defaultDriverHint} error={errors.driver?.message}>
        <Select
          options={[{ value: "", label: t.noDefaultDriver }, ...driverOptions]}
          {...form.register("driver", { setValueAs: (value: string) => value || null, onChange: (event) => chooseDriver(event.target.value) })}
        />
      </Field>
      <Field label={t.driver} error={errors.name_of_driver?.message}>
        <Input autoComplete="off" readOnly={Boolean(driver)} {...form.register("name_of_driver")} />
      </Field>
      <Field label={t.phone} hint={driver ? undefined : t.phoneHint} error={errors.phone_number?.message}>
        <Input type="tel" autoComplete="off" readOnly={Boolean(driver)} {...form.register("phone_number")} />
      </Field>
      <Field label={t.address} error={errors.address?.message}>
        <Input autoComplete="off" {...form.register("address")} />
      </Field>
      <Field label={t.seats} error={errors.amount_of_people?.message}>
        <Input inputMode="numeric" autoComplete="off" {...form.register("amount_of_people")} />
      </Field>
      <FormSwitch control={form.control} name="status" label={t.activeSwitch} hint={t.activeHint} />
    </FormSheet>
  );
}
