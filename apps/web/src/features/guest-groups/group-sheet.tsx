import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { guestGroupInput, type GuestGroup } from "@app/contract/schemas/guest-groups";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Button } from "../../ui/button.tsx";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { useCreateGuestGroup, useUpdateGuestGroup } from "./guest-groups-api.ts";

const t = uzGuestGroups;
const FIELDS = ["name", "count", "counter_agent", "leader_name", "leader_phone"] as const;

type GroupSheetProps = {
  /** The group to edit; null opens the empty 'Yangi guruh' form. */
  group: GuestGroup | null;
  onClose: () => void;
};

/**
 * 'Yangi guruh' and 'Guruhni tahrirlash'. Once the group has pilgrims its count follows them:
 * the field is read-only and sends the count back unchanged, which the server accepts.
 */
export function GroupSheet({ group, onClose }: GroupSheetProps) {
  const create = useCreateGuestGroup();
  const update = useUpdateGuestGroup();
  const form = useForm({
    resolver: zodResolver(guestGroupInput),
    defaultValues: {
      name: group?.name ?? "",
      count: group ? String(group.count) : "",
      counter_agent: group?.counter_agent ?? null,
      leader_name: group?.leader_name ?? "",
      leader_phone: group?.leader_phone ?? "",
    },
  });
  const { errors } = form.formState;
  const [agentName, setAgentName] = useState(group?.counter_agent_name ?? "");
  const save = useSaveForm({
    form,
    save: createOrUpdate(group, create, update),
    fields: FIELDS,
    savedMessage: group ? t.groupUpdated : t.groupCreated,
    onSaved: onClose,
    onClose,
  });
  const agent = form.watch("counter_agent");
  const pickAgent = (id: string | null, name: string) => {
    form.setValue("counter_agent", id, { shouldDirty: true, shouldValidate: true });
    setAgentName(name);
  };
  const countFollowsPilgrims = (group?.pilgrim_count ?? 0) > 0;

  return (
    <FormSheet title={group ? t.editGroup : t.newGroup} description={group?.name} save={save}>
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <Field label={t.count} hint={countFollowsPilgrims ? t.countFromPilgrims : t.countHint} error={errors.count?.message}>
        <Input inputMode="numeric" autoComplete="off" readOnly={countFollowsPilgrims} {...form.register("count")} />
      </Field>
      <Field label={t.agent} error={errors.counter_agent?.message}>
        <div className="flex items-center gap-2">
          <div className="flex-1">
            <CounterpartySelect
              value={agent ?? ""}
              label={agentName}
              placeholder={t.agentPlaceholder}
              onChange={({ id, name }) => pickAgent(id, name)}
            />
          </div>
          {agent && (
            <Button variant="ghost" size="icon" aria-label={t.clearAgent} onClick={() => pickAgent(null, "")}>
              <X className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      </Field>
      <Field label={t.leaderName} error={errors.leader_name?.message}>
        <Input autoComplete="off" {...form.register("leader_name")} />
      </Field>
      <Field label={t.leaderPhone} hint={t.phoneHint} error={errors.leader_phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register("leader_phone")} />
      </Field>
    </FormSheet>
  );
}
