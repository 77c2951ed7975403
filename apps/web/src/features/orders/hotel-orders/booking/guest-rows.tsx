import { X } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { uzOrders } from "../../../../i18n/orders.ts";
import { Button } from "../../../../ui/button.tsx";
import { CreateButton } from "../../../../ui/create-button.tsx";
import { Field } from "../../../../ui/field.tsx";
import { Input } from "../../../../ui/input.tsx";
import { Select } from "../../../../ui/select.tsx";
import { NEW_GUEST, type BookingValues } from "./booking-form.ts";

const t = uzOrders;
const genderOptions = [
  { value: "1", label: t.male },
  { value: "2", label: t.female },
];

type GuestRowsProps = {
  form: UseFormReturn<BookingValues>;
  /** The chosen room's free beds: no more guests than fit. Null while no room is chosen. */
  freeBeds: number | null;
};

/** An individual booking's guests, each with a name and gender; their number is the people count. */
export function GuestRows({ form, freeBeds }: GuestRowsProps) {
  const guests = useFieldArray({ control: form.control, name: "guest_details" });
  const errors = form.formState.errors;
  const full = freeBeds !== null && guests.fields.length >= freeBeds;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">
        {t.guestList} <span className="font-normal text-muted">({t.peopleCount}: {guests.fields.length})</span>
      </legend>
      {guests.fields.map((guest, index) => (
        <div key={guest.id} className="flex items-start gap-2">
          <Field label={t.guestFullName(index + 1)} error={errors.guest_details?.[index]?.full_name?.message} className="flex-1">
            <Input autoComplete="off" {...form.register(`guest_details.${index}.full_name`)} />
          </Field>
          <Field label={t.guestGender(index + 1)} className="w-32">
            <Select options={genderOptions} {...form.register(`guest_details.${index}.gender`)} />
          </Field>
          <Button
            variant="ghost"
            size="icon"
            className="mt-[1.625rem]"
            aria-label={t.removeGuest(index + 1)}
            title={t.removeGuest(index + 1)}
            disabled={guests.fields.length === 1}
            onClick={() => guests.remove(index)}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {(errors.count_of_people?.message ?? errors.guest_details?.message) && (
        <p role="alert" className="text-sm text-danger">
          {errors.count_of_people?.message ?? errors.guest_details?.message}
        </p>
      )}
      <CreateButton variant="secondary" size="sm" className="self-start" disabled={full} onClick={() => guests.append(NEW_GUEST)} label={t.addGuest} />
    </fieldset>
  );
}
