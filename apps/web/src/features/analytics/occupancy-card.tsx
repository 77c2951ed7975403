import type { HotelOccupancy } from "@app/contract/schemas/order-analytics";
import { uzAnalytics } from "../../i18n/analytics.ts";
import { uzReport } from "../../i18n/report.ts";
import { formatWhole, monthLabel } from "../../lib/chart-format.ts";
import { ListState } from "../../ui/list-state.tsx";
import { TBody, THead, Table, Td, Th, Tr } from "../../ui/table.tsx";
import { AnalyticsCard } from "./analytics-card.tsx";
import { isUnbooked, occupancyPercent } from "./occupancy.ts";

const t = uzAnalytics;
const col = t.columns;

/** Booked room-nights over available ones, per hotel and month of the period. */
export function OccupancyCard({ rows }: { rows: HotelOccupancy[] }) {
  return (
    <AnalyticsCard title={t.occupancy}>
      <ListState isLoading={false} isError={false} isEmpty={isUnbooked(rows)} emptyText={uzReport.empty}>
        <div className="max-h-96 overflow-y-auto">
          <Table>
            <THead>
              <Tr>
                <Th>{col.hotel}</Th>
                <Th>{col.month}</Th>
                <Th className="text-right">{col.booked}</Th>
                <Th className="text-right">{col.available}</Th>
                <Th className="text-right">{col.rate}</Th>
              </Tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={`${row.hotel_id}-${row.month}`}>
                  <Td>{row.hotel}</Td>
                  <Td>{monthLabel(row.month)}</Td>
                  <Td className="text-right tabular-nums">{formatWhole(row.booked_nights)}</Td>
                  <Td className="text-right tabular-nums">{formatWhole(row.available_nights)}</Td>
                  <Td className="text-right tabular-nums">{occupancyPercent(row.rate)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
      </ListState>
    </AnalyticsCard>
  );
}
