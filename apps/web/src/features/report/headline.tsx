import { uzReport } from "../../i18n/report.ts";
import { formatAmount } from "../../lib/format.ts";
import { useOperatingCurrency } from "../../lib/operating-currency.ts";
import type { Period } from "../../lib/period.ts";
import { BlockCard } from "./block-card.tsx";
import { useBlockVisible, useStatistic } from "./report-api.ts";

/** The figures are the totals of the whole period, which any page carries: the smallest will do. */
const ONE_ROW = { per_page: 1 };

function Figure({ label, value }: { label: string; value: number | undefined }) {
  const currency = useOperatingCurrency();
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold whitespace-nowrap text-ink tabular-nums">{value === undefined ? "…" : formatAmount(value, currency)}</dd>
    </div>
  );
}

/**
 * The headline figures of the period, grouped by the block they come from: a group shows only
 * for roles that may read its area, and downloads that block as Excel.
 */
export function Headline({ period }: { period: Period }) {
  const labels = uzReport.headline;
  const hotels = useStatistic("hotels", period, ONE_ROW);
  const kitchen = useStatistic("kitchen", period);
  const taxi = useStatistic("transports", period, ONE_ROW);
  const showHotels = useBlockVisible("hotels");
  const showKitchen = useBlockVisible("kitchen");
  const showTaxi = useBlockVisible("transports");
  return (
    <div className="flex flex-wrap gap-4">
      {showHotels && (
        <BlockCard title={labels.hotels} block="hotels" period={period} className="flex-[2_1_20rem]">
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={labels.hotelRevenue} value={hotels.data?.totals.revenue} />
            <Figure label={labels.hotelProfit} value={hotels.data?.totals.price} />
          </dl>
        </BlockCard>
      )}
      {showKitchen && (
        <BlockCard title={labels.kitchen} block="kitchen" period={period} className="flex-[2_1_20rem]">
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={labels.kitchenPurchases} value={kitchen.data?.check_in} />
            <Figure label={labels.kitchenSales} value={kitchen.data?.checkout} />
            <Figure label={labels.kitchenProfit} value={kitchen.data?.profit} />
            <Figure label={labels.writeOffs} value={kitchen.data?.write_off} />
          </dl>
        </BlockCard>
      )}
      {showTaxi && (
        <BlockCard title={labels.taxi} block="transports" period={period} className="flex-[1_1_12rem]">
          <dl>
            <Figure label={labels.taxiProfit} value={taxi.data?.totals.price} />
          </dl>
        </BlockCard>
      )}
    </div>
  );
}
