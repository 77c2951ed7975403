import type { CurrencyAmount } from "@app/contract/schemas/money";
import { uzExpenses } from "../../i18n/expenses.ts";
import { formatAmount } from "../../lib/format.ts";

const t = uzExpenses;

/** Σ of every expense the filters match, a figure per currency: currencies are never added together. */
export function ExpenseTotals({ totals }: { totals: CurrencyAmount[] | undefined }) {
  return (
    <section aria-label={t.totals} className="rounded-xl border border-line bg-surface px-5 py-3">
      {totals?.length ? (
        <dl className="flex flex-wrap gap-x-8 gap-y-1">
          {totals.map((total) => (
            <div key={total.currency} className="flex items-baseline gap-2">
              <dt className="text-sm text-muted">{t.total}:</dt>
              <dd className="font-semibold whitespace-nowrap text-ink tabular-nums">{formatAmount(total.amount, total.currency)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">{totals ? t.noTotals : "…"}</p>
      )}
    </section>
  );
}
