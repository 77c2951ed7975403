import { X } from "lucide-react";
import { uzFinance } from "../../i18n/finance.ts";
import { AgentLedger } from "../../ui/agent-ledger.tsx";
import { Button } from "../../ui/button.tsx";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { Field } from "../../ui/field.tsx";
import { useCounterparty } from "./counterparties-api.ts";
import type { ListProps } from "./counterparties-view.ts";

const t = uzFinance;

/** 'Balans': the ledger of the agent picked here, over a span of days. */
export function BalanceTab({ view, update }: Pick<ListProps, "view" | "update">) {
  const { counter_agent: agent, date_from, date_to } = view.filters;
  const named = useCounterparty(agent);
  const picker = (
    <Field label={t.counterparty} className="w-72">
      <div className="flex items-center gap-1">
        <div className="flex-1">
          <CounterpartySelect
            value={agent}
            label={named.data?.name ?? ""}
            placeholder={t.counterpartyPlaceholder}
            onChange={(chosen) => update({ filters: { counter_agent: chosen.id } })}
          />
        </div>
        {agent && (
          <Button variant="ghost" size="icon" aria-label={t.clearAgent} onClick={() => update({ filters: { counter_agent: "" } })}>
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </Field>
  );
  return (
    <AgentLedger
      agent={agent}
      range={{ ...(date_from && { date_from }), ...(date_to && { date_to }) }}
      onRange={(range) => update({ filters: { date_from: range.date_from ?? "", date_to: range.date_to ?? "" } })}
      picker={picker}
      empty={t.chooseAgent}
    />
  );
}
