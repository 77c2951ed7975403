import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { pathOf } from "@app/contract/endpoint";
import { LEDGER } from "@app/contract/endpoints/finance";
import { call } from "./api-client.ts";
import { exportXlsx } from "./export-file.ts";

export type StatementRange = { date_from?: string; date_to?: string };

// Under the ledger's key, so a payment or an issue on the Moliya screens refreshes it.
const ledgerKey = ["finance"] as const;

/** The agent's row of the balances: invoiced, paid, balance and overdue. */
export function useAgentBalance(agent: string) {
  return useQuery({
    queryKey: [...ledgerKey, "balances", { counter_agent: agent }],
    queryFn: ({ signal }) => call(LEDGER.balances, { query: { counter_agent: agent, page: 1, per_page: 1 } }, { signal }),
    enabled: Boolean(agent),
  });
}

export function useStatement(agent: string, range: StatementRange) {
  return useQuery({
    queryKey: [...ledgerKey, "statement", agent, range],
    queryFn: ({ signal }) => call(LEDGER.statement, { params: { id: agent }, query: range }, { signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(agent),
  });
}

export const exportStatement = (agent: string, range: StatementRange) =>
  exportXlsx(pathOf(LEDGER.statement.path, { id: agent }), range, "hisob-varagi.xlsx");
