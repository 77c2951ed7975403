import type { Area } from "@app/contract/roles";
import type { ComponentType } from "react";
import { uzPages } from "../i18n/pages.ts";
import { lazyPage } from "../lib/lazy-page.ts";
import type { PageProps } from "../lib/page-props.ts";

/** Each area's code sits in its own chunk, loaded when one of its routes is opened. */
const OrdersPage = lazyPage(() => import("../features/orders/orders-page.tsx"));
/** Hotel orders are the orders area's code; the hotel staff reach them under /hotels/reservations. */
const HotelOrderPage = lazyPage(() => import("../features/orders/hotel-orders/hotel-order-page.tsx"));
const ReservationsPage = lazyPage(() => import("../features/orders/hotel-orders/reservations-page.tsx"));
const FoodOrderPage = lazyPage(() => import("../features/orders/food-orders/food-order-page.tsx"));
const AnalyticsPage = lazyPage(() => import("../features/analytics/analytics-page.tsx"));
const HotelsPage = lazyPage(() => import("../features/hotels/hotels-page.tsx"));
const HotelPage = lazyPage(() => import("../features/hotels/hotel-detail/hotel-page.tsx"));
const RoomsPage = lazyPage(() => import("../features/hotels/rooms/rooms-page.tsx"));
const GuestsPage = lazyPage(() => import("../features/hotels/guests/guests-page.tsx"));
const RationsPage = lazyPage(() => import("../features/kitchen/rations/rations-page.tsx"));
const MenusPage = lazyPage(() => import("../features/kitchen/menus/menus-page.tsx"));
const DishesPage = lazyPage(() => import("../features/kitchen/dishes/dishes-page.tsx"));
const DishSectionsPage = lazyPage(() => import("../features/kitchen/dish-sections/dish-sections-page.tsx"));
const ProductsPage = lazyPage(() => import("../features/kitchen/products/products-page.tsx"));
const WarehousePage = lazyPage(() => import("../features/kitchen/warehouse/warehouse-page.tsx"));
const ProductSectionsPage = lazyPage(() => import("../features/kitchen/product-sections/product-sections-page.tsx"));
const UnitsPage = lazyPage(() => import("../features/kitchen/units/units-page.tsx"));
const PlanPage = lazyPage(() => import("../features/kitchen-plan/plan-page.tsx"));
const PurchaseListPage = lazyPage(() => import("../features/kitchen-plan/purchase-list-page.tsx"));
const MenuCyclePage = lazyPage(() => import("../features/kitchen-plan/menu-cycle-page.tsx"));
const HrPage = lazyPage(() => import("../features/hr/hr-page.tsx"));
const PayrollPage = lazyPage(() => import("../features/hr/payroll/payroll-page.tsx"));
const ExpensesPage = lazyPage(() => import("../features/expenses/expenses-page.tsx"));
const CounterpartiesPage = lazyPage(() => import("../features/counterparties/counterparties-page.tsx"));
const GroupsPage = lazyPage(() => import("../features/guest-groups/groups-page.tsx"));
const GroupPage = lazyPage(() => import("../features/guest-groups/group-page.tsx"));
const TaxiPage = lazyPage(() => import("../features/taxi/taxi-page.tsx"));
const FlightsPage = lazyPage(() => import("../features/flights/flights-page.tsx"));
const InvoicesPage = lazyPage(() => import("../features/finance/invoices-page.tsx"));
const InvoicePage = lazyPage(() => import("../features/finance/invoice-page.tsx"));
const PaymentsPage = lazyPage(() => import("../features/finance/payments-page.tsx"));
const BalancesPage = lazyPage(() => import("../features/finance/balances-page.tsx"));
const RatesPage = lazyPage(() => import("../features/finance/rates-page.tsx"));
const ReportPage = lazyPage(() => import("../features/report/report-page.tsx"));
const AuditPage = lazyPage(() => import("../features/audit/audit-page.tsx"));
const ApiDocsPage = lazyPage(() => import("../features/api-docs/api-docs-page.tsx"));

/** What a protected route tells the shell: the area whose read right opens it. */
export type AreaHandle = { area: Area };

export type ProtectedRoute = { path: string; area: Area; title: string; Page: ComponentType<PageProps> };

/** Every route behind the login, with the area whose read right opens it. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: "orders/active", area: "orders", title: uzPages.ordersActive, Page: OrdersPage },
  { path: "orders/active/hotels/:id", area: "orders", title: uzPages.hotelOrder, Page: HotelOrderPage },
  { path: "orders/active/foods/:id", area: "orders", title: uzPages.foodOrder, Page: FoodOrderPage },
  { path: "orders/completed", area: "orders", title: uzPages.ordersCompleted, Page: OrdersPage },
  { path: "orders/completed/hotels/:id", area: "orders", title: uzPages.hotelOrder, Page: HotelOrderPage },
  { path: "orders/completed/foods/:id", area: "orders", title: uzPages.foodOrder, Page: FoodOrderPage },
  { path: "orders/planned", area: "orders_planned", title: uzPages.ordersPlanned, Page: OrdersPage },
  { path: "orders/planned/hotels/:id", area: "orders_planned", title: uzPages.hotelOrder, Page: HotelOrderPage },
  { path: "orders/analytics", area: "order_analytics", title: uzPages.ordersAnalytics, Page: AnalyticsPage },
  { path: "hotels/hotel", area: "hotels", title: uzPages.hotels, Page: HotelsPage },
  { path: "hotels/hotel/:id", area: "hotels", title: uzPages.hotel, Page: HotelPage },
  { path: "hotels/rooms", area: "hotels", title: uzPages.rooms, Page: RoomsPage },
  { path: "hotels/reservations", area: "hotels", title: uzPages.reservations, Page: ReservationsPage },
  { path: "hotels/reservations/:id", area: "hotels", title: uzPages.hotelOrder, Page: HotelOrderPage },
  { path: "hotels/guests", area: "hotels", title: uzPages.guests, Page: GuestsPage },
  { path: "kitchen/recepts", area: "kitchen_recipes", title: uzPages.rations, Page: RationsPage },
  { path: "kitchen/menu", area: "kitchen_menu", title: uzPages.menu, Page: MenusPage },
  { path: "kitchen/foods", area: "kitchen_recipes", title: uzPages.dishes, Page: DishesPage },
  { path: "kitchen/food-sections", area: "kitchen_recipes", title: uzPages.dishSections, Page: DishSectionsPage },
  { path: "kitchen/products", area: "kitchen_products", title: uzPages.products, Page: ProductsPage },
  { path: "kitchen/warehouses", area: "kitchen_warehouse", title: uzPages.warehouses, Page: WarehousePage },
  { path: "kitchen/branches", area: "kitchen_branches", title: uzPages.productSections, Page: ProductSectionsPage },
  { path: "kitchen/units-of-measurement", area: "kitchen_units", title: uzPages.units, Page: UnitsPage },
  { path: "kitchen/plan", area: "kitchen_plan", title: uzPages.kitchenPlan, Page: PlanPage },
  { path: "kitchen/purchase-list", area: "kitchen_plan", title: uzPages.purchaseList, Page: PurchaseListPage },
  { path: "kitchen/menu-cycle", area: "kitchen_plan", title: uzPages.menuCycle, Page: MenuCyclePage },
  { path: "hr", area: "hr", title: uzPages.hr, Page: HrPage },
  { path: "hr/:id", area: "hr", title: uzPages.employee, Page: HrPage },
  { path: "payroll", area: "hr", title: uzPages.payroll, Page: PayrollPage },
  { path: "expenses", area: "expenses", title: uzPages.expenses, Page: ExpensesPage },
  { path: "counterparties", area: "counterparties", title: uzPages.counterparties, Page: CounterpartiesPage },
  { path: "groups", area: "guest_groups", title: uzPages.groups, Page: GroupsPage },
  { path: "groups/:id", area: "guest_groups", title: uzPages.group, Page: GroupPage },
  { path: "taxi", area: "taxi", title: uzPages.taxi, Page: TaxiPage },
  { path: "flights", area: "taxi", title: uzPages.flights, Page: FlightsPage },
  { path: "finance/invoices", area: "finance", title: uzPages.invoices, Page: InvoicesPage },
  { path: "finance/invoices/:id", area: "finance", title: uzPages.invoice, Page: InvoicePage },
  { path: "finance/payments", area: "finance", title: uzPages.payments, Page: PaymentsPage },
  { path: "finance/balances", area: "finance", title: uzPages.balances, Page: BalancesPage },
  { path: "finance/rates", area: "finance", title: uzPages.rates, Page: RatesPage },
  { path: "report", area: "reports", title: uzPages.report, Page: ReportPage },
  { path: "audit", area: "audit", title: uzPages.audit, Page: AuditPage },
  { path: "api-docs", area: "users", title: uzPages.apiDocs, Page: ApiDocsPage },
];
