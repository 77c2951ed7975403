import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { roomTypePatch, type RoomType } from "@app/contract/schemas/rooms";
import { uzCommon } from "../../../i18n/common.ts";
import { uzHotels } from "../../../i18n/hotels.ts";
import { fieldErrorsOf } from "../../../lib/api-error.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/field.tsx";
import { Input } from "../../../ui/input.tsx";
import { Switch } from "../../../ui/switch.tsx";
import { useUpdateRoomType } from "./room-types-api.ts";

const t = uzHotels.rooms;

type RoomTypeRowProps = { type: RoomType; writable: boolean; onDelete: () => void };

/** One room type: its name (renamed in place), its on/off switch and its delete button. */
export function RoomTypeRow({ type, writable, onDelete }: RoomTypeRowProps) {
  const update = useUpdateRoomType();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const rename = () => {
    const parsed = roomTypePatch.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    update.mutate(
      { id: type.id, input: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t.typeRenamed);
          setName(null);
          setError(undefined);
        },
        onError: (failure) => setError(fieldErrorsOf(failure).name),
      },
    );
  };

  if (name !== null) {
    return (
      <li className="flex items-start gap-2 p-3">
        <form
          className="flex flex-1 items-start gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            rename();
          }}
        >
          <Field label={t.typeName} error={error} className="flex-1">
            <Input autoComplete="off" autoFocus value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Button type="submit" size="icon" loading={update.isPending} aria-label={uzCommon.save} title={uzCommon.save} className="mt-[1.625rem]">
            <Check className="size-4" aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={uzCommon.cancel}
            title={uzCommon.cancel}
            className="mt-[1.625rem]"
            onClick={() => {
              setName(null);
              setError(undefined);
            }}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-3 p-3">
      <span className="flex-1 font-medium text-ink">{type.name}</span>
      {writable ? (
        <Switch
          checked={type.status}
          disabled={update.isPending}
          onCheckedChange={(status) => update.mutate({ id: type.id, input: { status } })}
          label={<span className="sr-only">{t.typeActive(type.name)}</span>}
        />
      ) : (
        <Badge tone={type.status ? "success" : "danger"}>{type.status ? uzCommon.active : uzCommon.inactive}</Badge>
      )}
      {writable && (
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label={uzCommon.editRow(type.name)} title={t.rename} onClick={() => setName(type.name)}>
            <Pencil className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={uzCommon.deleteRow(type.name)}
            title={uzCommon.delete}
            className="text-danger hover:bg-red-50"
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
