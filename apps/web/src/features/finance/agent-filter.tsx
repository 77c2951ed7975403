import { useState } from "react";
import { uzFinance } from "../../i18n/finance.ts";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { PickerFilter } from "../../ui/picker-filter.tsx";

type AgentFilterProps = { value: string; onChange: (id: string) => void };

/** The 'Kontragent' filter of a ledger list: pick one agent, or clear it for all. */
export function AgentFilter({ value, onChange }: AgentFilterProps) {
  const [name, setName] = useState("");
  return (
    <PickerFilter label={uzFinance.counterparty} value={value} clearLabel={uzFinance.clearAgent} onClear={() => onChange("")}>
      <CounterpartySelect
        value={value}
        label={value ? name : ""}
        placeholder={uzFinance.counterpartyPlaceholder}
        onChange={(agent) => {
          setName(agent.name);
          onChange(agent.id);
        }}
      />
    </PickerFilter>
  );
}
