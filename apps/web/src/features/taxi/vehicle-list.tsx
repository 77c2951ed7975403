import { useState } from "react";
import type { Transport } from "@app/contract/schemas/taxi";
import { uz } from "../../i18n/uz.ts";
import { listQuery } from "../../lib/list-view.ts";
import { useDeleteFlow } from "../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone } from "../../lib/use-list-view.ts";
import { Badge } from "../../ui/badge.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { firstRowNumber } from "../../ui/pagination-window.ts";
import { RowActions } from "../../ui/row-actions.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { useDeleteVehicle, useVehicles } from "./taxi-api.ts";
import type { TaxiListProps } from "./taxi-view.ts";
import { VehicleSheet } from "./vehicle-sheet.tsx";

const t = uz.taxi;

/**
 * The Transportlar tab. Deleting a vehicle that has orders is refused by the server (423): its
 * message is toasted and the confirmation stays open.
 */
export function VehicleList({ view, update, writable }: TaxiListProps) {
  const list = useVehicles(listQuery(view));
  const [editing, setEditing] = useState<Transport | null>(null);
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<Transport>({
    remove: useDeleteVehicle(),
    deletedMessage: t.vehicleDeleted,
    rowsOnPage: rows.length,
    page: view.page,
    update,
  });
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.vehicleSearch} />
        <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
      </div>
      <ListState
        isLoading={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={view.search || view.filters.status ? uz.list.emptySearch : t.vehiclesEmpty}
      >
        <Table>
          <THead>
            <tr>
              <Th>{uz.common.number}</Th>
              <Th>{t.name}</Th>
              <Th>{t.driver}</Th>
              <Th>{t.phone}</Th>
              <Th>{t.address}</Th>
              <Th className="text-right">{t.seats}</Th>
              <Th>{t.status}</Th>
              {writable && <Th className="text-right">{uz.common.actions}</Th>}
            </tr>
          </THead>
          <TBody>
            {rows.map((vehicle, index) => (
              <Tr key={vehicle.id}>
                <Td className="text-muted">{firstRow + index}</Td>
                <Td className="font-medium text-ink">{vehicle.name}</Td>
                <Td>{vehicle.name_of_driver}</Td>
                <Td className="whitespace-nowrap">{vehicle.phone_number}</Td>
                <Td className="max-w-xs break-words">{vehicle.address}</Td>
                <Td className="text-right tabular-nums">{t.seatsValue(vehicle.amount_of_people)}</Td>
                <Td>
                  <Badge tone={vehicle.status ? "success" : "danger"}>{vehicle.status ? uz.common.active : uz.common.inactive}</Badge>
                </Td>
                {writable && (
                  <Td>
                    <RowActions name={vehicle.name} onEdit={() => setEditing(vehicle)} onDelete={() => deletion.ask(vehicle)} />
                  </Td>
                )}
              </Tr>
            ))}
          </TBody>
        </Table>
      </ListState>
      <Pagination
        page={view.page}
        perPage={view.perPage}
        count={list.data?.count ?? 0}
        onPageChange={(page) => update({ page })}
        onPerPageChange={(perPage) => update({ perPage })}
      />
      {editing && <VehicleSheet vehicle={editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </div>
  );
}
