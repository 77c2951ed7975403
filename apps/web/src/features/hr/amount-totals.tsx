import type { AmountTotals as Totals } from "@app/contract/schemas/hr";
import { uzHr } from "../../i18n/hr.ts";
import { cn } from "../../lib/cn.ts";
import { formatAmount } from "../../lib/format.ts";

const t = uzHr;

/** Σ of the rows the filters match, as the server counted them, a line per currency: all, paid and unpaid. */
export function AmountTotals({ totals }: { totals: Totals | undefined }) {
  return (
    <section aria-label={t.totals} className="flex flex-col gap-2 rounded-xl border border-line bg-surface px-5 py-3">
      {!totals?.length && <p className="text-sm text-muted">{totals ? t.noAmounts : "…"}</p>}
      {totals?.map((total) => (
        <dl key={total.currency} className="flex flex-wrap gap-x-8 gap-y-1">
          {[
            { label: t.totalAll, value: total.all, tone: "text-ink" },
            { label: t.paid, value: total.paid, tone: "text-success" },
            { label: t.unpaid, value: total.unpaid, tone: "text-danger" },
          ].map((figure) => (
            <div key={figure.label} className="flex items-baseline gap-2">
              <dt className="text-sm text-muted">{figure.label}:</dt>
              <dd className={cn("font-semibold whitespace-nowrap tabular-nums", figure.tone)}>{formatAmount(figure.value, total.currency)}</dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  );
}
