import type { RoomGroup } from "@app/contract/schemas/rooms";
import { uzHotels } from "../../../i18n/hotels.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";

const t = uzHotels;

/** The hotel's rooms grouped by type, with the rooms free and occupied right now. */
export function RoomGroups({ groups }: { groups: RoomGroup[] }) {
  const currency = useOperatingCurrency();
  return (
    <section aria-labelledby="room-groups-heading" className="flex flex-col gap-3">
      <h2 id="room-groups-heading" className="text-lg font-semibold text-ink">
        {t.roomGroups}
      </h2>
      {groups.length === 0 ? (
        <p className="text-sm text-muted">{t.roomGroupsEmpty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {groups.map((group) => (
            <li key={group.id} className="rounded-xl border border-line bg-surface p-4">
              <p className="font-semibold text-ink">{group.room_name}</p>
              <p className="text-sm text-muted">{t.groupRooms(group.count)}</p>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{t.occupiedNow}</dt>
                <dd className="text-right font-medium text-ink">{group.occupied_count}</dd>
                <dt className="text-muted">{t.freeNow}</dt>
                <dd className="text-right font-medium text-green-800">{group.available_count}</dd>
                <dt className="text-muted">{t.freeBeds}</dt>
                <dd className="text-right font-medium text-ink">{group.remaining_capacity}</dd>
                <dt className="text-muted">{t.pricePerNight}</dt>
                <dd className="text-right font-medium whitespace-nowrap text-ink">{formatAmount(group.gross_price, currency)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
