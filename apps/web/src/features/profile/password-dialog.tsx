import { useForm } from "react-hook-form";
import { uz } from "../../i18n/uz.ts";
import { useSaveForm, type SaveMutation } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { useChangePassword } from "./profile-api.ts";

type Values = { current_password: string; new_password: string; confirm_password: string };

const required = { required: uz.common.requiredField };

/** 'Yangi parol': a confirmation that differs is stopped here and nothing is sent. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const form = useForm<Values>({ defaultValues: { current_password: "", new_password: "", confirm_password: "" } });
  const { errors } = form.formState;
  // Checked once every field is filled, so the mismatch message never stands beside a missing field.
  const send: SaveMutation<Values, unknown> = {
    mutate: ({ current_password, new_password, confirm_password }, handlers) =>
      new_password === confirm_password
        ? change.mutate({ current_password, new_password }, handlers)
        : form.setError("confirm_password", { type: "mismatch", message: uz.profile.mismatch }),
    isPending: change.isPending,
    isSuccess: change.isSuccess,
  };
  const save = useSaveForm({
    form,
    save: send,
    fields: ["current_password", "new_password"],
    savedMessage: uz.profile.saved,
    onSaved: onClose,
    onClose,
    guarded: false,
  });

  return (
    <FormDialog title={uz.profile.passwordTitle} description={uz.profile.passwordText} save={save} saveOnly>
      <Field label={uz.profile.currentPassword} hint={uz.profile.currentPasswordHint} error={errors.current_password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("current_password", required)} />
      </Field>
      <Field label={uz.profile.newPassword} hint={uz.profile.newPasswordHint} error={errors.new_password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("new_password", required)} />
      </Field>
      <Field label={uz.profile.confirmPassword} hint={uz.profile.confirmPasswordHint} error={errors.confirm_password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirm_password", required)} />
      </Field>
    </FormDialog>
  );
}
