import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { hotelOrderCancelInput } from "@app/contract/schemas/hotel-orders";
import { uzOrders } from "../../../../i18n/orders.ts";
import { sendWith, useSaveForm } from "../../../../lib/use-save-form.ts";
import { Field } from "../../../../ui/field.tsx";
import { FormDialog } from "../../../../ui/form-dialog.tsx";
import { Input } from "../../../../ui/input.tsx";
import { useCancelHotelOrder } from "../hotel-orders-api.ts";
import type { DeskDialogProps } from "./desk-dialog.ts";

const t = uzOrders;

/** 'Bekor qilish': asks once, in its own words, with the reason required; the rooms are free again. */
export function CancelDialog({ order, onClose }: DeskDialogProps) {
  const cancel = useCancelHotelOrder();
  const form = useForm<{ reason: string }>({ resolver: zodResolver(hotelOrderCancelInput), defaultValues: { reason: "" } });
  const save = useSaveForm({
    form,
    save: sendWith(cancel, ({ reason }: { reason: string }) => ({ id: order.id, reason })),
    fields: ["reason"],
    savedMessage: t.canceledToast(order.orderId),
    onSaved: onClose,
    onClose,
  });
  return (
    <FormDialog
      title={t.cancelTitle(order.orderId)}
      description={t.cancelText}
      save={save}
      submit={{ label: t.cancelConfirm, back: t.keepBooking, danger: true }}
    >
      <Field label={t.cancelReason} error={form.formState.errors.reason?.message}>
        <Input autoComplete="off" {...form.register("reason")} />
      </Field>
    </FormDialog>
  );
}
