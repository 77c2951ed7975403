import { useForm, useWatch } from "react-hook-form";
import { uzCommon } from "../../../../i18n/common.ts";
import { uzOrders } from "../../../../i18n/orders.ts";
import { formatAmount } from "../../../../lib/format.ts";
import { useOperatingCurrency } from "../../../../lib/operating-currency.ts";
import { sendWith, useSaveForm } from "../../../../lib/use-save-form.ts";
import { Field } from "../../../../ui/field.tsx";
import { FormDialog } from "../../../../ui/form-dialog.tsx";
import { ListState } from "../../../../ui/list-state.tsx";
import { Select } from "../../../../ui/select.tsx";
import { useAvailableRooms, useHotelOrder, useMoveGuest } from "../hotel-orders-api.ts";
import type { DeskDialogProps } from "./desk-dialog.ts";

const t = uzOrders;
type Values = { guest: string; room: string };

/**
 * 'Xona almashtirish': one guest of an individual booking to another room of its hotel with a
 * free bed over the booking's stay; the server checks the bed again under its lock (409).
 */
export function MoveGuestDialog({ order, onClose }: DeskDialogProps) {
  const currency = useOperatingCurrency();
  const detail = useHotelOrder(order.id);
  const move = useMoveGuest();
  const booking = detail.data;
  const available = useAvailableRooms(booking ? { hotel: booking.hotel, check_in: booking.check_in, check_out: booking.check_out } : null);
  const form = useForm<Values>({ defaultValues: { guest: "", room: "" } });
  const guestId = useWatch({ control: form.control, name: "guest" });
  const guest = booking?.guests.find((candidate) => candidate.id === guestId);
  const rooms = (available.data ?? []).filter((room) => room.free_beds > 0 && room.id !== guest?.room);
  const required = { required: uzCommon.requiredField };
  const save = useSaveForm({
    form,
    save: sendWith(move, (values: Values) => ({ id: order.id, ...values })),
    fields: ["guest", "room"],
    savedMessage: t.movedToast(order.orderId),
    onSaved: onClose,
    onClose,
  });
  const { errors } = form.formState;
  return (
    <FormDialog title={t.moveTitle(order.orderId)} description={t.moveText} save={save} submit={{ label: t.moveConfirm, back: t.keepBooking }}>
      <ListState
        isLoading={detail.isPending || available.isPending}
        isError={detail.isError || available.isError}
        error={detail.error ?? available.error}
        onRetry={() => {
          void detail.refetch();
          void available.refetch();
        }}
        isEmpty={false}
      >
        <Field label={t.moveGuest} error={errors.guest?.message}>
          <Select
            placeholder={t.chooseGuest}
            options={(booking?.guests ?? []).map((candidate) => ({
              value: candidate.id,
              label: t.guestOption(candidate.full_name, candidate.room_number ?? uzCommon.notSet),
            }))}
            {...form.register("guest", required)}
          />
        </Field>
        {rooms.length ? (
          <Field label={t.moveRoom} error={errors.room?.message}>
            <Select
              placeholder={t.chooseRoom}
              options={rooms.map((room) => ({
                value: room.id,
                label: t.roomOption(room.room_number, room.room_name, room.free_beds, formatAmount(room.gross_price, currency)),
              }))}
              {...form.register("room", required)}
            />
          </Field>
        ) : (
          <p className="text-sm text-muted">{t.noFreeRooms}</p>
        )}
      </ListState>
    </FormDialog>
  );
}
