import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Control, type FieldValues, type Path } from "react-hook-form";
import { ROLES } from "@app/contract/roles";
import { userCreateInput, userUpdateInput, type User } from "@app/contract/schemas/users";
import { uz } from "../../i18n/uz.ts";
import { showServerErrors } from "../../lib/form-errors.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { Select } from "../../ui/select.tsx";
import { Switch } from "../../ui/switch.tsx";
import { useCreateUser, useUpdateUser } from "./users-api.ts";

const roleOptions = ROLES.map((role) => ({ value: role, label: uz.roles[role] }));

function ActiveSwitch<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          checked={Boolean(field.value)}
          onCheckedChange={field.onChange}
          label={uz.users.activeSwitch}
          hint={uz.users.activeHint}
        />
      )}
    />
  );
}

const createFields = ["full_name", "email", "password", "role", "is_active"] as const;

export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const form = useForm({
    resolver: zodResolver(userCreateInput),
    defaultValues: { full_name: "", email: "", password: "", role: "", is_active: true },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        notifySuccess(uz.users.created);
        onClose();
      },
      onError: (error) => showServerErrors(error, form.setError, createFields),
    }),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={uz.users.createTitle}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={uz.users.fullName} error={errors.full_name?.message}>
          <Input autoComplete="off" {...form.register("full_name")} />
        </Field>
        <Field label={uz.users.email} error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register("email")} />
        </Field>
        <Field label={uz.users.password} hint={uz.users.passwordHint} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </Field>
        <Field label={uz.users.role} error={errors.role?.message}>
          <Select options={roleOptions} placeholder={uz.users.rolePlaceholder} {...form.register("role")} />
        </Field>
        <ActiveSwitch control={form.control} name="is_active" />
        <Button type="submit" loading={create.isPending} className="mt-2">
          {uz.common.save}
        </Button>
      </form>
    </Dialog>
  );
}

const editSchema = userUpdateInput.pick({ full_name: true, role: true, is_active: true });
const editFields = ["full_name", "role", "is_active"] as const;

export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser();
  const form = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: { full_name: user.full_name, role: user.role ?? "", is_active: user.is_active },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          notifySuccess(uz.users.updated);
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, editFields),
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={uz.users.editTitle} description={user.email}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={uz.users.fullName} error={errors.full_name?.message}>
          <Input autoComplete="off" {...form.register("full_name")} />
        </Field>
        <Field label={uz.users.role} error={errors.role?.message}>
          <Select options={roleOptions} placeholder={uz.users.rolePlaceholder} {...form.register("role")} />
        </Field>
        <ActiveSwitch control={form.control} name="is_active" />
        <Button type="submit" loading={update.isPending} className="mt-2">
          {uz.common.save}
        </Button>
      </form>
    </Dialog>
  );
}
