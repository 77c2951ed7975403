import { useState } from "react";
import type { Vehicle } from "@app/contract/schemas/taxi";
import { uzCommon } from "../../i18n/common.ts";
import { uzTaxi } from "../../i18n/taxi.ts";
import { listQuery } from "../../lib/list-view.ts";
import { Badge } from "../../ui/badge.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { useDeleteVehicle, useVehicles } from "./taxi-api.ts";
import type { TaxiListProps } from "./taxi-view.ts";
import { VehicleSheet } from "./vehicle-sheet.tsx";

const t = uzTaxi;

/**
 * The Transportlar tab. Deleting a vehicle that has orders is refused by the server (423): its
 * message is toasted and the confirmation stays open.
 */
export function VehicleList({ view, update, writable }: TaxiListProps) {
  const list = useVehicles(listQuery(view));
  const remove = useDeleteVehicle();
  const [editing, setEditing] = useState<Vehicle | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <ListFilters view={view} update={update} placeholder={t.vehicleSearch}>
        <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
      </ListFilters>
      <ListTable
        list={list}
        view={view}
        update={update}
        emptyText={t.vehiclesEmpty}
        filtered={Boolean(view.search || view.filters.status)}
        head={
          <>
            <Th>{t.name}</Th>
            <Th>{t.driver}</Th>
            <Th>{t.phone}</Th>
            <Th>{t.address}</Th>
            <Th className="text-right">{t.seats}</Th>
            <Th>{t.status}</Th>
          </>
        }
        cells={(vehicle) => (
          <>
            <Td className="font-medium text-ink">{vehicle.name}</Td>
            <Td>{vehicle.name_of_driver}</Td>
            <Td>
              <PhoneLink phone={vehicle.phone_number} />
            </Td>
            <Td className="max-w-xs break-words">{vehicle.address}</Td>
            <Td className="text-right tabular-nums">{t.seatsValue(vehicle.amount_of_people)}</Td>
            <Td>
              <Badge tone={vehicle.status ? "success" : "danger"}>{vehicle.status ? uzCommon.active : uzCommon.inactive}</Badge>
            </Td>
          </>
        )}
        onEdit={writable ? setEditing : undefined}
        remove={remove}
        deletedMessage={t.vehicleDeleted}
      />
      {editing && <VehicleSheet vehicle={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
