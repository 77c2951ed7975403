import type { ReactNode } from "react";
import { uzFinance } from "../i18n/finance.ts";
import { exportStatement, type StatementRange, useAgentBalance, useStatement } from "../lib/agent-ledger-api.ts";
import { formatAmount } from "../lib/format.ts";
import { DateRangeFilter } from "./date-range-filter.tsx";
import { ExportButton } from "./export-button.tsx";
import { ListState } from "./list-state.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "./table.tsx";

const t = uzFinance;

type AgentLedgerProps = {
  /** The counter agent whose ledger is shown; none yet shows `empty`. */
  agent: string;
  range: StatementRange;
  onRange: (range: StatementRange) => void;
  /** What stands before the date range in the filter row (the Kontragentlar tab's agent picker). */
  picker?: ReactNode;
  /** Said instead of the figures while there is no agent. */
  empty: string;
};

/**
 * An agent's invoiced, paid, balance and overdue, and its statement over a span of days with
 * xlsx export: the counterparties' Balans tab and a group's (its agent's ledger) show the same.
 */
export function AgentLedger({ agent, range, onRange, picker, empty }: AgentLedgerProps) {
  const balance = useAgentBalance(agent);
  const statement = useStatement(agent, range);
  const figures = balance.data?.results[0];
  const currency = statement.data?.currency ?? balance.data?.currency;
  const amount = (value: number) => (currency ? formatAmount(value, currency) : "");

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {picker}
        <DateRangeFilter
          from={range.date_from ?? ""}
          to={range.date_to ?? ""}
          onChange={({ from, to }) => onRange({ date_from: from, date_to: to })}
        />
        {agent && <ExportButton label={t.statement} onExport={() => exportStatement(agent, range)} />}
      </div>
      {!agent ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ListState isLoading={statement.isPending} isError={statement.isError} isEmpty={false} onRetry={() => void statement.refetch()}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                [t.invoiced, figures?.invoiced ?? 0],
                [t.paid, figures?.paid ?? 0],
                [t.balance, figures?.balance ?? 0],
                [t.overdue, figures?.overdue_total ?? 0],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-line bg-white p-3">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-ink">{amount(value)}</dd>
              </div>
            ))}
          </dl>
          {statement.data && (
            <Table>
              <THead>
                <Tr>
                  <Th>{t.date}</Th>
                  <Th>{t.documentType}</Th>
                  <Th>{t.number}</Th>
                  <Th className="text-right">{t.amountInCurrency}</Th>
                  <Th className="text-right">{t.amount}</Th>
                  <Th className="text-right">{t.balance}</Th>
                </Tr>
              </THead>
              <TBody>
                <Tr>
                  <Td colSpan={5} className="font-medium">
                    {t.openingBalance}
                  </Td>
                  <Td className="text-right tabular-nums">{amount(statement.data.opening_balance)}</Td>
                </Tr>
                {statement.data.lines.length === 0 && (
                  <Tr>
                    <Td colSpan={6} className="text-muted">
                      {t.statementEmpty}
                    </Td>
                  </Tr>
                )}
                {statement.data.lines.map((line, index) => (
                  <Tr key={`${line.type}-${line.number}-${index}`}>
                    <Td className="whitespace-nowrap">{line.date}</Td>
                    <Td>{t.lineTypes[line.type]}</Td>
                    <Td>{line.number ?? "—"}</Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">
                      {line.amount_currency === null ? "—" : formatAmount(line.amount_currency, line.currency)}
                    </Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">{amount(line.amount)}</Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">{amount(line.balance)}</Td>
                  </Tr>
                ))}
                <Tr>
                  <Td colSpan={5} className="font-semibold">
                    {t.closingBalance}
                  </Td>
                  <Td className="text-right font-semibold tabular-nums">{amount(statement.data.closing_balance)}</Td>
                </Tr>
              </TBody>
            </Table>
          )}
        </ListState>
      )}
    </div>
  );
}
