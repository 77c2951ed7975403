import { useForm } from "react-hook-form";
import { uz } from "../../i18n/uz.ts";
import { showServerErrors } from "../../lib/form-errors.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { useChangePassword } from "./profile-api.ts";

type Values = { current_password: string; new_password: string; confirm_password: string };

const required = { required: uz.common.requiredField };

/** 'Yangi parol': a confirmation that differs is stopped here and nothing is sent. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const form = useForm<Values>({ defaultValues: { current_password: "", new_password: "", confirm_password: "" } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ current_password, new_password, confirm_password }) => {
    if (new_password !== confirm_password) {
      form.setError("confirm_password", { type: "mismatch", message: uz.profile.mismatch });
      return;
    }
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          notifySuccess(uz.profile.saved);
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, ["current_password", "new_password"]),
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={uz.profile.passwordTitle} description={uz.profile.passwordText}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={uz.profile.currentPassword} hint={uz.profile.currentPasswordHint} error={errors.current_password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register("current_password", required)} />
        </Field>
        <Field label={uz.profile.newPassword} hint={uz.profile.newPasswordHint} error={errors.new_password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("new_password", required)} />
        </Field>
        <Field label={uz.profile.confirmPassword} hint={uz.profile.confirmPasswordHint} error={errors.confirm_password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirm_password", required)} />
        </Field>
        <Button type="submit" loading={change.isPending} className="mt-2">
          {uz.common.save}
        </Button>
      </form>
    </Dialog>
  );
}
