import { can, type Area, type Principal } from "@app/contract/roles";
import { uz } from "../i18n/uz.ts";

export type MenuLink = { path: string; label: string; area: Area };
type MenuGroup = { id: string; label: string; links: MenuLink[] };
export type MenuItem = ({ kind: "group" } & MenuGroup) | ({ kind: "link" } & MenuLink);

/** The sidebar of spec §2, each entry tied to the area whose read right shows it. */
const MENU: readonly MenuItem[] = [
  {
    kind: "group",
    id: "orders",
    label: uz.menu.orders,
    links: [
      { path: "/orders/active", label: uz.pages.ordersActive, area: "orders" },
      { path: "/orders/completed", label: uz.pages.ordersCompleted, area: "orders" },
      { path: "/orders/planned", label: uz.pages.ordersPlanned, area: "orders_planned" },
      { path: "/orders/analytics", label: uz.pages.ordersAnalytics, area: "order_analytics" },
    ],
  },
  {
    kind: "group",
    id: "hotels",
    label: uz.menu.hotels,
    links: [
      { path: "/hotels/hotel", label: uz.pages.hotels, area: "hotels" },
      { path: "/hotels/rooms", label: uz.pages.rooms, area: "hotels" },
      { path: "/hotels/reservations", label: uz.pages.reservations, area: "hotels" },
      { path: "/hotels/guests", label: uz.pages.guests, area: "hotels" },
    ],
  },
  {
    kind: "group",
    id: "kitchen",
    label: uz.menu.kitchen,
    links: [
      { path: "/kitchen/recepts", label: uz.pages.recipes, area: "kitchen_recipes" },
      { path: "/kitchen/menu", label: uz.pages.menu, area: "kitchen_menu" },
      { path: "/kitchen/foods", label: uz.pages.foods, area: "kitchen_recipes" },
      { path: "/kitchen/food-sections", label: uz.pages.foodSections, area: "kitchen_recipes" },
      { path: "/kitchen/products", label: uz.pages.products, area: "kitchen_products" },
      { path: "/kitchen/warehouses", label: uz.pages.warehouses, area: "kitchen_warehouse" },
      { path: "/kitchen/branches", label: uz.pages.branches, area: "kitchen_branches" },
      { path: "/kitchen/units-of-measurement", label: uz.pages.units, area: "kitchen_units" },
    ],
  },
  { kind: "link", path: "/hr", label: uz.pages.hr, area: "hr" },
  { kind: "link", path: "/counterparties", label: uz.pages.counterparties, area: "counterparties" },
  { kind: "link", path: "/taxi", label: uz.pages.taxi, area: "taxi" },
  { kind: "link", path: "/report", label: uz.pages.report, area: "reports" },
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
