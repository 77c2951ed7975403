import { useForm } from "react-hook-form";
import { uzCommon } from "../../i18n/common.ts";
import { uzProfile } from "../../i18n/users.ts";
import { useSaveForm, type SaveMutation } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { useChangePassword } from "./profile-api.ts";

type Values = { current_password: string; new_password: string; confirm_password: string };

const required = { required: uzCommon.requiredField };

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
        : form.setError("confirm_password", { type: "mismatch", message: uzProfile.mismatch }),
    isPending: change.isPending,
    isSuccess: change.isSuccess,
  };
  const save = useSaveForm({
    form,
    save: send,
    fields: ["current_password", "new_password"],
    savedMessage: uzProfile.saved,
    onSaved: onClose,
    onClose,
    guarded: false,
  });

  return (
    <FormDialog title={uzProfile.passwordTitle} description={uzProfile.passwordText} save={save} saveOnly>
      <Field label={uzProfile.currentPassword} hint={uzProfile.currentPasswordHint} error={errors.current_password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("current_password", required)} />
      </Field>
      <Field label={uzProfile.newPassword} hint={uzProfile.newPasswordHint} error={errors.new_password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("new_password", required)} />
      </Field>
      <Field label={uzProfile.confirmPassword} hint={uzProfile.confirmPasswordHint} error={errors.confirm_password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirm_password", required)} />
      </Field>
    </FormDialog>
  );
}
