import { mayCall } from "@app/contract/endpoint";
import { TRANSFERS } from "@app/contract/endpoints/taxi";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { TransferPlanner } from "../../ui/transfer-planner.tsx";
import { TripTable } from "../../ui/trip-table.tsx";
import { useGroupFlights, useGroupTransfers } from "./group-transfers-api.ts";

const t = uzGuestGroups;

/**
 * Transferlar: the group's flights and booked transfers, and the plan from its flights and stays,
 * first shown as a dry run and booked only when confirmed.
 */
export function TransfersTab({ groupId }: { groupId: string }) {
  const flights = useGroupFlights(groupId);
  const transfers = useGroupTransfers(groupId);
  const writable = mayCall(usePrincipal(), TRANSFERS.plan.access);
  const booked = (transfers.data?.results ?? []).map((trip) => ({ ...trip, key: trip.id }));

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{t.flightsHeading}</h3>
        <ListState isLoading={flights.isPending} isError={flights.isError} onRetry={() => void flights.refetch()} isEmpty={!flights.data?.results.length} emptyText={t.noFlights}>
          <ul className="flex flex-col gap-1 text-sm">
            {flights.data?.results.map((flight) => (
              <li key={flight.id}>
                <span className="font-semibold">{flight.number}</span> · {t.direction[flight.direction]} · {flight.scheduled_at} · {flight.airport_name}
              </li>
            ))}
          </ul>
        </ListState>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{t.transfersHeading}</h3>
        {writable && <TransferPlanner groupId={groupId} />}
        <ListState isLoading={transfers.isPending} isError={transfers.isError} onRetry={() => void transfers.refetch()} isEmpty={booked.length === 0} emptyText={t.noTransfers}>
          <TripTable label={t.transfersHeading} trips={booked} />
        </ListState>
      </section>
    </div>
  );
}
