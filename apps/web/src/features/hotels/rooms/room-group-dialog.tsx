import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { roomGroupUpdateInput, type RoomGroup, type RoomGroupEdit, type RoomGroupUpdateInput } from "@app/contract/schemas/rooms";
import { uzHotels } from "../../../i18n/hotels.ts";
import { useSaveForm, type SaveMutation } from "../../../lib/use-save-form.ts";
import { Dialog } from "../../../ui/dialog.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { RoomFields } from "./room-fields.tsx";
import { useRoomGroupEdit, useUpdateRoomGroup } from "./rooms-api.ts";

const t = uzHotels.rooms;
const FIELDS = ["count", "floor", "capacity", "net_price", "profit"] as const;

type RoomGroupDialogProps = { group: RoomGroup; onClose: () => void };

/** 'Xonalar guruhini tahrirlash': the figures come fresh from the server before the form opens. */
export function RoomGroupDialog({ group, onClose }: RoomGroupDialogProps) {
  const edit = useRoomGroupEdit(group.id);
  return edit.data ? (
    <RoomGroupForm group={group} edit={edit.data} onClose={onClose} />
  ) : (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.editTitle} description={t.groupName(group.hotel_name, group.room_name)}>
      <ListState isLoading={edit.isPending} isError={edit.isError} error={edit.error} onRetry={() => void edit.refetch()} isEmpty={false}>
        {null}
      </ListState>
    </Dialog>
  );
}

function RoomGroupForm({ group, edit, onClose }: RoomGroupDialogProps & { edit: RoomGroupEdit }) {
  const update = useUpdateRoomGroup();
  const form = useForm({
    resolver: zodResolver(roomGroupUpdateInput),
    defaultValues: {
      count: String(edit.count_view),
      floor: String(edit.floor),
      capacity: String(edit.capacity),
      net_price: String(edit.net_price),
      profit: String(edit.profit),
    },
  });
  const { dirtyFields } = form.formState;
  const [net, profit] = useWatch({ control: form.control, name: ["net_price", "profit"] });

  // Only what was changed is sent: an unchanged floor sent back would still renumber the rooms.
  const sendChanged: SaveMutation<RoomGroupUpdateInput, unknown> = {
    mutate: (input, handlers) => {
      const changed = Object.fromEntries(FIELDS.filter((field) => dirtyFields[field]).map((field) => [field, input[field]]));
      if (!Object.keys(changed).length) return onClose();
      update.mutate({ id: group.id, input: changed }, handlers);
    },
    isPending: update.isPending,
    isSuccess: update.isSuccess,
  };
  const save = useSaveForm({ form, save: sendChanged, fields: FIELDS, savedMessage: t.updated, onSaved: onClose, onClose });

  return (
    <FormDialog title={t.editTitle} description={t.groupName(group.hotel_name, group.room_name)} save={save}>
      <p className="text-sm text-muted">{t.editHint}</p>
      <RoomFields order={["count", "floor", "capacity"]} form={form} net={net} profit={profit} />
    </FormDialog>
  );
}
