import { uzTrips } from "../i18n/ui.ts";
import { Table, Td, Th } from "./table.tsx";

const t = uzTrips;

/** A trip as a plan proposes it or as it is booked. */
export type TripRow = {
  key: string;
  perform_date: string;
  from_location: string;
  to_location: string | null;
  transport_model_name: string;
  name_of_driver: string;
  passenger_count: number | null;
  flight_number: string | null;
};

/** A group's trips in time order: when, where, in which vehicle, with whom, how many, which flight. */
export function TripTable({ label, trips }: { label: string; trips: readonly TripRow[] }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <Th>{t.time}</Th>
          <Th>{t.route}</Th>
          <Th>{t.vehicle}</Th>
          <Th>{t.driver}</Th>
          <Th className="text-right">{t.passengers}</Th>
          <Th>{t.flight}</Th>
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
