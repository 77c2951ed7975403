import { can, type Area, type Principal } from "@app/contract/roles";
import { uzPages } from "../i18n/pages.ts";
import { uzMenu } from "../i18n/shell.ts";

export type MenuLink = { path: string; label: string; area: Area };
type MenuGroup = { id: string; label: string; links: MenuLink[] };
export type MenuItem = ({ kind: "group" } & MenuGroup) | ({ kind: "link" } & MenuLink);

/** The sidebar, each entry tied to the area whose read right shows it. */
const MENU: readonly MenuItem[] = [
  {
    kind: "group",
    id: "orders",
    label: uzMenu.orders,
    links: [
      { path: "/orders/active", label: uzPages.ordersActive, area: "orders" },
      { path: "/orders/completed", label: uzPages.ordersCompleted, area: "orders" },
      { path: "/orders/planned", label: uzPages.ordersPlanned, area: "orders_planned" },
      { path: "/orders/analytics", label: uzPages.ordersAnalytics, area: "order_analytics" },
    ],
  },
  {
    kind: "group",
    id: "hotels",
    label: uzMenu.hotels,
    links: [
      { path: "/hotels/hotel", label: uzPages.hotels, area: "hotels" },
      { path: "/hotels/rooms", label: uzPages.rooms, area: "hotels" },
      { path: "/hotels/reservations", label: uzPages.reservations, area: "hotels" },
      { path: "/hotels/guests", label: uzPages.guests, area: "hotels" },
    ],
  },
  {
    kind: "group",
    id: "kitchen",
    label: uzMenu.kitchen,
    links: [
      { path: "/kitchen/recepts", label: uzPages.rations, area: "kitchen_recipes" },
      { path: "/kitchen/plan", label: uzPages.kitchenPlan, area: "kitchen_plan" },
      { path: "/kitchen/purchase-list", label: uzPages.purchaseList, area: "kitchen_plan" },
      { path: "/kitchen/menu-cycle", label: uzPages.menuCycle, area: "kitchen_plan" },
      { path: "/kitchen/menu", label: uzPages.menu, area: "kitchen_menu" },
      { path: "/kitchen/foods", label: uzPages.dishes, area: "kitchen_recipes" },
      { path: "/kitchen/food-sections", label: uzPages.dishSections, area: "kitchen_recipes" },
      { path: "/kitchen/products", label: uzPages.products, area: "kitchen_products" },
      { path: "/kitchen/warehouses", label: uzPages.warehouses, area: "kitchen_warehouse" },
      { path: "/kitchen/branches", label: uzPages.productSections, area: "kitchen_branches" },
      { path: "/kitchen/units-of-measurement", label: uzPages.units, area: "kitchen_units" },
    ],
  },
  { kind: "link", path: "/hr", label: uzPages.hr, area: "hr" },
  { kind: "link", path: "/payroll", label: uzPages.payroll, area: "hr" },
  { kind: "link", path: "/expenses", label: uzPages.expenses, area: "expenses" },
  { kind: "link", path: "/counterparties", label: uzPages.counterparties, area: "counterparties" },
  { kind: "link", path: "/groups", label: uzPages.groups, area: "guest_groups" },
  { kind: "link", path: "/taxi", label: uzPages.taxi, area: "taxi" },
  { kind: "link", path: "/flights", label: uzPages.flights, area: "taxi" },
  {
    kind: "group",
    id: "finance",
    label: uzMenu.finance,
    links: [
      { path: "/finance/invoices", label: uzPages.invoices, area: "finance" },
      { path: "/finance/payments", label: uzPages.payments, area: "finance" },
      { path: "/finance/balances", label: uzPages.balances, area: "finance" },
      { path: "/finance/rates", label: uzPages.rates, area: "finance" },
    ],
  },
  { kind: "link", path: "/report", label: uzPages.report, area: "reports" },
  { kind: "link", path: "/audit", label: uzPages.audit, area: "audit" },
];

/** The menu this principal sees: entries it may read, groups left empty dropped. */
export function visibleMenu(principal: Principal): MenuItem[] {
  return MENU.flatMap((item): MenuItem[] => {
    if (item.kind === "link") return can(principal, item.area, "read") ? [item] : [];
    const links = item.links.filter((link) => can(principal, link.area, "read"));
    return links.length ? [{ ...item, links }] : [];
  });
}

export function visibleLinks(principal: Principal): MenuLink[] {
  return visibleMenu(principal).flatMap((item) => (item.kind === "link" ? [item] : item.links));
}

const REPORT_PATH = "/report";
export const UNAUTHORIZED_PATH = "/unauthorized";

/** Where a principal lands after login: the report when visible, else its first entry, else nowhere. */
export function landingPath(principal: Principal): string {
  const links = visibleLinks(principal);
  if (links.some((link) => link.path === REPORT_PATH)) return REPORT_PATH;
  return links[0]?.path ?? UNAUTHORIZED_PATH;
}

/** The group holding a path, so the sidebar can open it for the active route. */
export function groupOf(pathname: string): string | undefined {
  for (const item of MENU) {
    if (item.kind === "group" && item.links.some((link) => pathname === link.path || pathname.startsWith(`${link.path}/`))) {
      return item.id;
    }
  }
  return undefined;
}
