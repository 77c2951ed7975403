import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm, useFormContext } from "react-hook-form";
import { grantableRoles, type Role } from "@app/contract/roles";
import { userCreateInput, userUpdateInput, type User, type UserUpdateInput } from "@app/contract/schemas/users";
import { uzRoles, uzUsers } from "../../i18n/users.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { FormSwitch } from "../../ui/form-switch.tsx";
import { Input } from "../../ui/input.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { Select } from "../../ui/select.tsx";
import { useCreateUser, useUpdateUser } from "./users-api.ts";

/**
 * The role and the active switch, asked alike on create and edit. Only the roles the signed-in
 * user may grant are offered; an account's current role stays shown even when it is not one of them.
 */
function AccessFields({ currentRole = null }: { currentRole?: Role | null }) {
  const { register, control, formState } = useFormContext<{ role: string; is_active: boolean }>();
  const grantable = grantableRoles(usePrincipal());
  const roles = currentRole && !grantable.includes(currentRole) ? [currentRole, ...grantable] : grantable;
  const roleOptions = roles.map((role) => ({ value: role, label: uzRoles[role] }));
  return (
    <>
      <Field label={uzUsers.role} error={formState.errors.role?.message}>
        <Select options={roleOptions} placeholder={uzUsers.rolePlaceholder} {...register("role")} />
      </Field>
      <FormSwitch control={control} name="is_active" label={uzUsers.activeSwitch} hint={uzUsers.activeHint} />
    </>
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
  const save = useSaveForm({
    form,
    save: create,
    fields: createFields,
    savedMessage: uzUsers.created,
    onSaved: onClose,
    onClose,
    guarded: false,
  });
  return (
    <FormDialog title={uzUsers.createTitle} save={save} saveOnly>
      <Field label={uzUsers.fullName} error={errors.full_name?.message}>
        <Input autoComplete="off" {...form.register("full_name")} />
      </Field>
      <Field label={uzUsers.email} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </Field>
      <Field label={uzUsers.password} hint={uzUsers.passwordHint} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </Field>
      <FormProvider {...form}>
        <AccessFields />
      </FormProvider>
    </FormDialog>
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
  const save = useSaveForm({
    form,
    save: sendWith(update, (input: UserUpdateInput) => ({ id: user.id, input })),
    fields: editFields,
    savedMessage: uzUsers.updated,
    onSaved: onClose,
    onClose,
    guarded: false,
  });
  return (
    <FormDialog title={uzUsers.editTitle} description={user.email} save={save} saveOnly>
      <Field label={uzUsers.fullName} error={errors.full_name?.message}>
        <Input autoComplete="off" {...form.register("full_name")} />
      </Field>
      <FormProvider {...form}>
        <AccessFields currentRole={user.role} />
      </FormProvider>
    </FormDialog>
  );
}
