import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import type { ListPropsOf } from "../../lib/list-view.ts";
import { Field } from "../../ui/field.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Select } from "../../ui/select.tsx";
import type { groupPageView } from "./groups-view.ts";
import { RoomingBoard } from "./rooming-board.tsx";
import { useRoomingStays } from "./rooming-api.ts";

const t = uzGuestGroups;

type RoomingTabProps = ListPropsOf<typeof groupPageView> & { groupId: string };

/** The rooming of the group's stays, one at a time: the stay is picked when there are several, and kept in the URL. */
export function RoomingTab({ groupId, view, update }: RoomingTabProps) {
  const stays = useRoomingStays(groupId);
  const list = stays.data ?? [];
  const stay = list.find((option) => option.id === view.filters.stay) ?? list[0];

  return (
    <ListState
      isLoading={stays.isPending}
      isError={stays.isError}
      error={stays.error}
      isEmpty={list.length === 0}
      emptyText={t.roomingNoStays}
      onRetry={() => void stays.refetch()}
    >
      {stay && (
        <div className="flex flex-col gap-4">
          {list.length > 1 && (
            <Field label={t.stay} className="max-w-xl print:hidden">
              <Select
                value={stay.id}
                onChange={(event) => update({ filters: { stay: event.target.value } })}
                options={list.map((option) => ({
                  value: option.id,
                  label: t.stayOption(option.hotel_name, option.check_in, option.check_out, option.order_id),
                }))}
              />
            </Field>
          )}
          <RoomingBoard key={stay.id} stay={stay} />
        </div>
      )}
    </ListState>
  );
}
