import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { roomBulkInput } from "@app/contract/schemas/rooms";
import { uzHotels } from "../../../i18n/hotels.ts";
import { useHotelOptions, useRoomTypeOptions } from "../../../lib/lookups.ts";
import { requireChoices } from "../../../lib/require-choices.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { Field } from "../../../ui/field.tsx";
import { FormSheet } from "../../../ui/form-sheet.tsx";
import { Select } from "../../../ui/select.tsx";
import { RoomFields } from "./room-fields.tsx";
import { useCreateRooms } from "./rooms-api.ts";

const t = uzHotels.rooms;
const FIELDS = ["hotel", "room_type", "floor", "count", "capacity", "net_price", "profit"] as const;

type BulkRoomsSheetProps = {
  /** The page's hotel and room-type filters, so adding to what is on screen needs no re-picking. */
  hotel: string;
  roomType: string;
  onClose: () => void;
};

/** 'Xonalar qo‘shish': `count` rooms of one type on one floor, numbered by the server. */
export function BulkRoomsSheet({ hotel, roomType, onClose }: BulkRoomsSheetProps) {
  const hotels = useHotelOptions();
  const roomTypes = useRoomTypeOptions();
  const activeTypes = (roomTypes.data?.results ?? [])
    .filter((type) => type.status)
    .map((type) => ({ value: type.id, label: type.name }));
  const form = useForm({
    resolver: requireChoices(zodResolver(roomBulkInput), ["hotel", "room_type"]),
    defaultValues: { hotel, room_type: roomType, floor: "", count: "", capacity: "", net_price: "0", profit: "0" },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: useCreateRooms(),
    fields: FIELDS,
    savedMessage: (rooms) => t.created(rooms.map((room) => room.room_number).join(", ")),
    onSaved: onClose,
    onClose,
  });
  const [floor, net, profit] = useWatch({ control: form.control, name: ["floor", "net_price", "profit"] });
  const floorNumber = Number(floor);
  const numbering = Number.isInteger(floorNumber) && floorNumber >= 1 && (
    <p className="-mt-2 text-xs text-muted">{t.numbering(floorNumber)}</p>
  );

  return (
    <FormSheet title={t.createTitle} save={save}>
      <Field label={t.hotel} error={errors.hotel?.message}>
        <Select options={hotels.options} placeholder={t.choose} {...form.register("hotel")} />
      </Field>
      <Field label={t.roomType} error={errors.room_type?.message}>
        <Select options={activeTypes} placeholder={t.choose} {...form.register("room_type")} />
      </Field>
      <RoomFields order={["floor", "count", "capacity"]} form={form} net={net} profit={profit} note={numbering} />
    </FormSheet>
  );
}
