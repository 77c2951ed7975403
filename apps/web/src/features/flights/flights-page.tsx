import { useState } from "react";
import { Link } from "react-router";
import { FLIGHT_DIRECTIONS, type Flight } from "@app/contract/schemas/flights";
import { can } from "@app/contract/roles";
import { uzFlights } from "../../i18n/flights.ts";
import { ListPage } from "../../layout/list-page.tsx";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { Field } from "../../ui/field.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { IsoDateInput } from "../../ui/wire-date-input.tsx";
import { FlightSheet } from "./flight-sheet.tsx";
import { useDeleteFlight, useFlights } from "./flights-api.ts";
import { flightsView } from "./flights-view.ts";

const t = uzFlights;
const DIRECTION_OPTIONS = FLIGHT_DIRECTIONS.map((direction) => ({ value: direction, label: t.directions[direction] }));

/** The groups on board: links to their pages for those who may open them, names for the others. */
function FlightGroups({ flight, linked }: { flight: Flight; linked: boolean }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {flight.groups.map((id, index) => (
        <li key={id}>
          {linked ? (
            <Link to={`/groups/${id}`} className="text-brand-700 underline-offset-2 hover:underline">
              {flight.group_names[index]}
            </Link>
          ) : (
            flight.group_names[index]
          )}
        </li>
      ))}
    </ul>
  );
}

/** /flights, 'Reyslar': arrivals and departures by day, with the groups on board. */
export default function FlightsPage({ title }: PageProps) {
  const principal = usePrincipal();
  const writable = can(principal, "taxi", "write");
  const linked = can(principal, "guest_groups", "read");
  const [view, update] = useListView(flightsView);
  const list = useFlights(view);
  const remove = useDeleteFlight();
  const [editing, setEditing] = useState<Flight | "new" | null>(null);
  const filters = view.filters;

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: t.newFlight, onClick: () => setEditing("new") }}
        filters={
          <ListFilters view={view} update={update} placeholder={t.search}>
            <Field label={t.day} className="w-44">
              <IsoDateInput value={filters.date} onChange={(date) => update({ filters: { date } })} />
            </Field>
            <FilterSelect label={t.direction} options={DIRECTION_OPTIONS} value={filters.direction} onChange={(direction) => update({ filters: { direction } })} />
          </ListFilters>
        }
      >
        <ListTable
          list={list}
          view={view}
          update={update}
          emptyText={t.empty}
          filtered={Boolean(view.search || filters.date || filters.direction)}
          head={
            <>
              <Th>{t.scheduledAt}</Th>
              <Th>{t.number}</Th>
              <Th>{t.direction}</Th>
              <Th>{t.airport}</Th>
              <Th>{t.airline}</Th>
              <Th>{t.groups}</Th>
            </>
          }
          cells={(flight) => (
            <>
              <Td className="tabular-nums">{flight.scheduled_at}</Td>
              <Td className="font-medium text-ink">{flight.number}</Td>
              <Td>{t.directions[flight.direction]}</Td>
              <Td>{flight.airport_name}</Td>
              <Td>{flight.airline}</Td>
              <Td>
                <FlightGroups flight={flight} linked={linked} />
              </Td>
            </>
          )}
          onEdit={writable ? setEditing : undefined}
          remove={remove}
          deletedMessage={t.deleted}
          rowName={(flight) => `${flight.number} ${flight.scheduled_at}`}
        />
      </ListPage>
      {editing && <FlightSheet flight={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
