import { ArrowRightLeft } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { RoomedPilgrim, Rooming } from "@app/contract/schemas/rooming";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { Button } from "../../ui/button.tsx";
import { type Destination, roomOf, roomsWithBeds } from "./rooming-moves.ts";

const t = uzGuestGroups;
const itemClass =
  "cursor-pointer rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

type MoveMenuProps = { rooming: Rooming; pilgrim: RoomedPilgrim; disabled: boolean; onMove: (to: Destination) => void };

/**
 * 'Ko‘chirish': the keyboard's way to move a pilgrim (drag-and-drop's equal). A menu button:
 * Enter or the arrow keys open it on the rooms with a free bed, Enter picks one, Escape closes.
 */
export function MoveMenu({ rooming, pilgrim, disabled, onMove }: MoveMenuProps) {
  const rooms = roomsWithBeds(rooming, pilgrim.id);
  const roomed = roomOf(rooming, pilgrim.id) !== null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t.moveTo(pilgrim.full_name)} title={t.moveTo(pilgrim.full_name)} disabled={disabled}>
          <ArrowRightLeft className="size-4" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-80 min-w-56 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-medium text-muted">{t.moveMenu}</DropdownMenu.Label>
          {rooms.map((room) => (
            <DropdownMenu.Item key={room.room} className={itemClass} onSelect={() => onMove(room.room)}>
              {t.moveOption(room.room_number, room.room_type, room.capacity - room.pilgrims.length)}
            </DropdownMenu.Item>
          ))}
          {rooms.length === 0 && <p className="px-3 py-2 text-sm text-muted">{t.noFreeRooms}</p>}
          {roomed && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item className={itemClass} onSelect={() => onMove(null)}>
                {t.toUnassigned}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
