import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import {
  WRITE_OFF_REASON_LABELS,
  WRITE_OFF_REASONS,
  writeOffInput,
  type Batch,
  type WriteOffInput,
} from "@app/contract/schemas/kitchen-warehouse";
import { readDecimal } from "@app/contract/decimal";
import { uzCommon } from "../../../i18n/common.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatQuantity } from "../../../lib/format.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { Button } from "../../../ui/button.tsx";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { Field } from "../../../ui/field.tsx";
import { closeThrough } from "../../../ui/form-body.tsx";
import { Input } from "../../../ui/input.tsx";
import { Select } from "../../../ui/select.tsx";
import { useWriteOff } from "./warehouse-api.ts";

const t = uzKitchen.warehouse;
const FIELDS = ["amount", "reason", "note"] as const;
const REASON_OPTIONS = WRITE_OFF_REASONS.map((value) => ({ value, label: WRITE_OFF_REASON_LABELS[value] }));

/** The contract's rule, plus what this batch holds: more than remains is refused before it is sent. */
function writeOffSchema(batch: Batch) {
  const left = `${formatQuantity(batch.amount)} ${batch.warehouse_measure}`;
  return writeOffInput.superRefine((input, ctx) => {
    if (readDecimal(input.amount)?.gt(batch.amount)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: t.tooMuch(left) });
    }
  });
}

/**
 * Writing off part of a batch (spoilage, loss): the amount, the reason and a note, then a second step
 * that says exactly what leaves the warehouse before anything is sent.
 */
export function WriteOffDialog({ batch, onClose }: { batch: Batch; onClose: () => void }) {
  const writeOff = useWriteOff();
  const schema = useMemo(() => writeOffSchema(batch), [batch]);
  const [confirming, setConfirming] = useState<WriteOffInput | null>(null);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { amount: "", reason: "other" as const, note: "" } });
  const { errors } = form.formState;
  // Confirming sends the same values again through the save: checked, sent, toasted, messages under their fields.
  const save = useSaveForm({
    form,
    save: sendWith(writeOff, (input: WriteOffInput) => ({ id: batch.id, input })),
    fields: FIELDS,
    savedMessage: (result) => result.detail,
    onSaved: onClose,
    onClose,
    onFailed: () => setConfirming(null),
  });
  const unit = batch.warehouse_measure;

  return (
    <Dialog
      open
      onOpenChange={closeThrough(save)}
      title={confirming ? t.confirmTitle : t.writeOff}
      description={confirming ? undefined : `${batch.product_name} · ${t.writeOffLeft(`${formatQuantity(batch.amount)} ${unit}`)}`}
    >
      {confirming ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink">{t.confirmText(`${formatQuantity(Number(confirming.amount))} ${unit}`, batch.product_name)}</p>
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-muted">
            {t.reason}: {WRITE_OFF_REASON_LABELS[confirming.reason]}
            {confirming.note ? ` · ${confirming.note}` : null}
          </p>
          <div className="mt-2 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t.back}
            </Button>
            <Button variant="danger" autoFocus loading={save.saving} onClick={save.submit}>
              {t.confirm}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={form.handleSubmit(setConfirming)} noValidate className="flex flex-col gap-4">
          <Field label={t.amount} hint={t.amountHint(unit)} error={errors.amount?.message}>
            <DecimalInput className="w-48" unit={unit} {...form.register("amount")} />
          </Field>
          <Field label={t.reason} error={errors.reason?.message}>
            <Select options={REASON_OPTIONS} {...form.register("reason")} />
          </Field>
          <Field label={t.note} error={errors.note?.message}>
            <Input autoComplete="off" placeholder={t.notePlaceholder} {...form.register("note")} />
          </Field>
          <div className="mt-2 flex justify-end gap-3">
            <Button variant="secondary" onClick={save.requestClose}>
              {uzCommon.cancel}
            </Button>
            <Button type="submit" variant="danger">
              {t.writeOff}
            </Button>
          </div>
        </form>
      )}
      {save.dialog}
    </Dialog>
  );
}
