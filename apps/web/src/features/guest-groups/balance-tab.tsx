import type { GuestGroupDetail } from "@app/contract/schemas/guest-groups";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import type { ListPropsOf } from "../../lib/list-view.ts";
import { AgentLedger } from "../../ui/agent-ledger.tsx";
import type { groupPageView } from "./groups-view.ts";

type BalanceTabProps = { group: GuestGroupDetail } & Pick<ListPropsOf<typeof groupPageView>, "view" | "update">;

/** 'Balans': the ledger of the agent who sent the group, since invoices and payments are the agent's. */
export function BalanceTab({ group, view, update }: BalanceTabProps) {
  const { date_from, date_to } = view.filters;
  return (
    <AgentLedger
      agent={group.counter_agent ?? ""}
      range={{ ...(date_from && { date_from }), ...(date_to && { date_to }) }}
      onRange={(range) => update({ filters: { date_from: range.date_from ?? "", date_to: range.date_to ?? "" } })}
      empty={uzGuestGroups.noAgentLedger}
    />
  );
}
