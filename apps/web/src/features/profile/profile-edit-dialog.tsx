import { Controller, useForm } from "react-hook-form";
import { isoToWire, wireToIso } from "@app/contract/dates";
import type { Gender, Profile } from "@app/contract/schemas/users";
import { uz } from "../../i18n/uz.ts";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { Input } from "../../ui/input.tsx";
import { Segmented } from "../../ui/segmented.tsx";
import { useUpdateProfile } from "./profile-api.ts";

type Values = { full_name: string; birthdate: string; gender: Gender };

const genderOptions = [
  { value: "male", label: uz.profile.male },
  { value: "female", label: uz.profile.female },
] as const;

/** 'Ma’lumotlarni tahrirlash': the date input works in yyyy-MM-dd, the wire in dd.MM.yyyy. */
export function ProfileEditDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    defaultValues: {
      full_name: profile.full_name,
      birthdate: profile.birthdate ? (wireToIso(profile.birthdate) ?? "") : "",
      gender: profile.gender ?? "male",
    },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: sendWith(update, (values: Values) => ({
      full_name: values.full_name.trim(),
      birthdate: values.birthdate ? isoToWire(values.birthdate) : null,
      gender: values.gender,
    })),
    fields: ["full_name", "birthdate", "gender"],
    savedMessage: uz.profile.saved,
    onSaved: onClose,
    onClose,
    guarded: false,
  });

  return (
    <FormDialog title={uz.profile.editTitle} description={uz.profile.editText} save={save} saveOnly>
      <Field label={uz.profile.fullName} error={errors.full_name?.message}>
        <Input
          autoComplete="name"
          {...form.register("full_name", { validate: (value) => Boolean(value.trim()) || uz.common.requiredField })}
        />
      </Field>
      <Field label={uz.profile.birthdate} error={errors.birthdate?.message}>
        <Input type="date" {...form.register("birthdate")} />
      </Field>
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => (
          <Segmented legend={uz.profile.gender} value={field.value} onChange={field.onChange} options={genderOptions} />
        )}
      />
    </FormDialog>
  );
}
