import { Route } from "lucide-react";
import { useState } from "react";
import { can } from "@app/contract/roles";
import type { PageProps } from "../../lib/page-props.ts";
import { uzTaxi } from "../../i18n/taxi.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { listTabs } from "../../lib/list-view.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { Button } from "../../ui/button.tsx";
import { CreateButton } from "../../ui/create-button.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { DayView } from "./day-view.tsx";
import { DriverList } from "./driver-list.tsx";
import { DriverSheet } from "./driver-sheet.tsx";
import { DriverSheetView } from "./driver-sheet-view.tsx";
import { GroupPlanSheet } from "./group-plan-sheet.tsx";
import { PlaceList, PlaceSheet } from "./place-list.tsx";
import { OrderList } from "./order-list.tsx";
import { OrderSheet } from "./order-sheet.tsx";
import { exportOrders } from "./taxi-api.ts";
import { ordersQuery, taxiView } from "./taxi-view.ts";
import { VehicleList } from "./vehicle-list.tsx";
import { VehicleSheet } from "./vehicle-sheet.tsx";

const t = uzTaxi;
const TABS = listTabs(taxiView);

const NEW_LABEL = {
  vehicles: t.newVehicle,
  orders: t.newOrder,
  day: t.newOrder,
  sheet: t.newOrder,
  drivers: t.newDriver,
  places: t.newPlace,
};

/** The '+' button's form on each tab. */
function NewRecord({ tab, onClose }: { tab: (typeof TABS)[number]; onClose: () => void }) {
  if (tab === "vehicles") return <VehicleSheet vehicle={null} onClose={onClose} />;
  if (tab === "drivers") return <DriverSheet driver={null} onClose={onClose} />;
  if (tab === "places") return <PlaceSheet onClose={onClose} />;
  return <OrderSheet order={null} onClose={onClose} />;
}

/** /taxi: vehicles, orders, the dispatcher's day, the drivers' sheet, drivers and places, the tab and its filters in the URL. */
export default function TaxiPage({ title }: PageProps) {
  const [view, update] = useListView(taxiView);
  const writable = can(usePrincipal(), "taxi", "write");
  const [creating, setCreating] = useState(false);
  const [planning, setPlanning] = useState(false);
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
            {(view.tab === "orders" || view.tab === "day" || view.tab === "sheet") && <PrintButton />}
            {writable && (
              <Button variant="secondary" onClick={() => setPlanning(true)}>
                <Route className="size-4" aria-hidden />
                {t.groupPlan}
              </Button>
            )}
            {writable && view.tab !== "sheet" && <CreateButton onClick={() => setCreating(true)} label={NEW_LABEL[view.tab]} />}
          </>
        }
      />
      <Tabs value={view.tab} onValueChange={showTab}>
        <TabsList aria-label={t.sections}>
          <TabsTrigger value="vehicles">{t.vehiclesTab}</TabsTrigger>
          <TabsTrigger value="orders">{t.ordersTab}</TabsTrigger>
          <TabsTrigger value="day">{t.dayTab}</TabsTrigger>
          <TabsTrigger value="sheet">{t.sheetTab}</TabsTrigger>
          <TabsTrigger value="drivers">{t.driversTab}</TabsTrigger>
          <TabsTrigger value="places">{t.placesTab}</TabsTrigger>
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
        <TabsContent value="sheet">
          <DriverSheetView {...lists} />
        </TabsContent>
        <TabsContent value="drivers">
          <DriverList {...lists} />
        </TabsContent>
        <TabsContent value="places">
          <PlaceList {...lists} />
        </TabsContent>
      </Tabs>
      {creating && <NewRecord tab={view.tab} onClose={() => setCreating(false)} />}
      {planning && <GroupPlanSheet onClose={() => setPlanning(false)} />}
    </>
  );
}
