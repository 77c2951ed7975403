import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { roomBulkInput } from "@app/contract/schemas/rooms";
import { uz } from "../../../i18n/uz.ts";
import { showServerErrors } from "../../../lib/form-errors.ts";
import { useHotelOptions, useRoomTypeOptions } from "../../../lib/lookups.ts";
import { requireChoices } from "../../../lib/require-choices.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { useCloseGuard } from "../../../lib/use-close-guard.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormActions } from "../../../ui/form-actions.tsx";
import { Input } from "../../../ui/input.tsx";
import { Select } from "../../../ui/select.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { GrossPreview } from "./gross-preview.tsx";
import { useCreateRooms } from "./rooms-api.ts";

const t = uz.hotels.rooms;
const FIELDS = ["hotel", "room_type", "floor", "count", "capacity", "net_price", "profit"] as const;

type BulkRoomsSheetProps = {
  /** The page's hotel and room-type filters, so adding to what is on screen needs no re-picking. */
  hotel: string;
  roomType: string;
  onClose: () => void;
};

/** 'Xonalar qo‘shish': `count` rooms of one type on one floor, numbered by the server. */
export function BulkRoomsSheet({ hotel, roomType, onClose }: BulkRoomsSheetProps) {
  const create = useCreateRooms();
  const hotels = useHotelOptions();
  const roomTypes = useRoomTypeOptions();
  const activeTypes = (roomTypes.data?.results ?? [])
    .filter((type) => type.status)
    .map((type) => ({ value: type.id, label: type.name }));
  const form = useForm({
    resolver: requireChoices(zodResolver(roomBulkInput), ["hotel", "room_type"]),
    defaultValues: { hotel, room_type: roomType, floor: "", count: "", capacity: "", net_price: "0", profit: "0" },
  });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard(isDirty && !create.isSuccess, onClose);
  const [floor, net, profit] = useWatch({ control: form.control, name: ["floor", "net_price", "profit"] });
  const floorNumber = Number(floor);

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (rooms) => {
        notifySuccess(t.created(rooms.map((room) => room.room_number).join(", ")));
        onClose();
      },
      onError: (error) => showServerErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <Sheet open onOpenChange={(open) => !open && guard.requestClose()} title={t.createTitle}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field label={t.hotel} error={errors.hotel?.message}>
          <Select options={hotels.options} placeholder={t.choose} {...form.register("hotel")} />
        </Field>
        <Field label={t.roomType} error={errors.room_type?.message}>
          <Select options={activeTypes} placeholder={t.choose} {...form.register("room_type")} />
        </Field>
        <div className="grid grid-cols-3 gap-3">
          <Field label={t.floor} error={errors.floor?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register("floor")} />
          </Field>
          <Field label={t.count} error={errors.count?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register("count")} />
          </Field>
          <Field label={t.capacity} error={errors.capacity?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register("capacity")} />
          </Field>
        </div>
        {Number.isInteger(floorNumber) && floorNumber >= 1 && <p className="-mt-2 text-xs text-muted">{t.numbering(floorNumber)}</p>}
        <div className="grid grid-cols-2 gap-3">
          <Field label={t.netPrice} error={errors.net_price?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("net_price")} />
          </Field>
          <Field label={t.profit} error={errors.profit?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("profit")} />
          </Field>
        </div>
        <GrossPreview net={net} profit={profit} />
        <FormActions onCancel={guard.requestClose} saving={create.isPending} />
      </form>
      {guard.dialog}
    </Sheet>
  );
}
