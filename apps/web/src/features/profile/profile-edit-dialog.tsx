import { Controller, useForm } from "react-hook-form";
import type { Gender, Profile } from "@app/contract/schemas/profile";
import { uzCommon } from "../../i18n/common.ts";
import { uzProfile } from "../../i18n/users.ts";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { Input } from "../../ui/input.tsx";
import { Segmented } from "../../ui/segmented.tsx";
import { WireDateInput } from "../../ui/wire-date-input.tsx";
import { useUpdateProfile } from "./profile-api.ts";

type Values = { full_name: string; birthdate: string; gender: Gender };

const genderOptions = [
  { value: "male", label: uzProfile.male },
  { value: "female", label: uzProfile.female },
] as const;

/** 'Ma’lumotlarni tahrirlash': the date input works in yyyy-MM-dd, the wire in dd.MM.yyyy. */
export function ProfileEditDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    defaultValues: {
      full_name: profile.full_name,
      birthdate: profile.birthdate ?? "",
      gender: profile.gender ?? "male",
    },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: sendWith(update, (values: Values) => ({
      full_name: values.full_name.trim(),
      birthdate: values.birthdate || null,
      gender: values.gender,
    })),
    fields: ["full_name", "birthdate", "gender"],
    savedMessage: uzProfile.saved,
    onSaved: onClose,
    onClose,
    guarded: false,
  });

  return (
    <FormDialog title={uzProfile.editTitle} description={uzProfile.editText} save={save} saveOnly>
      <Field label={uzProfile.fullName} error={errors.full_name?.message}>
        <Input
          autoComplete="name"
          {...form.register("full_name", { validate: (value) => Boolean(value.trim()) || uzCommon.requiredField })}
        />
      </Field>
      <Field label={uzProfile.birthdate} error={errors.birthdate?.message}>
        <Controller
          control={form.control}
          name="birthdate"
          render={({ field }) => (
            <WireDateInput value={field.value} onChange={(date) => field.onChange(date ?? "")} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          )}
        />
      </Field>
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => (
          <Segmented legend={uzProfile.gender} value={field.value} onChange={field.onChange} options={genderOptions} />
        )}
      />
    </FormDialog>
  );
}
