import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { formatWireDateTime } from "@app/contract/dates";
import { wireDateTime } from "@app/contract/schemas/common";
import { uzOrders } from "../../../../i18n/orders.ts";
import { sendWith, useSaveForm } from "../../../../lib/use-save-form.ts";
import { Field } from "../../../../ui/field.tsx";
import { FormDialog } from "../../../../ui/form-dialog.tsx";
import { Input } from "../../../../ui/input.tsx";
import { useStayMoment } from "../hotel-orders-api.ts";
import type { DeskDialogProps } from "./desk-dialog.ts";

const t = uzOrders;
/** The moment as typed: dd.MM.yyyy HH:mm, 24-hour whatever the browser's language (the form keeps the text). */
const momentSchema = z.object({ at: wireDateTime });

const WORDS = {
  check_in: {
    endpoint: "checkIn" as const,
    title: t.checkInTitle,
    text: (order: DeskDialogProps["order"]) => t.checkInText(order.checkIn),
    label: t.arrivedAt,
    confirm: t.checkInConfirm,
    done: t.checkedInToast,
  },
  check_out: {
    endpoint: "checkOut" as const,
    title: t.checkOutTitle,
    text: (order: DeskDialogProps["order"]) => t.checkOutText(order.checkOut),
    label: t.leftAt,
    confirm: t.checkOutConfirm,
    done: t.checkedOutToast,
  },
};

/** 'Keldi' and 'Ketdi': the moment the guests came or left, now unless the desk says otherwise. */
export function StayMomentDialog({ order, step, onClose }: DeskDialogProps & { step: keyof typeof WORDS }) {
  const words = WORDS[step];
  const record = useStayMoment(words.endpoint);
  const form = useForm<{ at: string }>({
    resolver: zodResolver(momentSchema, undefined, { raw: true }),
    defaultValues: { at: formatWireDateTime(new Date()) },
  });
  const save = useSaveForm({
    form,
    save: sendWith(record, ({ at }: { at: string }) => ({ id: order.id, at: at.trim() })),
    fields: ["at"],
    savedMessage: words.done(order.orderId),
    onSaved: onClose,
    onClose,
  });
  return (
    <FormDialog
      title={words.title(order.orderId)}
      description={words.text(order)}
      save={save}
      submit={{ label: words.confirm, back: t.keepBooking }}
    >
      <Field label={words.label} hint={t.momentHint} error={form.formState.errors.at?.message}>
        <Input inputMode="numeric" autoComplete="off" {...form.register("at")} />
      </Field>
    </FormDialog>
  );
}
