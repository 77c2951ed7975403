import { Wand2 } from "lucide-react";
import { type DragEvent, type ReactNode, useState } from "react";
import { mayCall } from "@app/contract/endpoint";
import { ROOMING } from "@app/contract/endpoints/rooming";
import type { RoomedPilgrim, Rooming, RoomingAutoResult, RoomingStay } from "@app/contract/schemas/rooming";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { cn } from "../../lib/cn.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { exportRooming, useAutoRooming, useReplaceRooming, useRooming } from "./rooming-api.ts";
import { MoveMenu } from "./rooming-move-menu.tsx";
import { type Destination, movedAssignments, roomOf } from "./rooming-moves.ts";

const t = uzGuestGroups;
/** The drag carries the pilgrim's id under a type of its own, so other drags (files, text) are not taken for one. */
const DRAG_TYPE = "application/x-pilgrim";

type Move = (pilgrim: RoomedPilgrim, to: Destination) => void;

function PilgrimCard({ pilgrim, rooming, writable, busy, onMove }: { pilgrim: RoomedPilgrim; rooming: Rooming; writable: boolean; busy: boolean; onMove: Move }) {
  const draggable = writable && !busy;
  const startDrag = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, pilgrim.id);
    event.dataTransfer.effectAllowed = "move";
  };
  return (
    <li
      draggable={draggable}
      onDragStart={draggable ? startDrag : undefined}
      data-pilgrim={pilgrim.id}
      className={cn("flex items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm", draggable && "cursor-grab")}
    >
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{pilgrim.full_name}</p>
        <p className="text-xs text-muted">
          {t.genders[pilgrim.gender]} · {pilgrim.passport_number}
          {pilgrim.family && ` · ${t.familyOf(pilgrim.family)}`}
        </p>
      </div>
      {writable && <MoveMenu rooming={rooming} pilgrim={pilgrim} disabled={busy} onMove={(to) => onMove(pilgrim, to)} />}
    </li>
  );
}

type DropZoneProps = { to: Destination; enabled: boolean; onDrop: (pilgrim: string, to: Destination) => void; label: string; className: string; children: ReactNode };

/** A room, or the unassigned list, that takes a dragged pilgrim. */
function DropZone({ to, enabled, onDrop, label, className, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const carriesPilgrim = (event: DragEvent) => enabled && event.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <section
      aria-label={label}
      className={cn(className, over && "border-brand-600 bg-brand-50")}
      onDragOver={(event) => {
        if (!carriesPilgrim(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!carriesPilgrim(event)) return;
        event.preventDefault();
        onDrop(event.dataTransfer.getData(DRAG_TYPE), to);
      }}
    >
      {children}
    </section>
  );
}

function Unplaced({ unplaced }: { unplaced: RoomingAutoResult["unplaced"] }) {
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink print:hidden">
      <p className="font-medium">{t.unplacedTitle(unplaced.length)}</p>
      <ul className="mt-1 list-disc pl-5">
        {unplaced.map((item) => (
          <li key={item.pilgrim}>
            {item.full_name}: {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One stay's rooming: its rooms with their occupants, and the pilgrims in none. Writers move a
 * pilgrim by dragging the card or by its 'Ko‘chirish' menu; each move is saved at once (PUT), and
 * a refusal (capacity, genders) is the API client's one toast, after which the board shows what
 * the server holds. 'Avto' places everyone it can and says who it could not, and why.
 */
export function RoomingBoard({ stay }: { stay: RoomingStay }) {
  const principal = usePrincipal();
  const rooming = useRooming(stay.id);
  const auto = useAutoRooming(stay.id);
  const replace = useReplaceRooming(stay.id);
  const [unplaced, setUnplaced] = useState<RoomingAutoResult["unplaced"]>([]);
  const writable = mayCall(principal, ROOMING.replace.access) && stay.rooming_refusal === null;
  const busy = replace.isPending || auto.isPending;
  const data = rooming.data;

  const move: Move = (pilgrim, to) => {
    if (!data || busy || roomOf(data, pilgrim.id) === to) return;
    const number = data.rooms.find((room) => room.room === to)?.room_number;
    replace.mutate(movedAssignments(data, pilgrim.id, to), {
      onSuccess: () => notifySuccess(number ? t.movedTo(pilgrim.full_name, number) : t.movedOut(pilgrim.full_name)),
    });
  };
  const drop = (id: string, to: Destination) => {
    const pilgrim = data && [...data.unassigned, ...data.rooms.flatMap((room) => room.pilgrims)].find((person) => person.id === id);
    if (pilgrim) move(pilgrim, to);
  };
  const runAuto = () => {
    const before = data?.unassigned.length ?? 0;
    auto.mutate(undefined, {
      onSuccess: (result) => {
        setUnplaced(result.unplaced);
        notifySuccess(t.autoPlaced(before - result.unassigned.length));
      },
    });
  };
  const card = (pilgrim: RoomedPilgrim) =>
    data && <PilgrimCard key={pilgrim.id} pilgrim={pilgrim} rooming={data} writable={writable} busy={busy} onMove={move} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted print:hidden">{stay.rooming_refusal ? t.roomingReadOnly(stay.rooming_refusal) : writable ? t.roomingHint : null}</p>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {writable && (
            <Button size="sm" onClick={runAuto} loading={auto.isPending} disabled={busy}>
              <Wand2 className="size-4" aria-hidden />
              {t.autoRooming}
            </Button>
          )}
          <ExportButton text={t.roomingList} onExport={() => exportRooming(stay.id)} />
          <PrintButton />
        </div>
      </div>
      <p className="hidden font-medium text-ink print:block">{t.stayOption(stay.hotel_name, stay.check_in, stay.check_out, stay.order_id)}</p>
      {unplaced.length > 0 && <Unplaced unplaced={unplaced} />}
      <ListState isLoading={rooming.isPending} isError={rooming.isError} error={rooming.error} isEmpty={false} onRetry={() => void rooming.refetch()}>
        {data && (
          <div className="rooming grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
            {data.rooms.length === 0 ? (
              <p className="text-sm text-muted">{t.noRooms}</p>
            ) : (
              <div className="rooming-rooms grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {data.rooms.map((room) => (
                  <DropZone
                    key={room.room}
                    to={room.room}
                    enabled={writable && !busy}
                    onDrop={drop}
                    label={t.roomTitle(room.room_number, room.room_type)}
                    className="rooming-room rounded-xl border border-line bg-slate-50 p-3"
                  >
                    <header className="mb-2 flex items-baseline justify-between gap-2">
                      <h3 className="font-semibold text-ink">{t.roomTitle(room.room_number, room.room_type)}</h3>
                      <span className="text-xs text-muted">{t.roomBeds(room.pilgrims.length, room.capacity)}</span>
                    </header>
                    {room.pilgrims.length ? <ul className="flex flex-col gap-2">{room.pilgrims.map(card)}</ul> : <p className="text-sm text-muted">{t.emptyRoom}</p>}
                  </DropZone>
                ))}
              </div>
            )}
            <DropZone
              to={null}
              enabled={writable && !busy}
              onDrop={drop}
              label={t.unassigned(data.unassigned.length)}
              className="rooming-room rounded-xl border border-dashed border-line p-3"
            >
              <h3 className="mb-2 font-semibold text-ink">{t.unassigned(data.unassigned.length)}</h3>
              {data.unassigned.length ? <ul className="flex flex-col gap-2">{data.unassigned.map(card)}</ul> : <p className="text-sm text-muted">{t.allRoomed}</p>}
            </DropZone>
          </div>
        )}
      </ListState>
    </div>
  );
}
