import type { AmountTotals as Totals } from "@app/contract/schemas/hr";
import { uzHr } from "../../i18n/hr.ts";
import { cn } from "../../lib/cn.ts";
import { formatMoney } from "../../lib/format.ts";

const t = uzHr;

/** Σ of the rows the filters match, as the server counted them: all, paid and unpaid. */
export function AmountTotals({ totals }: { totals: Totals | undefined }) {
  const figures = [
    { label: t.totalAll, value: totals?.all, tone: "text-ink" },
    { label: t.paid, value: totals?.paid, tone: "text-success" },
    { label: t.unpaid, value: totals?.unpaid, tone: "text-danger" },
  ];
  return (
    <section aria-label={t.totals}>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 rounded-xl border border-line bg-surface px-5 py-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex items-baseline gap-2">
            <dt className="text-sm text-muted">{figure.label}:</dt>
            <dd className={cn("font-semibold tabular-nums", figure.tone)}>
              {figure.value === undefined ? "—" : formatMoney(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
