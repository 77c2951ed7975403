import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { guestGroupInput, type GuestGroup } from "@app/contract/schemas/guest-groups";
import { uzCounterparties } from "../../i18n/counterparties.ts";
import { notifyError } from "../../lib/toast.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { Input } from "../../ui/input.tsx";
import { useCreateGuestGroup, useUpdateGuestGroup } from "./guest-groups-api.ts";

const t = uzCounterparties;
const FIELDS = ["name", "count"] as const;
/** A group dialog stays open 1.5 s after success so the toast is read in context. */
const GROUP_DIALOG_CLOSE_DELAY_MS = 1500;

type GroupDialogProps = {
  /** The group to edit; null opens the empty 'Yangi guruh' form. */
  group: GuestGroup | null;
  onClose: () => void;
};

/** 'Yangi guruh' and 'Guruhni tahrirlash': the count must be a whole number 1..10 000 before it is sent. */
export function GroupDialog({ group, onClose }: GroupDialogProps) {
  const create = useCreateGuestGroup();
  const update = useUpdateGuestGroup();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(guestGroupInput),
    defaultValues: { name: group?.name ?? "", count: group ? String(group.count) : "" },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(group, create, update),
    fields: FIELDS,
    savedMessage: group ? t.groupUpdated : t.groupCreated,
    onSaved: () => setSaved(true),
    onClose,
    onFailed: () => notifyError(group ? t.groupUpdateFailed : t.groupCreateFailed),
  });

  // The list refetches meanwhile and re-renders the parent: the timer must not restart then.
  const closeLater = useEffectEvent(onClose);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(closeLater, GROUP_DIALOG_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  return (
    <FormDialog title={group ? t.editGroupTitle : t.newGroup} save={save} saved={saved}>
      <Field label={t.groupName} error={errors.name?.message}>
        <Input autoComplete="off" readOnly={saved} {...form.register("name")} />
      </Field>
      <Field label={t.memberCount} hint={t.memberCountHint} error={errors.count?.message}>
        <Input inputMode="numeric" autoComplete="off" readOnly={saved} {...form.register("count")} />
      </Field>
    </FormDialog>
  );
}
