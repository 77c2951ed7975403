import { Suspense } from "react";
import { useLocation } from "react-router";
import type { OrderScope } from "@app/contract/web-paths";
import type { PageProps } from "../../lib/page-props.ts";
import { PageLoading } from "../../ui/page-loading.tsx";
import { uzOrders } from "../../i18n/orders.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { lazyPage } from "../../lib/lazy-page.ts";
import { listQuery, listTabs } from "../../lib/list-view.ts";
import { useListView } from "../../lib/use-list-view.ts";
import { ExportButton } from "../../ui/export-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { exportFoodOrders } from "./food-orders/food-orders-api.ts";
import { FOOD_TAB, foodOrdersView } from "./food-orders/food-orders-view.ts";
import { exportHotelOrders, SCOPE_LISTS } from "./hotel-orders/hotel-orders-api.ts";
import { HotelOrdersTab } from "./hotel-orders/hotel-orders-tab.tsx";
import { orderPagesView } from "./hotel-orders/orders-view.ts";

const t = uzOrders;
/** The kitchen's tab loads only when it is opened. */
const FoodOrdersTab = lazyPage(() => import("./food-orders/food-orders-tab.tsx"));

/** /orders/active, /orders/completed, /orders/planned: the scope is the path's second part. */
function scopeOf(pathname: string): OrderScope {
  const scope = pathname.split("/")[2];
  return scope === "completed" || scope === "planned" ? scope : "active";
}

/**
 * The order pages: 'Mehmonxona buyurtmalari' and 'Ovqat buyurtmalari' tabs, the tab kept in the
 * URL; the planned page lists hotel orders only.
 */
export default function OrdersPage({ title }: PageProps) {
  const scope = scopeOf(useLocation().pathname);
  const [view, update] = useListView(orderPagesView);
  // The food tab keeps its own filters in the same URL; the header exports what that tab shows.
  const [foodView] = useListView(foodOrdersView);
  const showTab = (value: string) => {
    const tab = listTabs(orderPagesView).find((name) => name === value);
    if (tab) update({ tab });
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          scope !== "planned" && view.tab === FOOD_TAB ? (
            <ExportButton label={t.foodTab} onExport={() => exportFoodOrders(scope, foodView)} />
          ) : (
            <ExportButton
              label={scope === "planned" ? title : t.hotelTab}
              onExport={() => exportHotelOrders(SCOPE_LISTS[scope], listQuery(view))}
            />
          )
        }
      />
      {scope === "planned" ? (
        <HotelOrdersTab scope={scope} view={view} update={update} />
      ) : (
        <Tabs value={view.tab} onValueChange={showTab}>
          <TabsList aria-label={t.tabs}>
            <TabsTrigger value="hotels">{t.hotelTab}</TabsTrigger>
            <TabsTrigger value="foods">{t.foodTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="hotels">
            <HotelOrdersTab scope={scope} view={view} update={update} />
          </TabsContent>
          <TabsContent value="foods">
            <Suspense fallback={<PageLoading />}>
              <FoodOrdersTab scope={scope} />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
