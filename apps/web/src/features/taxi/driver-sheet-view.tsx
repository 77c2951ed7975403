import { businessDateOf, formatIsoDate, isoToWire } from "@app/contract/dates";
import { uzTaxi } from "../../i18n/taxi.ts";
import { Field } from "../../ui/field.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";
import { Table, Td, Th } from "../../ui/table.tsx";
import { IsoDateInput } from "../../ui/wire-date-input.tsx";
import { timeOf } from "./day-timeline.ts";
import { exportDriverSheet, useDriverSheet } from "./taxi-api.ts";
import type { TaxiListProps } from "./taxi-view.ts";

const t = uzTaxi;

/**
 * Haydovchi varaqasi: each driver's trips of the day with the group, its leader's phone and the
 * flight, one driver to a printed A4 page (the page's print button), or as an xlsx workbook.
 */
export function DriverSheetView({ view, update }: TaxiListProps) {
  const date = view.filters.date || formatIsoDate(businessDateOf(new Date()));
  const sheet = useDriverSheet(date);
  const drivers = sheet.data?.drivers ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2 print:hidden">
        <Field label={t.day} className="w-44">
          <IsoDateInput value={date} onChange={(day) => update({ filters: { date: day } })} />
        </Field>
        <ExportButton label={t.sheetTab} onExport={() => exportDriverSheet(date)} />
      </div>
      <h2 className="hidden text-lg font-semibold print:block">{t.sheetTitle(isoToWire(date) ?? date)}</h2>
      <ListState isLoading={sheet.isPending} isError={sheet.isError} error={sheet.error} onRetry={() => void sheet.refetch()} isEmpty={drivers.length === 0} emptyText={t.sheetEmpty}>
        {drivers.map((driver) => (
          <section key={driver.driver ?? driver.driver_name} aria-label={driver.driver_name} className="flex flex-col gap-2 break-after-page">
            <h3 className="font-semibold text-ink">
              {/* Underlined: beside the name, colour alone would not tell the number is a link. */}
              {driver.driver_name} · <PhoneLink phone={driver.phone} className="underline" />
            </h3>
            <Table aria-label={driver.driver_name}>
              <thead>
                <tr>
                  <Th>{t.time}</Th>
                  <Th>{t.from}</Th>
                  <Th>{t.to}</Th>
                  <Th>{t.vehicle}</Th>
                  <Th>{t.group}</Th>
                  <Th className="text-right">{t.passengers}</Th>
                  <Th>{t.leaderPhone}</Th>
                  <Th>{t.flight}</Th>
                </tr>
              </thead>
              <tbody>
                {driver.transfers.map((trip) => (
                  <tr key={trip.id}>
                    <Td className="tabular-nums">{timeOf(trip.perform_date)}</Td>
                    <Td>{trip.from_location}</Td>
                    <Td>{trip.to_location}</Td>
                    <Td>{[trip.transport_model_name, trip.plate_number].filter(Boolean).join(" · ")}</Td>
                    <Td>{trip.group_name}</Td>
                    <Td className="text-right tabular-nums">{trip.passengers}</Td>
                    <Td>{trip.leader_phone && <PhoneLink phone={trip.leader_phone} />}</Td>
                    <Td>{trip.flight_number}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        ))}
      </ListState>
    </div>
  );
}
