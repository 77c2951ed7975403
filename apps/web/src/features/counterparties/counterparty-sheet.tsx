import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { COUNTERPARTY_TYPES, counterpartyInput, type Counterparty } from "@app/contract/schemas/counterparties";
import { uzCounterparties } from "../../i18n/counterparties.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { FormSwitch } from "../../ui/form-switch.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { useCreateCounterparty, useUpdateCounterparty } from "./counterparties-api.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzCounterparties;
const FIELDS = ["name", "address", "counter_agent_type", "status"] as const;
const typeOptions = COUNTERPARTY_TYPES.map((type) => ({ value: type, label: type }));

type CounterpartySheetProps = {
  /** The counterparty to edit; null opens the empty 'Yangi kontragent' form. */
  counterparty: Counterparty | null;
  onClose: () => void;
};

/**
 * Create and edit share this sheet. The chosen type is sent as chosen (the legacy UI sent B2B
 * whatever was picked; we decided in the user's favour).
 */
export function CounterpartySheet({ counterparty, onClose }: CounterpartySheetProps) {
  const create = useCreateCounterparty();
  const update = useUpdateCounterparty();
  const form = useForm({
    resolver: zodResolver(counterpartyInput),
    defaultValues: {
      name: counterparty?.name ?? "",
      address: counterparty?.address ?? "",
      counter_agent_type: counterparty?.counter_agent_type ?? "B2B",
      status: counterparty?.status ?? true,
    },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(counterparty, create, update),
    fields: FIELDS,
    savedMessage: counterparty ? t.updated : t.created,
    onSaved: onClose,
    onClose,
  });

  return (
    <FormSheet title={counterparty ? t.editTitle : t.newCounterparty} description={counterparty?.name} save={save} after={counterparty && <RecordHistory entity="counter_agents" id={counterparty.id} />}>
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <Field label={t.address} error={errors.address?.message}>
        <Input autoComplete="off" {...form.register("address")} />
      </Field>
      <Field label={t.type} error={errors.counter_agent_type?.message}>
        <Select options={typeOptions} {...form.register("counter_agent_type")} />
      </Field>
      <FormSwitch control={form.control} name="status" label={t.activeSwitch} hint={t.activeHint} />
    </FormSheet>
  );
}
