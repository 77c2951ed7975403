import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { roomTypeInput, type RoomType } from "@app/contract/schemas/rooms";
import { uzHotels } from "../../../i18n/hotels.ts";
import { showServerErrors } from "../../../lib/form-errors.ts";
import { useRoomTypeOptions } from "../../../lib/lookups.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { CreateButton } from "../../../ui/create-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { Input } from "../../../ui/input.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { RoomTypeRow } from "./room-type-row.tsx";
import { useCreateRoomType, useDeleteRoomType } from "./room-types-api.ts";

const t = uzHotels.rooms;

type RoomTypesSheetProps = { writable: boolean; onClose: () => void };

/** 'Xona turlari', managed inside the rooms page: list, create, rename, switch on or off, delete. */
export function RoomTypesSheet({ writable, onClose }: RoomTypesSheetProps) {
  const roomTypes = useRoomTypeOptions();
  const remove = useDeleteRoomType();
  const [deleting, setDeleting] = useState<RoomType | null>(null);
  const types = roomTypes.data?.results ?? [];

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t.typeDeleted);
        setDeleting(null);
      },
    });

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={t.typesTitle} description={t.typesDescription}>
      <div className="flex flex-col gap-5">
        {writable && <NewRoomType />}
        <ListState isLoading={roomTypes.isPending} isError={roomTypes.isError} error={roomTypes.error} onRetry={() => void roomTypes.refetch()} isEmpty={types.length === 0} emptyText={t.typesEmpty}>
          <ul className="divide-y divide-line rounded-xl border border-line">
            {types.map((type) => (
              <RoomTypeRow key={type.id} type={type} writable={writable} onDelete={() => setDeleting(type)} />
            ))}
          </ul>
        </ListState>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Sheet>
  );
}

function NewRoomType() {
  const create = useCreateRoomType();
  const form = useForm({ resolver: zodResolver(roomTypeInput), defaultValues: { name: "", status: true } });
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        notifySuccess(t.typeCreated);
        form.reset();
      },
      onError: (error) => showServerErrors(error, form.setError, ["name"]),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      <Field label={t.typeName} error={form.formState.errors.name?.message} className="flex-1">
        <Input autoComplete="off" placeholder={t.typeNamePlaceholder} {...form.register("name")} />
      </Field>
      <CreateButton type="submit" loading={create.isPending} className="mt-[1.625rem]" label={t.addType} />
    </form>
  );
}
