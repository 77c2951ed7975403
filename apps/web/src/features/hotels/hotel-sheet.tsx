import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { hotelInput, type Hotel } from "@app/contract/schemas/hotels";
import { uzHotels } from "../../i18n/hotels.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { useCreateHotel, useUpdateHotel } from "./hotels-api.ts";

const t = uzHotels;
const FIELDS = ["name", "address", "email", "phone_number", "rating"] as const;

type HotelSheetProps = {
  /** The hotel to edit; null opens the empty 'Yangi mehmonxona' form. */
  hotel: Hotel | null;
  onClose: () => void;
};

/** Create and edit share this sheet; the server's duplicate name or email lands under its field. */
export function HotelSheet({ hotel, onClose }: HotelSheetProps) {
  const create = useCreateHotel();
  const update = useUpdateHotel();
  const form = useForm({
    resolver: zodResolver(hotelInput),
    defaultValues: {
      name: hotel?.name ?? "",
      address: hotel?.address ?? "",
      email: hotel?.email ?? "",
      phone_number: hotel?.phone_number ?? "+966",
      rating: hotel ? String(hotel.rating) : "",
    },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(hotel, create, update),
    fields: FIELDS,
    savedMessage: hotel ? t.updated : t.created,
    onSaved: onClose,
    onClose,
  });

  return (
    <FormSheet title={hotel ? t.editTitle : t.newHotel} description={hotel?.name} save={save}>
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <Field label={t.address} error={errors.address?.message}>
        <Input autoComplete="off" {...form.register("address")} />
      </Field>
      <Field label={t.email} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </Field>
      <Field label={t.phone} hint={t.phoneHint} error={errors.phone_number?.message}>
        <Input type="tel" autoComplete="off" {...form.register("phone_number")} />
      </Field>
      <Field label={t.rating} hint={t.ratingHint} error={errors.rating?.message}>
        <Input inputMode="decimal" autoComplete="off" {...form.register("rating")} />
      </Field>
    </FormSheet>
  );
}
