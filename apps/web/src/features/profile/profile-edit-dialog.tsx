import { Controller, useForm } from "react-hook-form";
import { isoToWire, wireToIso } from "@app/contract/dates";
import type { Gender, Profile } from "@app/contract/schemas/users";
import { uz } from "../../i18n/uz.ts";
import { showServerErrors } from "../../lib/form-errors.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
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

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { full_name: values.full_name.trim(), birthdate: values.birthdate ? isoToWire(values.birthdate) : null, gender: values.gender },
      {
        onSuccess: () => {
          notifySuccess(uz.profile.saved);
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, ["full_name", "birthdate", "gender"]),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={uz.profile.editTitle} description={uz.profile.editText}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        <Button type="submit" loading={update.isPending} className="mt-2">
          {uz.common.save}
        </Button>
      </form>
    </Dialog>
  );
}
