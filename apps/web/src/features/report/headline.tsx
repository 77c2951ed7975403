import type { KitchenStat, OrderTotals, RankedPage } from "@app/contract/schemas/statistics";
import { uz } from "../../i18n/uz.ts";
import { formatMoney } from "../../lib/format.ts";
import type { Period } from "../../lib/period.ts";
import { useBlockVisible, useStatistic } from "./report-api.ts";

type Totals = RankedPage<unknown, OrderTotals>;
const ONE_ROW = { per_page: 1 };

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{value === undefined ? "…" : formatMoney(value)}</dd>
    </div>
  );
}

/** The headline figures of the period, each only for roles that may read its area. */
export function Headline({ period }: { period: Period }) {
  const labels = uz.report.headline;
  const hotels = useStatistic<Totals>("hotels", period, ONE_ROW);
  const kitchen = useStatistic<KitchenStat>("kitchen", period);
  const taxi = useStatistic<Totals>("transports", period, ONE_ROW);
  const showHotels = useBlockVisible("hotels");
  const showKitchen = useBlockVisible("kitchen");
  const showTaxi = useBlockVisible("transports");
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
      {showHotels && <Figure label={labels.hotelRevenue} value={hotels.data?.totals.revenue} />}
      {showHotels && <Figure label={labels.hotelProfit} value={hotels.data?.totals.price} />}
      {showKitchen && <Figure label={labels.kitchenPurchases} value={kitchen.data?.check_in} />}
      {showKitchen && <Figure label={labels.kitchenSales} value={kitchen.data?.checkout} />}
      {showKitchen && <Figure label={labels.kitchenProfit} value={kitchen.data?.profit} />}
      {showTaxi && <Figure label={labels.taxiProfit} value={taxi.data?.totals.price} />}
      {showKitchen && <Figure label={labels.writeOffs} value={kitchen.data?.write_off} />}
    </dl>
  );
}
