import { useState } from "react";
import type { Currency } from "@app/contract/schemas/money";
import { PNL_COSTS, PNL_REVENUES, type PnlTotal } from "@app/contract/schemas/statistics";
import { uzReport } from "../../i18n/report.ts";
import { cn } from "../../lib/cn.ts";
import { formatCurrencyValue } from "../../lib/format.ts";
import type { Period } from "../../lib/period.ts";
import { ListState } from "../../ui/list-state.tsx";
import { Segmented } from "../../ui/segmented.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { BlockCard } from "./block-card.tsx";
import { useStatistic } from "./report-api.ts";

const t = uzReport.pnl;
type Line = keyof typeof t.lines;

/** The statement top to bottom: revenue by area, its total, each cost, their total, the result. */
const LINES: ReadonlyArray<{ line: Line; strong?: boolean }> = [
  ...PNL_REVENUES.map((line) => ({ line })),
  { line: "revenue", strong: true },
  ...PNL_COSTS.map((line) => ({ line })),
  { line: "costs", strong: true },
  { line: "result", strong: true },
];

const monthName = (month: string) => `${uzReport.months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * 'Foyda va zarar': per month of the period, what each area earned, what each cost took and the
 * result, one currency at a time (they are never added together), with the period's total.
 */
export function PnlBlock({ period }: { period: Period }) {
  const pnl = useStatistic("pnl", period);
  const currencies = pnl.data?.totals.map((total) => total.currency) ?? [];
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const months = pnl.data?.months.filter((month) => month.currency === currency) ?? [];
  const total = pnl.data?.totals.find((row) => row.currency === currency);
  const columns: Array<{ key: string; label: string; figures: PnlTotal }> = [
    ...months.map((month) => ({ key: month.month, label: monthName(month.month), figures: month })),
    ...(total ? [{ key: "total", label: t.total, figures: total }] : []),
  ];

  return (
    <BlockCard title={t.title} block="pnl" period={period}>
      <ListState isLoading={pnl.isPending} isError={pnl.isError} error={pnl.error} onRetry={() => void pnl.refetch()} isEmpty={!currency}>
        <div className="flex flex-col gap-3">
          {currencies.length > 1 && (
            <div className="max-w-xs">
              <Segmented
                legend={t.currency}
                value={currency ?? ""}
                onChange={(value) => setChosen(value as Currency)}
                options={currencies.map((code) => ({ value: code, label: code }))}
              />
            </div>
          )}
          {currency && (
            <Table aria-label={`${t.title}: ${t.inCurrency(currency)}`}>
              <caption className="sr-only">{t.inCurrency(currency)}</caption>
              <THead>
                <tr>
                  <Th className="sticky left-0 z-10 bg-slate-50">{t.inCurrency(currency)}</Th>
                  {columns.map((column) => (
                    <Th key={column.key} className="text-right">
                      {column.label}
                    </Th>
                  ))}
                </tr>
              </THead>
              <TBody>
                {LINES.map(({ line, strong }) => (
                  <Tr key={line} className={cn(strong && "bg-slate-50/70 font-semibold")}>
                    <Th scope="row" className={cn("sticky left-0 z-10 bg-surface text-left", strong ? "text-ink" : "font-normal text-muted")}>
                      {t.lines[line]}
                    </Th>
                    {columns.map((column) => {
                      const value = column.figures[line];
                      return (
                        <Td
                          key={column.key}
                          className={cn(
                            "text-right whitespace-nowrap tabular-nums",
                            line === "result" && value < 0 && "text-danger",
                            line === "result" && value > 0 && "text-success",
                          )}
                        >
                          {formatCurrencyValue(value, currency)}
                        </Td>
                      );
                    })}
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </div>
      </ListState>
    </BlockCard>
  );
}
