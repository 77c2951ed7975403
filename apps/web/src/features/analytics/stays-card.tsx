import type { HotelStay } from "@app/contract/schemas/order-analytics";
import { uzAnalytics } from "../../i18n/analytics.ts";
import { uzReport } from "../../i18n/report.ts";
import { formatWhole } from "../../lib/chart-format.ts";
import { ListState } from "../../ui/list-state.tsx";
import { TBody, THead, Table, Td, Th, Tr } from "../../ui/table.tsx";
import { AnalyticsCard } from "./analytics-card.tsx";

const t = uzAnalytics;
const col = t.columns;

/** Per hotel, the average nights and people of the stays booked in the period. */
export function StaysCard({ rows }: { rows: HotelStay[] }) {
  return (
    <AnalyticsCard title={t.stays}>
      <ListState isLoading={false} isError={false} isEmpty={!rows.length} emptyText={uzReport.empty}>
        <Table>
          <THead>
            <Tr>
              <Th>{col.hotel}</Th>
              <Th className="text-right">{col.orders}</Th>
              <Th className="text-right">{col.nights}</Th>
              <Th className="text-right">{col.people}</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((row) => (
              <Tr key={row.hotel_id}>
                <Td>{row.hotel}</Td>
                <Td className="text-right tabular-nums">{formatWhole(row.order_count)}</Td>
                <Td className="text-right tabular-nums">{row.average_nights.toFixed(2)}</Td>
                <Td className="text-right tabular-nums">{row.average_people.toFixed(2)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </ListState>
    </AnalyticsCard>
  );
}
