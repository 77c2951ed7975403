import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { mayCall } from "@app/contract/endpoint";
import { AUDIT } from "@app/contract/endpoints/audit";
import { LEDGER } from "@app/contract/endpoints/finance";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { ROOMING } from "@app/contract/endpoints/rooming";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { TRANSFERS } from "@app/contract/endpoints/taxi";
import { uzAudit } from "../../i18n/audit.ts";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { listTabs } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { ListState } from "../../ui/list-state.tsx";
import { RecordHistory } from "../../ui/record-history.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { BalanceTab } from "./balance-tab.tsx";
import { CloseGroupButton } from "./close-group-button.tsx";
import { GroupSummary } from "./group-summary.tsx";
import { groupPageView } from "./groups-view.ts";
import { useGuestGroup } from "./guest-groups-api.ts";
import { MealsTab } from "./meals-tab.tsx";
import { PilgrimsTab } from "./pilgrims-tab.tsx";
import { RoomingTab } from "./rooming-tab.tsx";
import { StaysTab } from "./stays-tab.tsx";
import { TransfersTab } from "./transfers-tab.tsx";

const t = uzGuestGroups;

/** /groups/{id}: the group's agent, leader and figures, its pilgrims and, for those who may read them, its stays and their rooming. */
export default function GroupPage({ title }: PageProps) {
  const id = useParams().id ?? "";
  const group = useGuestGroup(id);
  const principal = usePrincipal();
  const [view, update] = useListView(groupPageView);
  const missing = group.error instanceof ApiError && group.error.status === 404;
  // A tab a role cannot read is not shown: operator and reception do not read hotel orders, but room pilgrims.
  const showsStays = mayCall(principal, HOTEL_ORDERS.list.access);
  const showsRooming = mayCall(principal, ROOMING.get.access);
  const showsMeals = mayCall(principal, KITCHEN_PLAN.groupMeals.access);
  const showsTransfers = mayCall(principal, TRANSFERS.list.access);
  const showsBalance = mayCall(principal, LEDGER.statement.access);
  const showsHistory = mayCall(principal, AUDIT.list.access);
  const shown = {
    pilgrims: true,
    stays: showsStays,
    rooming: showsRooming,
    meals: showsMeals,
    transfers: showsTransfers,
    balance: showsBalance,
    history: showsHistory,
  };
  const tab = shown[view.tab] ? view.tab : "pilgrims";
  const showTab = (value: string) => {
    const next = listTabs(groupPageView).find((name) => name === value);
    if (next) update({ tab: next });
  };

  return (
    <>
      <Link to="/groups" className="mb-3 inline-flex items-center gap-1.5 text-sm text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t.backToList}
      </Link>
      {missing ? (
        <>
          <PageHeader title={title} />
          <p className="text-muted">{t.notFound}</p>
        </>
      ) : (
        <ListState isLoading={group.isPending} isError={group.isError} isEmpty={false} onRetry={() => void group.refetch()}>
          {group.data && (
            <div className="flex flex-col gap-6">
              <GroupSummary group={group.data} actions={<CloseGroupButton group={group.data} />} />
              <Tabs value={tab} onValueChange={showTab}>
                <TabsList aria-label={t.tabs} className="print:hidden">
                  <TabsTrigger value="pilgrims">{t.pilgrimsTab}</TabsTrigger>
                  {showsStays && <TabsTrigger value="stays">{t.staysTab}</TabsTrigger>}
                  {showsRooming && <TabsTrigger value="rooming">{t.roomingTab}</TabsTrigger>}
                  {showsMeals && <TabsTrigger value="meals">{t.mealsTab}</TabsTrigger>}
                  {showsTransfers && <TabsTrigger value="transfers">{t.transfersTab}</TabsTrigger>}
                  {showsBalance && <TabsTrigger value="balance">{t.balanceTab}</TabsTrigger>}
                  {showsHistory && <TabsTrigger value="history">{uzAudit.history}</TabsTrigger>}
                </TabsList>
                <TabsContent value="pilgrims">
                  <PilgrimsTab groupId={id} view={view} update={update} />
                </TabsContent>
                {showsStays && (
                  <TabsContent value="stays">
                    <StaysTab groupId={id} view={view} update={update} />
                  </TabsContent>
                )}
                {showsRooming && (
                  <TabsContent value="rooming">
                    <RoomingTab groupId={id} view={view} update={update} />
                  </TabsContent>
                )}
                {showsMeals && (
                  <TabsContent value="meals">
                    <MealsTab groupId={id} />
                  </TabsContent>
                )}
                {showsTransfers && (
                  <TabsContent value="transfers">
                    <TransfersTab groupId={id} />
                  </TabsContent>
                )}
                {showsBalance && (
                  <TabsContent value="balance">
                    <BalanceTab group={group.data} view={view} update={update} />
                  </TabsContent>
                )}
                {showsHistory && (
                  <TabsContent value="history">
                    <RecordHistory entity="guest_groups" id={id} heading={false} />
                  </TabsContent>
                )}
              </Tabs>
            </div>
          )}
        </ListState>
      )}
    </>
  );
}
