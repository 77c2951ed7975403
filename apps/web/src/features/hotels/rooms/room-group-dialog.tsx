import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { roomGroupUpdateInput, type RoomGroup, type RoomGroupEdit } from "@app/contract/schemas/rooms";
import { uz } from "../../../i18n/uz.ts";
import { showServerErrors } from "../../../lib/form-errors.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { useCloseGuard } from "../../../lib/use-close-guard.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { FormActions } from "../../../ui/form-actions.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { RoomFields } from "./room-fields.tsx";
import { useRoomGroupEdit, useUpdateRoomGroup } from "./rooms-api.ts";

const t = uz.hotels.rooms;
const FIELDS = ["count", "floor", "capacity", "net_price", "profit"] as const;

type RoomGroupDialogProps = { group: RoomGroup; onClose: () => void };

/** 'Xonalar guruhini tahrirlash': the figures come fresh from the server before the form opens. */
export function RoomGroupDialog({ group, onClose }: RoomGroupDialogProps) {
  const edit = useRoomGroupEdit(group.id);
  return edit.data ? (
    <RoomGroupForm group={group} edit={edit.data} onClose={onClose} />
  ) : (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.editTitle} description={t.groupName(group.hotel_name, group.room_name)}>
      <ListState isLoading={edit.isPending} isError={edit.isError} isEmpty={false}>
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
  const { isDirty, dirtyFields } = form.formState;
  const guard = useCloseGuard(isDirty && !update.isSuccess, onClose);
  const [net, profit] = useWatch({ control: form.control, name: ["net_price", "profit"] });

  // Only what was changed is sent: an unchanged floor sent back would still renumber the rooms.
  const submit = form.handleSubmit((input) => {
    const changed = Object.fromEntries(FIELDS.filter((field) => dirtyFields[field]).map((field) => [field, input[field]]));
    if (!Object.keys(changed).length) return onClose();
    update.mutate(
      { id: group.id, input: changed },
      {
        onSuccess: () => {
          notifySuccess(t.updated);
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, FIELDS),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && guard.requestClose()}
      title={t.editTitle}
      description={t.groupName(group.hotel_name, group.room_name)}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t.editHint}</p>
        <RoomFields order={["count", "floor", "capacity"]} form={form} net={net} profit={profit} />
        <FormActions onCancel={guard.requestClose} saving={update.isPending} />
      </form>
      {guard.dialog}
    </Dialog>
  );
}
