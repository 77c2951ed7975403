import { X } from "lucide-react";
import { useState } from "react";
import { uzFinance } from "../../i18n/finance.ts";
import { Button } from "../../ui/button.tsx";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { Field } from "../../ui/field.tsx";

type AgentFilterProps = { value: string; onChange: (id: string) => void };

/** The 'Kontragent' filter of a ledger list: pick one agent, or clear it for all. */
export function AgentFilter({ value, onChange }: AgentFilterProps) {
  const [name, setName] = useState("");
  return (
    <Field label={uzFinance.counterparty} className="w-64">
      <div className="flex items-center gap-1">
        <div className="flex-1">
          <CounterpartySelect
            value={value}
            label={value ? name : ""}
            placeholder={uzFinance.counterpartyPlaceholder}
            onChange={(agent) => {
              setName(agent.name);
              onChange(agent.id);
            }}
          />
        </div>
        {value && (
          <Button variant="ghost" size="icon" aria-label={uzFinance.clearAgent} onClick={() => onChange("")}>
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </Field>
  );
}
