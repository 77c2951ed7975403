import { uzOrders } from "../../../../i18n/orders.ts";
import { formatAmount } from "../../../../lib/format.ts";
import { useOperatingCurrency } from "../../../../lib/operating-currency.ts";
import { stayPrice } from "./stay-price.ts";

const t = uzOrders;

type PricePreviewProps = {
  nights: number | null;
  /** Gross price per night of each chosen room. */
  grossPrices: number[];
};

/** The nights and the price before saving, by the server's rule; the saved order carries the real figures. */
export function PricePreview({ nights, grossPrices }: PricePreviewProps) {
  const currency = useOperatingCurrency();
  const ready = nights !== null && grossPrices.length > 0;
  return (
    <section aria-label={t.preview} aria-live="polite" className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
      <h3 className="font-semibold">{t.preview}</h3>
      {ready ? (
        <dl className="mt-2 grid grid-cols-2 gap-1">
          <dt>{t.nights}</dt>
          <dd className="text-right font-medium">{t.previewNights(nights)}</dd>
          <dt>{t.previewPrice}</dt>
          <dd className="text-right text-lg font-semibold whitespace-nowrap">{formatAmount(Number(stayPrice(grossPrices, nights)), currency)}</dd>
        </dl>
      ) : (
        <p className="mt-1">{t.previewMissing}</p>
      )}
      <p className="mt-2 text-xs">{t.previewHint}</p>
    </section>
  );
}
