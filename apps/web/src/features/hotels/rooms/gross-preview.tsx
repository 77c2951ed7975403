import { uzHotels } from "../../../i18n/hotels.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { grossPrice } from "./gross-price.ts";

/** 'Narx = tannarx + foyda', following the two price fields as they are typed. */
export function GrossPreview({ net, profit }: { net: unknown; profit: unknown }) {
  const currency = useOperatingCurrency();
  const gross = grossPrice(String(net ?? ""), String(profit ?? ""));
  return (
    <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" aria-live="polite">
      {uzHotels.rooms.grossLive(gross === null ? "—" : formatAmount(Number(gross), currency))}
    </p>
  );
}
