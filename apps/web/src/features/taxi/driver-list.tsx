import { useState } from "react";
import type { Driver } from "@app/contract/schemas/drivers";
import { uzCommon } from "../../i18n/common.ts";
import { uzTaxi } from "../../i18n/taxi.ts";
import { listQuery } from "../../lib/list-view.ts";
import { Badge } from "../../ui/badge.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { DriverSheet } from "./driver-sheet.tsx";
import { useDeleteDriver, useDrivers } from "./taxi-api.ts";
import type { TaxiListProps } from "./taxi-view.ts";

const t = uzTaxi;

/** Haydovchilar: the drivers, their licences and whether they drive now. */
export function DriverList({ view, update, writable }: TaxiListProps) {
  const list = useDrivers(listQuery(view));
  const remove = useDeleteDriver();
  const [editing, setEditing] = useState<Driver | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.driverSearch} />
        <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
      </div>
      <ListTable
        list={list}
        view={view}
        update={update}
        emptyText={t.driversEmpty}
        filtered={Boolean(view.search || view.filters.status)}
        head={
          <>
            <Th>{t.fullName}</Th>
            <Th>{t.phone}</Th>
            <Th>{t.licenseNumber}</Th>
            <Th>{t.licenseExpiry}</Th>
            <Th>{t.status}</Th>
          </>
        }
        cells={(driver) => (
          <>
            <Td className="font-medium text-ink">{driver.full_name}</Td>
            <Td>
              <PhoneLink phone={driver.phone} />
            </Td>
            <Td>{driver.license_number}</Td>
            <Td className="tabular-nums">{driver.license_expiry}</Td>
            <Td>
              <Badge tone={driver.status ? "success" : "danger"}>{driver.status ? uzCommon.active : uzCommon.inactive}</Badge>
            </Td>
          </>
        )}
        onEdit={writable ? setEditing : undefined}
        remove={remove}
        deletedMessage={t.driverDeleted}
        rowName={(driver) => driver.full_name}
      />
      {editing && <DriverSheet driver={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
