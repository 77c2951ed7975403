import { useState } from "react";
import { mayCall } from "@app/contract/endpoint";
import { TRANSFERS } from "@app/contract/endpoints/taxi";
import type { TransferPlan } from "@app/contract/schemas/transfer-plan";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { Button } from "../../ui/button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Table, Td, Th } from "../../ui/table.tsx";
import { useGroupFlights, useGroupTransfers, usePlanTransfers } from "./group-transfers-api.ts";

const t = uzGuestGroups;

type Trip = { key: string; perform_date: string; from_location: string; to_location: string | null; transport_model_name: string; name_of_driver: string; passenger_count: number | null; flight_number: string | null };

function TripTable({ label, trips }: { label: string; trips: readonly Trip[] }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <Th>{t.tripTime}</Th>
          <Th>{t.tripRoute}</Th>
          <Th>{t.tripVehicle}</Th>
          <Th>{t.tripDriver}</Th>
          <Th className="text-right">{t.tripPassengers}</Th>
          <Th>{t.tripFlight}</Th>
        </tr>
      </thead>
      <tbody>
        {trips.map((trip) => (
          <tr key={trip.key}>
            <Td className="tabular-nums">{trip.perform_date}</Td>
            <Td>
              {trip.from_location} → {trip.to_location ?? ""}
            </Td>
            <Td>{trip.transport_model_name}</Td>
            <Td>{trip.name_of_driver}</Td>
            <Td className="text-right tabular-nums">{trip.passenger_count}</Td>
            <Td>{trip.flight_number}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Transferlar: the group's flights and booked transfers, and the plan from its flights and stays,
 * first shown as a dry run and booked only when confirmed.
 */
export function TransfersTab({ groupId }: { groupId: string }) {
  const flights = useGroupFlights(groupId);
  const transfers = useGroupTransfers(groupId);
  const plan = usePlanTransfers(groupId);
  const [preview, setPreview] = useState<TransferPlan | null>(null);
  const writable = mayCall(usePrincipal(), TRANSFERS.plan.access);
  const booked = (transfers.data?.results ?? []).map((trip) => ({ ...trip, key: trip.id }));

  const run = (dryRun: boolean) =>
    plan.mutate(dryRun, { onSuccess: (result) => setPreview(dryRun ? result : null) });

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
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-ink">{t.transfersHeading}</h3>
          {writable && (
            <Button onClick={() => run(true)} loading={plan.isPending && plan.variables}>
              {t.planButton}
            </Button>
          )}
        </div>
        {preview && (
          <div className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3" role="region" aria-label={t.planPreview}>
            <p className="text-sm font-semibold">{t.planSummary(preview.transfers.length, preview.unassigned_passengers)}</p>
            {preview.transfers.length > 0 && (
              <>
                <TripTable label={t.planPreview} trips={preview.transfers.map((trip, index) => ({ ...trip, key: String(index) }))} />
                <div className="flex gap-2">
                  <Button onClick={() => run(false)} loading={plan.isPending && !plan.variables}>
                    {t.planSave}
                  </Button>
                  <Button variant="secondary" onClick={() => setPreview(null)}>
                    {t.planDiscard}
                  </Button>
                </div>
              </>
            )}
          </div>
        )}
        <ListState isLoading={transfers.isPending} isError={transfers.isError} onRetry={() => void transfers.refetch()} isEmpty={booked.length === 0} emptyText={t.noTransfers}>
          <TripTable label={t.transfersHeading} trips={booked} />
        </ListState>
      </section>
    </div>
  );
}
