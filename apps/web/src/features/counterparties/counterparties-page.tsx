import { useState } from "react";
import { can } from "@app/contract/roles";
import { uzFinance } from "../../i18n/finance.ts";
import { uzCounterparties } from "../../i18n/counterparties.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { listTabs } from "../../lib/list-view.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { CreateButton } from "../../ui/create-button.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { BalanceTab } from "./balance-tab.tsx";
import { exportCounterparties } from "./counterparties-api.ts";
import { counterpartiesView } from "./counterparties-view.ts";
import { CounterpartyList } from "./counterparty-list.tsx";
import { CounterpartySheet } from "./counterparty-sheet.tsx";
import { GroupDialog } from "./group-dialog.tsx";
import { GroupList } from "./group-list.tsx";

const t = uzCounterparties;

/** /counterparties: 'Kontragentlar va guruhlar', two tabs whose view lives in the URL. */
export default function CounterpartiesPage() {
  const [view, update] = useListView(counterpartiesView);
  const [creating, setCreating] = useState(false);
  const principal = usePrincipal();
  const writable = can(principal, "counterparties", "write");
  // A tab a role cannot read is not shown: the Balans tab is the ledger's.
  const readsLedger = can(principal, "finance", "read");
  const tab = view.tab === "balance" && !readsLedger ? "counterparties" : view.tab;
  const onGroups = tab === "groups";
  const onBalance = tab === "balance";
  const closeCreate = () => setCreating(false);
  const showTab = (value: string) => {
    const tab = listTabs(counterpartiesView).find((name) => name === value);
    if (tab) update({ tab });
  };

  return (
    <>
      <PageHeader
        title={t.heading}
        actions={
          <>
            {tab === "counterparties" && <ExportButton label={t.counterpartiesTab} onExport={() => exportCounterparties(view)} />}
            {writable && !onBalance && <CreateButton onClick={() => setCreating(true)} label={onGroups ? t.newGroup : t.newCounterparty} />}
          </>
        }
      />
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label={t.tabs}>
          <TabsTrigger value="counterparties">{t.counterpartiesTab}</TabsTrigger>
          <TabsTrigger value="groups">{t.groupsTab}</TabsTrigger>
          {readsLedger && <TabsTrigger value="balance">{uzFinance.balanceTab}</TabsTrigger>}
        </TabsList>
        <TabsContent value="counterparties">
          <CounterpartyList view={view} update={update} writable={writable} />
        </TabsContent>
        <TabsContent value="groups">
          <GroupList view={view} update={update} writable={writable} />
        </TabsContent>
        {readsLedger && (
          <TabsContent value="balance">
            <BalanceTab view={view} update={update} />
          </TabsContent>
        )}
      </Tabs>
      {creating &&
        (onGroups ? (
          <GroupDialog group={null} onClose={closeCreate} />
        ) : (
          <CounterpartySheet counterparty={null} onClose={closeCreate} />
        ))}
    </>
  );
}
