import { uzKitchen } from "../../../i18n/kitchen.ts";
import type { Currency } from "@app/contract/schemas/money";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";

const t = uzKitchen.costs;

type CostSummaryProps = {
  /** null while a part has no price yet (a product never received, a preview still loading). */
  net: number | null;
  profit: number | null;
  gross: number | null;
  /** Says how a form estimated the numbers, when they are not the server's. */
  note?: string;
};

const shown = (value: number | null, currency: Currency) => (value === null ? t.unknown : formatAmount(value, currency));

/** One portion's cost, markup and selling price. */
export function CostSummary({ net, profit, gross, note }: CostSummaryProps) {
  const currency = useOperatingCurrency();
  return (
    <div className="rounded-xl border border-line bg-slate-50 p-4">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-muted">{t.net}</dt>
          <dd className="mt-0.5 font-medium text-ink tabular-nums">{shown(net, currency)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t.profit}</dt>
          <dd className="mt-0.5 font-medium text-ink tabular-nums">{shown(profit, currency)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t.gross}</dt>
          <dd className="mt-0.5 text-base font-semibold text-brand-800 tabular-nums">{shown(gross, currency)}</dd>
        </div>
      </dl>
      {note && <p className="mt-3 text-xs text-muted">{note}</p>}
    </div>
  );
}
