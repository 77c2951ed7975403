import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { COUNTER_AGENT_TYPES, counterAgentInput, type CounterAgent } from "@app/contract/schemas/counterparties";
import { uz } from "../../i18n/uz.ts";
import { showServerErrors } from "../../lib/form-errors.ts";
import { useCloseGuard } from "../../lib/use-close-guard.tsx";
import { notifySuccess } from "../../lib/toast.ts";
import { Field } from "../../ui/field.tsx";
import { FormActions } from "../../ui/form-actions.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { Sheet } from "../../ui/sheet.tsx";
import { Switch } from "../../ui/switch.tsx";
import { useCreateCounterparty, useUpdateCounterparty } from "./counterparties-api.ts";

const t = uz.counterparties;
const FIELDS = ["name", "address", "counter_agent_type", "status"] as const;
const typeOptions = COUNTER_AGENT_TYPES.map((type) => ({ value: type, label: type }));

type CounterpartySheetProps = {
  /** The counterparty to edit; null opens the empty 'Yangi kontragent' form. */
  counterparty: CounterAgent | null;
  onClose: () => void;
};

/**
 * Create and edit share this sheet. The chosen type is sent as chosen (the legacy UI sent B2B
 * whatever was picked; we decided in the user's favour).
 */
export function CounterpartySheet({ counterparty, onClose }: CounterpartySheetProps) {
  const create = useCreateCounterparty();
  const update = useUpdateCounterparty();
  const saving = counterparty ? update : create;
  const form = useForm({
    resolver: zodResolver(counterAgentInput),
    defaultValues: {
      name: counterparty?.name ?? "",
      address: counterparty?.address ?? "",
      counter_agent_type: counterparty?.counter_agent_type ?? "B2B",
      status: counterparty?.status ?? true,
    },
  });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard(isDirty && !saving.isSuccess, onClose);

  const submit = form.handleSubmit((input) => {
    const handlers = {
      onSuccess: () => {
        notifySuccess(counterparty ? t.updated : t.created);
        onClose();
      },
      onError: (error: unknown) => showServerErrors(error, form.setError, FIELDS),
    };
    if (counterparty) update.mutate({ id: counterparty.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && guard.requestClose()}
      title={counterparty ? t.editTitle : t.newCounterparty}
      description={counterparty?.name}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field label={t.name} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register("name")} />
        </Field>
        <Field label={t.address} error={errors.address?.message}>
          <Input autoComplete="off" {...form.register("address")} />
        </Field>
        <Field label={t.type} error={errors.counter_agent_type?.message}>
          <Select options={typeOptions} {...form.register("counter_agent_type")} />
        </Field>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} label={t.activeSwitch} hint={t.activeHint} />
          )}
        />
        <FormActions onCancel={guard.requestClose} saving={saving.isPending} />
      </form>
      {guard.dialog}
    </Sheet>
  );
}
