import { LogIn, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HotelMovement } from "@app/contract/schemas/hotels";
import { hotelOrderPath } from "@app/contract/web-paths";
import { uzHotels } from "../../../i18n/hotels.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { useMovements } from "../hotels-api.ts";

const t = uzHotels;

/** Today's arrivals and departures of the hotel, above its chart. */
export function TodayMovements({ hotelId }: { hotelId: string }) {
  const movements = useMovements(hotelId);
  const arrivals = movements.data?.arrivals ?? [];
  const departures = movements.data?.departures ?? [];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MovementList
        title={t.arrivals}
        icon={<LogIn className="size-4" aria-hidden />}
        items={arrivals}
        time={(movement) => movement.check_in}
        emptyText={t.noArrivals}
        state={movements}
      />
      <MovementList
        title={t.departures}
        icon={<LogOut className="size-4" aria-hidden />}
        items={departures}
        time={(movement) => movement.check_out}
        emptyText={t.noDepartures}
        state={movements}
      />
    </div>
  );
}

type MovementListProps = {
  title: string;
  icon: ReactNode;
  items: HotelMovement[];
  /** The wire datetime shown: its time of day is what matters today. */
  time: (movement: HotelMovement) => string;
  emptyText: string;
  state: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
};

function MovementList({ title, icon, items, time, emptyText, state }: MovementListProps) {
  const principal = usePrincipal();
  return (
    <section className="rounded-xl border border-line bg-surface p-4" aria-label={title}>
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-ink">
        {icon}
        {title}
        {!state.isPending && <span className="text-sm font-normal text-muted">({items.length})</span>}
      </h2>
      <ListState isLoading={state.isPending} isError={state.isError} error={state.error} onRetry={() => void state.refetch()} isEmpty={items.length === 0} emptyText={emptyText}>
        <ul className="divide-y divide-line">
          {items.map((movement) => {
            const path = hotelOrderPath(principal, movement.status, movement.id);
            return (
              <li key={movement.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span className="font-medium text-ink">
                  <span className="mr-2 text-muted tabular-nums">{time(movement).slice(11)}</span>
                  {path ? (
                    <Link to={path} className="text-brand-800 underline-offset-2 hover:underline">
                      {movement.label || movement.order_id}
                    </Link>
                  ) : (
                    movement.label || movement.order_id
                  )}
                </span>
                <span className="text-muted">
                  {t.movementRooms(movement.room_numbers.join(", "))} · {t.people(movement.people)}
                </span>
              </li>
            );
          })}
        </ul>
      </ListState>
    </section>
  );
}
