import { type Area, type Principal, can } from "./roles.ts";
import type { OrderStatus } from "./schemas/hotel-orders.ts";

/**
 * The web app's paths of records: the screens link with them, and the server hands them out as
 * the links of search results, so both build a record's path one way.
 */

const RESERVATIONS = "/hotels/reservations";

/** The query parameter that opens 'Yangi bron' on the reservations page as a booking of one guest group. */
export const BOOK_GROUP_PARAM = "book_group";

/** 'Yangi bron' for a guest group: the reservations page with the booking form open on the group. */
export function groupBookingPath(groupId: string): string {
  return `${RESERVATIONS}?${new URLSearchParams({ [BOOK_GROUP_PARAM]: groupId })}`;
}

/** A hotel order under the hotel pages, which anyone who reads them may open whatever the order's status. */
export function reservationPath(id: string): string {
  return `${RESERVATIONS}/${id}`;
}

/** The order pages, one per status (canceled orders are listed with the completed), and the area whose read right opens each. */
const ORDER_SCOPES = {
  Planned: { scope: "planned", area: "orders_planned" },
  Active: { scope: "active", area: "orders" },
  Completed: { scope: "completed", area: "orders" },
  Canceled: { scope: "completed", area: "orders" },
} as const satisfies Record<OrderStatus, { scope: string; area: Area }>;

export type OrderScope = (typeof ORDER_SCOPES)[OrderStatus]["scope"];

/**
 * Where hotel orders of a status open: their status's order page (/orders/active/hotels), or,
 * for the hotel staff who may not read the orders pages, the same view under
 * /hotels/reservations; null when the principal may read neither.
 */
function hotelOrdersView(principal: Principal, status: OrderStatus): string | null {
  const { scope, area } = ORDER_SCOPES[status];
  if (can(principal, area, "read")) return `/orders/${scope}/hotels`;
  if (can(principal, "hotels", "read")) return RESERVATIONS;
  return null;
}

export function mayOpenHotelOrder(principal: Principal, status: OrderStatus): boolean {
  return hotelOrdersView(principal, status) !== null;
}

/** A hotel order's page for this principal (/orders/active/hotels/{id}), or null when they may open none. */
export function hotelOrderPath(principal: Principal, status: OrderStatus, id: string): string | null {
  const view = hotelOrdersView(principal, status);
  return view && `${view}/${id}`;
}

/** Which orders a food order page sits under: pending ones, or those done or canceled. */
export type FoodOrderScope = "active" | "completed";

/** A food order's own page under the list it was opened from. */
export function foodOrderPath(scope: FoodOrderScope, id: string): string {
  return `/orders/${scope}/foods/${encodeURIComponent(id)}`;
}

/** A guest group's page: its figures, its pilgrims (the manifest) and its stays; a tab of it when named. */
export function groupPath(id: string, tab?: string): string {
  const path = `/groups/${encodeURIComponent(id)}`;
  return tab ? `${path}?${new URLSearchParams({ tab })}` : path;
}

/**
 * A list page showing one record, for records without a page of their own: the list's tab (its
 * first tab when omitted) searched for the record's name or number.
 */
export function listSearchPath(path: string, search: string, tab?: string): string {
  const query = new URLSearchParams(tab ? { tab, search } : { search });
  return `${path}?${query}`;
}

/** A hotel's page: its rooms, occupancy and the day's arrivals and departures. */
export function hotelPath(id: string): string {
  return `/hotels/hotel/${encodeURIComponent(id)}`;
}

/** An employee's card on the HR page; every user account is an employee. */
export function employeePath(id: string): string {
  return `/hr/${encodeURIComponent(id)}`;
}

/** An invoice's page. */
export function invoicePath(id: string): string {
  return `/finance/invoices/${encodeURIComponent(id)}`;
}
