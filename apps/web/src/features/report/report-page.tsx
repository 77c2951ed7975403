import { STATISTICS } from "@app/contract/schemas/statistics";
import type { PageProps } from "../../lib/page-props.ts";
import { uzReport } from "../../i18n/report.ts";
import { usePeriod } from "../../lib/use-period.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { PeriodPicker } from "../../ui/period-picker.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { Headline } from "./headline.tsx";
import { PnlBlock } from "./pnl-block.tsx";
import { blockVisible, exportReport, useBlockVisible } from "./report-api.ts";
import { HotelsPie, KitchenChart, KitchenHotelChart } from "./report-charts.tsx";
import { ReportTables } from "./report-tables.tsx";

/** The reports dashboard: figures, monthly charts and rankings of one period. */
export default function ReportPage({ title }: PageProps) {
  const [period, setPeriod] = usePeriod();
  const principal = usePrincipal();
  const anyBlock = STATISTICS.some((block) => blockVisible(principal, block));
  const kitchen = useBlockVisible("kitchen-diagram");
  const kitchenHotel = useBlockVisible("kitchen-hotel-diagram");
  const hotels = useBlockVisible("hotels-diagram");
  const pnl = useBlockVisible("pnl");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        <div className="flex flex-wrap items-end gap-3">
          <PeriodPicker value={period} onChange={setPeriod} />
          {anyBlock && <ExportButton text={uzReport.exportAll} onExport={() => exportReport(period)} />}
          <PrintButton />
        </div>
      </div>
      {anyBlock ? (
        <>
          <Headline period={period} />
          {pnl && <PnlBlock period={period} />}
          <div className="grid gap-4 xl:grid-cols-2">
            {kitchen && <KitchenChart period={period} />}
            {kitchenHotel && <KitchenHotelChart period={period} />}
            {hotels && <HotelsPie period={period} />}
          </div>
          <ReportTables period={period} />
        </>
      ) : (
        <p className="text-sm text-muted">{uzReport.noBlocks}</p>
      )}
    </div>
  );
}
