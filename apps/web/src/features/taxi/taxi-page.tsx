import { useState } from "react";
import { can } from "@app/contract/roles";
import type { PageProps } from "../../lib/page-props.ts";
import { uzTaxi } from "../../i18n/taxi.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { listTabs } from "../../lib/list-view.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { CreateButton } from "../../ui/create-button.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { DayView } from "./day-view.tsx";
import { OrderList } from "./order-list.tsx";
import { OrderSheet } from "./order-sheet.tsx";
import { exportOrders } from "./taxi-api.ts";
import { ordersQuery, taxiView } from "./taxi-view.ts";
import { VehicleList } from "./vehicle-list.tsx";
import { VehicleSheet } from "./vehicle-sheet.tsx";

const t = uzTaxi;
const TABS = listTabs(taxiView);

/** /taxi: vehicles, transfer orders and the day view, the tab and its filters kept in the URL. */
export default function TaxiPage({ title }: PageProps) {
  const [view, update] = useListView(taxiView);
  const writable = can(usePrincipal(), "taxi", "write");
  const [creating, setCreating] = useState(false);
  const onVehicles = view.tab === "vehicles";
  const lists = { view, update, writable };
  const showTab = (value: string) => {
    const tab = TABS.find((name) => name === value);
    if (tab) update({ tab });
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {view.tab === "orders" && <ExportButton label={t.ordersTab} onExport={() => exportOrders(ordersQuery(view))} />}
            {!onVehicles && <PrintButton />}
            {writable && <CreateButton onClick={() => setCreating(true)} label={onVehicles ? t.newVehicle : t.newOrder} />}
          </>
        }
      />
      <Tabs value={view.tab} onValueChange={showTab}>
        <TabsList aria-label={t.sections}>
          <TabsTrigger value="vehicles">{t.vehiclesTab}</TabsTrigger>
          <TabsTrigger value="orders">{t.ordersTab}</TabsTrigger>
          <TabsTrigger value="day">{t.dayTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="vehicles">
          <VehicleList {...lists} />
        </TabsContent>
        <TabsContent value="orders">
          <OrderList {...lists} />
        </TabsContent>
        <TabsContent value="day">
          <DayView {...lists} />
        </TabsContent>
      </Tabs>
      {creating &&
        (onVehicles ? (
          <VehicleSheet vehicle={null} onClose={() => setCreating(false)} />
        ) : (
          <OrderSheet order={null} onClose={() => setCreating(false)} />
        ))}
    </>
  );
}
