import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type Invoice, invoiceVoidInput } from "@app/contract/schemas/finance";
import { uzFinance } from "../../i18n/finance.ts";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { Input } from "../../ui/input.tsx";
import { useVoidInvoice } from "./finance-api.ts";

const t = uzFinance;

/** 'Hisob-fakturani bekor qilish': an issued invoice is voided only with a reason. */
export function VoidDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const voiding = useVoidInvoice();
  const form = useForm({ resolver: zodResolver(invoiceVoidInput), defaultValues: { reason: "" } });
  const save = useSaveForm({
    form,
    save: sendWith(voiding, ({ reason }: { reason: string }) => ({ id: invoice.id, reason })),
    fields: ["reason"],
    savedMessage: t.voided,
    onSaved: onClose,
    onClose,
  });
  return (
    <FormDialog title={t.voidTitle} description={t.voidDescription} save={save}>
      <Field label={t.voidReason} error={form.formState.errors.reason?.message}>
        <Input autoComplete="off" {...form.register("reason")} />
      </Field>
    </FormDialog>
  );
}
